import { useLang, useMessages } from "~/lib/i18n/use-lang";
import { campaignMessages } from "../messages";
import type { CampaignList, CampaignSummary } from "../types";
import { formatWarsaw } from "../warsaw-time";

export function regionLabel(t: (typeof campaignMessages)["pl"], region: string | null) {
  return region === null ? t.everyone : (t.regions[region] ?? region);
}

export function StatusBadge({ status }: { status: string }) {
  const t = useMessages(campaignMessages);
  const colours: Record<string, string> = {
    draft: "bg-slate-200 text-slate-900",
    scheduled: "bg-amber-100 text-amber-900",
    sending: "bg-sky-100 text-sky-900",
    sent: "bg-emerald-100 text-emerald-900",
    cancelled: "bg-red-100 text-red-900",
  };
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold ${colours[status] ?? ""}`}
    >
      {t.status[status] ?? status}
    </span>
  );
}

/** The campaigns, newest first, each with its status and progress. */
export function CampaignTable({
  list,
  onOpen,
}: {
  list: CampaignList;
  onOpen: (id: number) => void;
}) {
  const t = useMessages(campaignMessages);
  const lang = useLang();
  if (!list.campaigns.length) return <p className="mt-4 text-slate-700">{t.empty}</p>;
  return (
    <ul
      aria-label={t.listLabel}
      className="mt-4 divide-y divide-slate-200 border-y border-slate-200"
    >
      {list.campaigns.map((c: CampaignSummary) => {
        const done = c.sent + c.failed + c.skipped;
        return (
          <li
            key={c.id}
            className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:gap-4"
            data-campaign={c.id}
          >
            <div className="min-w-0 flex-1">
              <p className="truncate font-semibold text-navy-900">{c.subject_pl}</p>
              <p className="text-sm text-slate-700">
                {regionLabel(t, c.region)}
                {c.status === "scheduled" && c.scheduledAt
                  ? ` · ${t.scheduledFor(formatWarsaw(c.scheduledAt, lang))}`
                  : ""}
              </p>
            </div>
            <div className="flex items-center gap-3">
              <StatusBadge status={c.status} />
              {(c.status === "sending" || c.status === "sent") && (
                <span className="text-sm text-slate-700 tabular-nums">
                  {done}/{c.total}
                </span>
              )}
              <button
                type="button"
                className="btn-secondary min-h-11 px-4 py-1.5 text-sm"
                onClick={() => onOpen(c.id)}
                aria-label={`${t.open}: ${c.subject_pl}`}
              >
                {t.open}
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
