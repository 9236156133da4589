import { warmSiteData } from "~/lib/site-data/site-data.server";
import { ensureAdministrator } from "~/features/admin-auth/admin-account.server";
import { pruneSentMail, startOutboxWorker, stopOutboxWorker } from "~/lib/mail/outbox.server";
import { getEnv } from "~/lib/env.server";
import { registerDailyJob, startDailyJobs } from "~/lib/daily-jobs.server";
import { deleteOldEnquiries } from "~/features/enquiries/enquiries.server";
import { startAnalyticsCollector } from "~/features/analytics/collector.server";
import { purgeOldUnsubscribed } from "~/features/subscribers/subscribers.server";
import { startCampaignScheduler } from "~/features/campaigns/campaigns.server";
import { campaignDeps } from "~/routes/api/admin/campaign-shared.server";
import { startWindWatch } from "~/routes/api/admin/wind-warnings.server";
// The minters of the secret links queued e-mails carry (registered as these modules load; decision 220).
import "~/features/admin-auth/invitations.server";
import "~/features/newsletter/unsubscribe-token.server";
// The features whose changes can be undone register their undo as these modules load (decision 390).
import "~/features/prices/prices.server";
import "~/features/attractions/attractions-admin.server";
import "~/features/site-admin/site-admin.server";
import "~/features/page-copy/page-copy.server";
import "~/features/cruises/admin.server";
import "~/routes/feature-services.server";
import {
  setVoucherCruiseSource,
  startVoucherReconciliation,
} from "~/features/vouchers/orders.server";
import { getPublicCruise } from "~/features/cruises/catalogue.server";
import { getPublicPrices } from "~/lib/prices/prices.server";
import { purgeDeletedMedia } from "~/features/media/library.server";
import { startMediaWorker } from "~/features/media/queue.server";
import { pruneOldAnalytics } from "~/features/analytics/retention.server";
import { purgeExpiredReactivations } from "~/features/newsletter/reactivation.server";
import { pruneRateLimits } from "~/lib/rate-limit.server";
import { RETENTION } from "~/config/business";

/** How often an idle photo worker looks for work another process queued (its own uploads wake it at once). */
const MEDIA_POLL_MS = 2000;

/**
 * Work that runs beside the HTTP server: the first administrator, and (added by the
 * features that need them) background workers such as the e-mail outbox.
 */
const stoppers: Array<() => Promise<void>> = [];

export async function startBackgroundWork() {
  const env = getEnv();
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    await ensureAdministrator(env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
  }
  // The operator's settings for e-mails composed outside a page render (decision 230): loaded
  // now, and again every few seconds, so another process's change reaches e-mails here too.
  await warmSiteData().catch(() => {});
  const refresh = setInterval(() => void warmSiteData().catch(() => {}), 10_000);
  refresh.unref();
  onStop(async () => clearInterval(refresh));
  // E-mail outbox: stopped (after its current round) before the database closes.
  startOutboxWorker();
  onStop(stopOutboxWorker);
  // Analytics counts: written about once a second, and what is left on the way out.
  onStop(startAnalyticsCollector());
  // Daily jobs (once a day across every process; docs/decisions/100).
  registerDailyJob({
    name: "enquiry-retention",
    run: async () => ({
      deleted: await deleteOldEnquiries(env.ENQUIRY_RETENTION_MONTHS),
      months: env.ENQUIRY_RETENTION_MONTHS,
    }),
  });
  registerDailyJob({
    name: "unsubscribed-retention",
    run: async () => ({
      purged: await purgeOldUnsubscribed(new Date(), env.UNSUBSCRIBED_RETENTION_MONTHS),
      months: env.UNSUBSCRIBED_RETENTION_MONTHS,
    }),
  });
  registerDailyJob({
    name: "sent-mail-retention",
    run: async () => ({
      ...(await pruneSentMail(env.OUTBOX_RETENTION_DAYS)),
      days: env.OUTBOX_RETENTION_DAYS,
    }),
  });
  registerDailyJob({ name: "media-bin", run: async () => ({ purged: await purgeDeletedMedia() }) });
  // Retention of what has no other end (issue 31, finding 4; the privacy policy states each).
  registerDailyJob({
    name: "analytics-retention",
    run: async () => ({
      deleted: await pruneOldAnalytics(),
      months: RETENTION.analyticsMonths,
    }),
  });
  registerDailyJob({ name: "rate-limit-retention", run: async () => pruneRateLimits() });
  registerDailyJob({
    name: "reactivation-retention",
    run: async () => ({ deleted: await purgeExpiredReactivations() }),
  });
  onStop(startDailyJobs());
  // Photos: one at a time per process, outside the requests (decision 250).
  onStop(startMediaWorker({ pollMs: MEDIA_POLL_MS }));
  // Scheduled newsletter campaigns: every process polls; FOR UPDATE SKIP LOCKED starts each once (decision 170).
  onStop(startCampaignScheduler(campaignDeps, env.CAMPAIGN_POLL_MS));
  // The operator's wind warning: one e-mail per location and day (the outbox's dedupe key).
  onStop(startWindWatch());
  // Gift vouchers (decision 371): a cruise voucher's price from the catalogue, and the
  // reconciliation that asks Stripe about orders still pending after 15 minutes.
  setVoucherCruiseSource(voucherCruise);
  onStop(startVoucherReconciliation(env.VOUCHER_RECONCILE_MS));
}

export async function stopBackgroundWork() {
  for (const stop of stoppers.splice(0)) await stop();
}

export function onStop(stop: () => Promise<void>) {
  stoppers.push(stop);
}

/** A published cruise as a voucher needs it: the catalogue's facts and its active price. */
export async function voucherCruise(key: string) {
  const cruise = await getPublicCruise(key);
  if (!cruise) return null;
  const price = (await getPublicPrices())[key];
  return {
    key: cruise.key,
    name_pl: cruise.name_pl,
    name_en: cruise.name_en,
    kind: cruise.kind,
    capacity: cruise.capacity,
    priceGrosze: price === undefined ? null : Math.round(price * 100),
  };
}
