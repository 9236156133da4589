import { Pager } from "~/components/ui/pager";
import { AdminField, adminControl } from "~/components/ui/admin-field";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import FileSearch from "lucide-react/icons/file-search";
import LoaderCircle from "lucide-react/icons/loader-circle";
import Trash2 from "lucide-react/icons/trash";
import { DownloadLink, IconButton, dangerButton } from "~/components/ui/icon-button";
import { useCallback, useEffect, useRef, useState } from "react";
import { Loaded, PanelNote } from "~/components/ui/loaded";
import { toast } from "sonner";
import { useFormCall } from "~/components/ui/use-form-call";
import { ownIcon } from "~/lib/toast-icon";
import { useLang, useMessages } from "~/lib/i18n/use-lang";
import { subscribersMessages } from "../messages";
import { adminFetch, redirectIfUnauthorised } from "~/lib/admin-api-client";
import type { SubscriberItem, SubscriberPage } from "../types";
import { AccessReportDialog } from "./access-report-dialog";
import { formatWarsawDateTime } from "~/lib/i18n/format-time";

interface Filters {
  q: string;
  region: string;
  language: string;
  status: string;
}
const NO_FILTERS: Filters = { q: "", region: "", language: "", status: "" };

function queryOf(filters: Filters, page?: number): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(filters)) if (v.trim()) p.set(k, v.trim());
  if (page && page > 1) p.set("page", String(page));
  const s = p.toString();
  return s ? `?${s}` : "";
}

/**
 * The administrator's subscriber list (issue 16): search by name or e-mail, filters, paging,
 * CSV of the filtered list, the access report of one person and their erasure. `regions` and
 * the API calls come from the route, which composes this tab with the features that own them.
 */
export function SubscribersTab({ regions }: { regions: readonly string[] }) {
  const t = useMessages(subscribersMessages);
  const lang = useLang();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  // The search box applies after a short pause in typing; the selects apply at once.
  const [applied, setApplied] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [data, setData] = useState<SubscriberPage | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [reportFor, setReportFor] = useState<SubscriberItem | null>(null);
  const [toErase, setToErase] = useState<SubscriberItem | null>(null);
  const { busy: erasing, run } = useFormCall();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const requestSeq = useRef(0);

  useEffect(() => {
    if (filters.q === applied.q) return;
    const timer = setTimeout(() => {
      setApplied((a) => ({ ...a, q: filters.q }));
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [filters.q, applied.q]);

  const load = useCallback(() => {
    const seq = ++requestSeq.current;
    setLoading(true);
    adminFetch<SubscriberPage>(`/api/admin/subscribers${queryOf(applied, page)}`)
      .then((r) => {
        if (seq !== requestSeq.current) return;
        // A page emptied by an erasure: step back to the last page that has rows.
        const pages = Math.max(1, Math.ceil(r.total / r.pageSize));
        if (r.items.length === 0 && page > pages) {
          setPage(pages);
          return;
        }
        setData(r);
        setFailed(false);
        setLoading(false);
      })
      .catch((err) => {
        if (seq !== requestSeq.current || redirectIfUnauthorised(err)) return;
        setFailed(true);
        setLoading(false);
        toast.error(t.errorTitle, {
          description: err instanceof Error ? err.message : t.loadFailed,
        });
      });
  }, [applied, page, t]);

  useEffect(load, [load]);

  function setSelect(key: Exclude<keyof Filters, "q">, value: string) {
    setFilters((f) => ({ ...f, [key]: value }));
    setApplied((a) => ({ ...a, [key]: value }));
    setPage(1);
  }

  /** Another page: back to the top of the list, as a new page of a document would. */
  function goToPage(next: number) {
    setPage(next);
    headingRef.current?.scrollIntoView({ block: "start" });
  }

  function clearFilters() {
    setFilters(NO_FILTERS);
    setApplied(NO_FILTERS);
    setPage(1);
  }

  async function confirmErase() {
    if (!toErase) return;
    const { id } = toErase;
    await run(
      async () => {
        await adminFetch(`/api/admin/subscribers/${id}`, { method: "DELETE" });
        toast.success(t.erased, { ...ownIcon(t.erased), description: t.erasedText });
        setToErase(null);
        load();
        headingRef.current?.focus();
      },
      {
        fail: (err) =>
          toast.error(t.errorTitle, {
            description: err instanceof Error ? err.message : t.genericError,
          }),
      },
    );
  }

  const when = (iso: string | null) => (iso ? formatWarsawDateTime(iso, lang) : "");
  const regionLabel = (r: string | null) => (r ? (t.regions[r] ?? r) : t.noRegion);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const filtered = Object.values(filters).some((v) => v !== "");

  const statusBadge = (s: SubscriberItem) => (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${s.isActive ? "bg-emerald-100 text-emerald-900" : "bg-slate-200 text-slate-800"}`}
    >
      {s.isActive ? t.active : t.inactive}
    </span>
  );
  const consent = (s: SubscriberItem) =>
    s.consentAt ? (
      <>
        <span className="block">{when(s.consentAt)}</span>
        <span className="block text-xs text-slate-700">
          {t.consentVersion(s.consentVersion ?? t.none)}
        </span>
      </>
    ) : (
      <span className="text-slate-700">{t.noConsent}</span>
    );
  const actions = (s: SubscriberItem) => (
    <div className="flex gap-2">
      <IconButton
        icon={FileSearch}
        className="btn-secondary min-h-11 flex-1 px-3 py-2 text-sm md:flex-none"
        onClick={() => setReportFor(s)}
        aria-label={t.showDataFor(s.email)}
      >
        {t.showData}
      </IconButton>
      <IconButton
        icon={Trash2}
        className={`${dangerButton} flex-1 px-3 py-2 text-sm md:flex-none`}
        onClick={() => setToErase(s)}
        aria-label={t.eraseFor(s.email)}
      >
        {t.erase}
      </IconButton>
    </div>
  );

  return (
    <section aria-labelledby="subscribers-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id="subscribers-title"
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-bold text-navy-900 focus:outline-none"
        >
          {t.title}
        </h2>
        <DownloadLink
          href={`/api/admin/subscribers.csv${queryOf(applied)}`}
          className="btn-primary w-full sm:w-auto"
          aria-describedby="subscribers-export-help"
        >
          {t.exportCsv}
        </DownloadLink>
      </div>
      <p id="subscribers-export-help" className="mt-2 text-sm text-slate-700">
        {t.exportHelp}
      </p>

      <form
        role="search"
        className="mt-4 grid grid-cols-2 items-end gap-3 rounded-xl bg-white p-4 shadow-sm lg:grid-cols-[2fr_1fr_1fr_1fr_auto]"
        onSubmit={(e) => e.preventDefault()}
      >
        <AdminField id="subscribers-q" label={t.search} className="col-span-2 lg:col-span-1">
          <input
            id="subscribers-q"
            type="search"
            value={filters.q}
            maxLength={200}
            placeholder={t.searchPlaceholder}
            onChange={(e) => setFilters((f) => ({ ...f, q: e.target.value }))}
            className={adminControl}
          />
        </AdminField>
        <AdminField id="subscribers-region" label={t.region}>
          <select
            id="subscribers-region"
            value={filters.region}
            onChange={(e) => setSelect("region", e.target.value)}
            className={adminControl}
          >
            <option value="">{t.any}</option>
            {regions.map((r) => (
              <option key={r} value={r}>
                {regionLabel(r)}
              </option>
            ))}
          </select>
        </AdminField>
        <AdminField id="subscribers-language" label={t.language}>
          <select
            id="subscribers-language"
            value={filters.language}
            onChange={(e) => setSelect("language", e.target.value)}
            className={adminControl}
          >
            <option value="">{t.any}</option>
            <option value="pl">{t.languages.pl}</option>
            <option value="en">{t.languages.en}</option>
          </select>
        </AdminField>
        <AdminField id="subscribers-status" label={t.status}>
          <select
            id="subscribers-status"
            value={filters.status}
            onChange={(e) => setSelect("status", e.target.value)}
            className={adminControl}
          >
            <option value="">{t.any}</option>
            <option value="active">{t.activeFilter}</option>
            <option value="inactive">{t.inactiveFilter}</option>
          </select>
        </AdminField>
        <button
          type="button"
          className="btn-secondary min-h-11 px-4 py-2 text-sm"
          onClick={clearFilters}
          disabled={!filtered}
        >
          {t.clearFilters}
        </button>
      </form>

      <div
        className="mt-4 flex min-h-7 items-center gap-2 text-sm text-slate-700"
        role="status"
        aria-live="polite"
        data-testid="subscribers-total"
      >
        {loading && (
          <LoaderCircle
            aria-hidden="true"
            className="size-4 animate-spin text-river-600 motion-reduce:animate-none"
          />
        )}
        {data ? t.total(data.total) : loading ? t.loading : ""}
      </div>

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
                      {statusBadge(s)}
                      <span>{regionLabel(s.region)}</span>
                      <span aria-hidden="true">·</span>
                      <span>{t.languages[s.language] ?? s.language}</span>
                    </p>
                    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                      <dt className="font-semibold text-slate-700">{t.colConsent}</dt>
                      <dd className="text-navy-900">{consent(s)}</dd>
                      <dt className="font-semibold text-slate-700">{t.colSubscribed}</dt>
                      <dd className="text-navy-900">
                        {when(s.subscribedAt)}
                        {s.unsubscribedAt && (
                          <span className="block text-xs text-slate-700">
                            {t.unsubscribedOn(when(s.unsubscribedAt))}
                          </span>
                        )}
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
                        <td className="px-3 py-3">{statusBadge(s)}</td>
                        <td className="px-3 py-3 whitespace-nowrap">{consent(s)}</td>
                        <td className="px-3 py-3 whitespace-nowrap">
                          {when(s.subscribedAt)}
                          {s.unsubscribedAt && (
                            <span className="block text-xs text-slate-700">
                              {t.unsubscribedOn(when(s.unsubscribedAt))}
                            </span>
                          )}
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
                onPage={goToPage}
                disabled={loading}
                label={t.paging}
                previous={t.previous}
                next={t.next}
                pageOf={t.pageOf}
              />
            </>
          )
        }
      </Loaded>

      {reportFor && (
        <AccessReportDialog subscriber={reportFor} onClose={() => setReportFor(null)} />
      )}

      <ConfirmDialog
        open={!!toErase}
        busy={erasing}
        title={t.eraseTitle}
        description={toErase ? t.eraseConsequence(toErase.email) : ""}
        cancelLabel={t.cancel}
        actionLabel={
          <>
            <Trash2 aria-hidden="true" className="size-4" />
            {erasing ? t.erasing : t.eraseConfirm}
          </>
        }
        onConfirm={() => void confirmErase()}
        onDismiss={() => setToErase(null)}
      />
    </section>
  );
}
