import { Pager } from "~/components/ui/pager";
import FileSearch from "lucide-react/icons/file-search";
import Trash2 from "lucide-react/icons/trash";
import { IconButton, dangerButton } from "~/components/ui/icon-button";
import { Loaded, PanelNote } from "~/components/ui/loaded";
import { useLang, useMessages } from "~/lib/i18n/use-lang";
import { subscribersMessages } from "../messages";
import type { SubscriberItem, SubscriberPage } from "../types";
import { formatWarsawDateTime } from "~/lib/i18n/format-time";

/** The subscribers found: cards on a phone, a table wider, and the pages. */
export function SubscriberList({
  data,
  failed,
  loading,
  page,
  onPage,
  onReport,
  onErase,
}: {
  data: SubscriberPage | null;
  failed: boolean;
  loading: boolean;
  page: number;
  onPage: (page: number) => void;
  onReport: (s: SubscriberItem) => void;
  onErase: (s: SubscriberItem) => void;
}) {
  const t = useMessages(subscribersMessages);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const regionLabel = (r: string | null) => (r ? (t.regions[r] ?? r) : t.noRegion);
  const actions = (s: SubscriberItem) => (
    <SubscriberActions subscriber={s} onReport={onReport} onErase={onErase} />
  );

  return (
    <Loaded data={data} failed={failed} failedText={t.loadFailed} className="mt-2">
      {(data) =>
        data.items.length === 0 ? (
          <PanelNote className="mt-2">{t.empty}</PanelNote>
        ) : (
          <>
            {/* Phones and tablets: one card per subscriber. */}
            <ul className="mt-2 space-y-3 md:hidden" aria-label={t.title}>
              {data.items.map((s) => (
                <li
                  key={s.id}
                  className="rounded-xl bg-white p-4 shadow-sm"
                  data-subscriber-id={s.id}
                >
                  <p className="font-semibold break-words text-navy-900">{s.name}</p>
                  <p className="text-sm text-slate-700 [overflow-wrap:anywhere]">{s.email}</p>
                  <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-800">
                    <StatusBadge active={s.isActive} />
                    <span>{regionLabel(s.region)}</span>
                    <span aria-hidden="true">·</span>
                    <span>{t.languages[s.language] ?? s.language}</span>
                  </p>
                  <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                    <dt className="font-semibold text-slate-700">{t.colConsent}</dt>
                    <dd className="text-navy-900">
                      <Consent subscriber={s} />
                    </dd>
                    <dt className="font-semibold text-slate-700">{t.colSubscribed}</dt>
                    <dd className="text-navy-900">
                      <Subscribed subscriber={s} />
                    </dd>
                  </dl>
                  <div className="mt-3">{actions(s)}</div>
                </li>
              ))}
            </ul>
            {/* Wider screens: a table. */}
            <div className="mt-2 hidden overflow-x-auto rounded-xl bg-white shadow-sm md:block">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{t.title}</caption>
                <thead className="border-b border-slate-200 bg-slate-50 text-slate-800">
                  <tr>
                    {/* The outer columns have the wider padding of the card's edge. */}
                    {[
                      t.colPerson,
                      t.colRegion,
                      t.colLanguage,
                      t.colStatus,
                      t.colConsent,
                      t.colSubscribed,
                      <span className="sr-only">{t.colActions}</span>,
                    ].map((head, i, all) => (
                      <th
                        key={i}
                        scope="col"
                        className={`${i === 0 || i === all.length - 1 ? "px-4" : "px-3"} py-3 font-semibold`}
                      >
                        {head}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {data.items.map((s) => (
                    <tr key={s.id} data-subscriber-id={s.id} className="align-top">
                      <td className="max-w-72 px-4 py-3">
                        <span className="block font-semibold break-words text-navy-900">
                          {s.name}
                        </span>
                        <span className="block text-slate-700 [overflow-wrap:anywhere]">
                          {s.email}
                        </span>
                      </td>
                      <td className="px-3 py-3 whitespace-nowrap">{regionLabel(s.region)}</td>
                      <td className="px-3 py-3 whitespace-nowrap">
                        {t.languages[s.language] ?? s.language}
                      </td>
                      <td className="px-3 py-3">
                        <StatusBadge active={s.isActive} />
                      </td>
                      <td className="px-3 py-3 whitespace-nowrap">
                        <Consent subscriber={s} />
                      </td>
                      <td className="px-3 py-3 whitespace-nowrap">
                        <Subscribed subscriber={s} />
                      </td>
                      <td className="px-4 py-2">{actions(s)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager
              className="mt-4"
              page={page}
              pages={pages}
              onPage={onPage}
              disabled={loading}
              label={t.paging}
              words={t}
            />
          </>
        )
      }
    </Loaded>
  );
}

/** "dd.mm.yyyy hh:mm" in Warsaw in the panel's language, empty for none. */
function useWhen() {
  const lang = useLang();
  return (iso: string | null) => (iso ? formatWarsawDateTime(iso, lang) : "");
}

function StatusBadge({ active }: { active: boolean }) {
  const t = useMessages(subscribersMessages);
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${active ? "bg-emerald-100 text-emerald-900" : "bg-slate-200 text-slate-800"}`}
    >
      {active ? t.active : t.inactive}
    </span>
  );
}

/** When and to which version of the text the subscriber consented. */
function Consent({ subscriber: s }: { subscriber: SubscriberItem }) {
  const t = useMessages(subscribersMessages);
  const when = useWhen();
  return s.consentAt ? (
    <>
      <span className="block">{when(s.consentAt)}</span>
      <span className="block text-xs text-slate-700">
        {t.consentVersion(s.consentVersion ?? t.none)}
      </span>
    </>
  ) : (
    <span className="text-slate-700">{t.noConsent}</span>
  );
}

/** When the subscriber signed up, and left if they did. */
function Subscribed({ subscriber: s }: { subscriber: SubscriberItem }) {
  const t = useMessages(subscribersMessages);
  const when = useWhen();
  return (
    <>
      {when(s.subscribedAt)}
      {s.unsubscribedAt && (
        <span className="block text-xs text-slate-700">
          {t.unsubscribedOn(when(s.unsubscribedAt))}
        </span>
      )}
    </>
  );
}

/** The access report and the erasure of one subscriber. */
function SubscriberActions({
  subscriber: s,
  onReport,
  onErase,
}: {
  subscriber: SubscriberItem;
  onReport: (s: SubscriberItem) => void;
  onErase: (s: SubscriberItem) => void;
}) {
  const t = useMessages(subscribersMessages);
  return (
    <div className="flex gap-2">
      <IconButton
        icon={FileSearch}
        className="btn-secondary min-h-11 flex-1 px-3 py-2 text-sm md:flex-none"
        onClick={() => onReport(s)}
        aria-label={t.showDataFor(s.email)}
      >
        {t.showData}
      </IconButton>
      <IconButton
        icon={Trash2}
        className={`${dangerButton} flex-1 px-3 py-2 text-sm md:flex-none`}
        onClick={() => onErase(s)}
        aria-label={t.eraseFor(s.email)}
      >
        {t.erase}
      </IconButton>
    </div>
  );
}
