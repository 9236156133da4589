import Send from "lucide-react/icons/send";
import { IconButton } from "~/components/ui/icon-button";
import { useCallback, useState, type ReactNode } from "react";
import { toast } from "sonner";
import { ownIcon } from "~/lib/toast-icon";
import { PanelCard } from "~/components/ui/panel-card";
import { ProgressBar } from "~/components/ui/progress-bar";
import { useMessages } from "~/lib/i18n/use-lang";
import { AdminApiError, redirectIfUnauthorised } from "~/lib/admin-api-client";
import { useBulkWelcome, useNewsletterStats } from "../api/newsletter";
import { adminMessages } from "../messages";
import type { BulkJobStatus } from "~/lib/api-shapes";
import { Spinner } from "~/components/ui/spinner";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";

/** The filter value for "every active subscriber" (region null in the API). */
const EVERYONE = "*";

/** `children`: sections other features add below the statistics and the welcome send (composed in the route). */
export function NewsletterTab({ children }: { children?: ReactNode } = {}) {
  const t = useMessages(adminMessages);
  const [region, setRegion] = useState(EVERYONE);
  const [onlyNew, setOnlyNew] = useState(true);
  const [confirming, setConfirming] = useState(false);

  const statsFailed = useCallback(
    () => toast.error(t.errorTitle, { description: t.statsLoadFailed }),
    [t],
  );
  const { data: stats, failed } = useNewsletterStats(statsFailed);
  const ended = useCallback(
    (status: BulkJobStatus) => {
      if (status.status === "done")
        toast.success(t.bulkSuccessTitle, {
          ...ownIcon(t.bulkSuccessTitle),
          description: t.bulkSuccessText(status.sent, status.total, status.failed),
        });
      else toast.error(t.bulkFailedTitle, { description: t.bulkFailedText });
    },
    [t],
  );
  const { job, sending, start } = useBulkWelcome(ended);

  async function startSend() {
    setConfirming(false);
    try {
      const status = await start(region === EVERYONE ? null : region, onlyNew);
      if (status.alreadyRunning) toast.info(t.bulkAlreadyRunning);
    } catch (err) {
      if (redirectIfUnauthorised(err)) return;
      const message = err instanceof AdminApiError && err.message ? err.message : t.bulkFailedText;
      toast.error(t.bulkFailedTitle, { description: message });
    }
  }

  if (failed && !stats)
    return <p className="rounded-xl bg-white p-6 text-slate-700">{t.statsLoadFailed}</p>;
  if (!stats) return <Spinner label={t.loading} />;

  const regionKeys = Object.keys(stats.byRegion);
  const inRegion = region === EVERYONE ? stats.activeTotal : (stats.byRegion[region] ?? 0);
  const welcomedBefore = Math.min(
    inRegion,
    region === EVERYONE ? stats.welcomed.total : (stats.welcomed.byRegion[region] ?? 0),
  );
  const chosenCount = onlyNew ? inRegion - welcomedBefore : inRegion;
  // Never "4 of 2": the progress counts this job's rows, and is capped by its total.
  const done = job ? Math.min(job.total, job.sent + job.failed) : 0;
  const label = (key: string) => t.regions[key] ?? key;

  return (
    <div className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-2">
        <PanelCard id="stats-title" title={t.statsTitle}>
          <p className="mt-3 text-4xl font-black text-navy-900" data-testid="stats-total">
            {stats.activeTotal}
            <span className="ml-2 text-base font-medium text-slate-700">{t.statsTotal}</span>
          </p>
          <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {regionKeys.map((key) => (
              <div key={key} className="rounded-lg bg-slate-100 p-3" data-region={key}>
                <dt className="text-sm text-slate-700">{label(key)}</dt>
                <dd className="text-2xl font-bold text-navy-900">{stats.byRegion[key]}</dd>
              </div>
            ))}
          </dl>
        </PanelCard>
        <PanelCard id="bulk-title" title={t.bulkTitle}>
          <label htmlFor="bulk-region" className="mt-4 block text-sm font-semibold text-slate-800">
            {t.regionFilter}
          </label>
          <select
            id="bulk-region"
            value={region}
            disabled={sending}
            onChange={(e) => setRegion(e.target.value)}
            className="mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2"
          >
            <option value={EVERYONE}>{t.everyone}</option>
            {regionKeys.map((key) => (
              <option key={key} value={key}>
                {label(key)} ({stats.byRegion[key]})
              </option>
            ))}
          </select>
          <label className="mt-3 flex min-h-11 items-start gap-3 text-sm text-slate-800">
            <input
              type="checkbox"
              className="mt-0.5 size-5 shrink-0"
              checked={onlyNew}
              disabled={sending}
              onChange={(e) => setOnlyNew(e.target.checked)}
            />
            <span>{t.bulkOnlyNew(inRegion - welcomedBefore)}</span>
          </label>
          <p className="mt-3 text-sm text-slate-700" data-testid="bulk-help">
            {t.bulkHelp(chosenCount)}
          </p>
          <IconButton
            icon={Send}
            className="btn-primary mt-4 w-full sm:w-auto"
            disabled={sending || chosenCount === 0}
            onClick={() => setConfirming(true)}
          >
            {sending ? t.bulkSending : t.bulkSend}
          </IconButton>
          {job && (
            <div className="mt-5">
              <ProgressBar
                label={t.bulkProgressLabel}
                value={done}
                max={job.total}
                valueText={t.bulkProgress(done, job.total)}
              />
              <p
                className="mt-2 text-sm text-slate-700"
                aria-live="polite"
                data-testid="bulk-progress"
              >
                {t.bulkProgress(done, job.total)}
              </p>
            </div>
          )}
        </PanelCard>
      </div>
      <ConfirmDialog
        open={confirming}
        busy={false}
        tone="primary"
        title={t.bulkConfirmTitle}
        description={t.bulkConfirmText(
          chosenCount,
          region === EVERYONE ? t.everyone : label(region),
        )}
        cancelLabel={t.cancel}
        actionLabel={t.bulkConfirmAction(chosenCount)}
        onConfirm={() => void startSend()}
        onDismiss={() => setConfirming(false)}
      >
        <p
          className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-slate-800"
          data-testid="bulk-confirm-before"
        >
          {onlyNew ? t.bulkConfirmOnlyNew(welcomedBefore) : t.bulkConfirmHadBefore(welcomedBefore)}
        </p>
      </ConfirmDialog>
      {children}
    </div>
  );
}
