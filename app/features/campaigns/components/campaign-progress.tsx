import { ProgressBar } from "~/components/ui/progress-bar";
import { useMessages } from "~/lib/i18n/use-lang";
import { campaignMessages } from "../messages";
import type { CampaignDetail } from "../types";

/** A sending or sent campaign: the progress, the counts and the recipients page by page. */
export function Progress({
  campaign,
  offset,
  onPage,
}: {
  campaign: CampaignDetail;
  offset: number;
  onPage: (offset: number) => void;
}) {
  const t = useMessages(campaignMessages);
  const done = campaign.sent + campaign.failed + campaign.skipped;
  const percent = campaign.total > 0 ? Math.round((done / campaign.total) * 100) : 100;
  const limit = campaign.recipientsPage.limit;
  return (
    <div className="mt-6 rounded-lg border border-slate-200 p-4">
      <h3 className="text-lg font-bold text-navy-900">{t.counts}</h3>
      <ProgressBar
        label={t.progressLabel}
        value={done}
        max={campaign.total}
        valueText={`${percent} % · ${t.progress(done, campaign.total)}`}
        className="mt-3"
      />
      <p className="mt-2 text-sm text-slate-700" aria-live="polite" data-testid="campaign-progress">
        {percent} % · {t.progress(done, campaign.total)}
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {(
          [
            ["sent", t.countSent, campaign.sent],
            ["failed", t.countFailed, campaign.failed],
            ["pending", t.countPending, campaign.pending],
            ["skipped", t.countSkipped, campaign.skipped],
          ] as const
        ).map(([key, label, n]) => (
          <div key={key} className="rounded-lg bg-slate-100 p-2" data-count={key}>
            <dt className="text-xs text-slate-700">{label}</dt>
            <dd className="text-xl font-bold text-navy-900 tabular-nums">{n}</dd>
          </div>
        ))}
      </dl>
      <h4 className="mt-4 font-semibold text-navy-900">{t.recipientsTitle}</h4>
      <div
        className="mt-2 overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-river-600"
        // Scrollable at 375 px: reachable by keyboard (axe scrollable-region-focusable).
        tabIndex={0}
        role="region"
        aria-label={t.recipientsTitle}
      >
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-slate-300">
              {[t.recipientEmail, t.recipientLanguage, t.recipientStatus].map((head, i, all) => (
                <th key={head} scope="col" className={i < all.length - 1 ? "py-1 pr-2" : "py-1"}>
                  {head}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {campaign.recipients.map((r, i) => (
              <tr key={`${offset + i}`} className="border-b border-slate-100">
                <td className="max-w-36 truncate py-1 pr-2 sm:max-w-64">{r.email ?? "—"}</td>
                <td className="py-1 pr-2 uppercase">{r.language}</td>
                <td className="py-1">{t.recipientStatuses[r.status] ?? r.status}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {campaign.total > limit && (
        <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
          <button
            type="button"
            className="btn-secondary min-h-11 px-3 py-1 text-sm"
            disabled={offset === 0}
            onClick={() => onPage(Math.max(0, offset - limit))}
          >
            {t.prev}
          </button>
          <span className="tabular-nums text-slate-700">
            {t.morePages(offset + 1, Math.min(offset + limit, campaign.total), campaign.total)}
          </span>
          <button
            type="button"
            className="btn-secondary min-h-11 px-3 py-1 text-sm"
            disabled={offset + limit >= campaign.total}
            onClick={() => onPage(offset + limit)}
          >
            {t.next}
          </button>
        </div>
      )}
    </div>
  );
}
