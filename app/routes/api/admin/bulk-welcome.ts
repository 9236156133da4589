import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { getRunningBulkJob, startBulkWelcome } from "~/features/newsletter/bulk-send.server";
import { bulkSendSchema } from "~/features/admin/schema";
import { json } from "~/lib/api.server";

const route = adminRoute({
  /** GET → {job: the running job or null}, so a reloaded panel (or a second administrator) follows it. */
  GET: async () => json({ job: await getRunningBulkJob() }),
  /**
   * POST {region|null, onlyNew?} → 202 {jobId, sent, total, failed, status, pending}. A second request
   * while a job runs answers 200 with that job and `alreadyRunning: true` (no second send).
   */
  POST: {
    body: () => bulkSendSchema(),
    handle: async ({ actor, body: { region, onlyNew } }) => {
      const status = await startBulkWelcome(actor, region, { onlyNew });
      return json(status, { status: status.alreadyRunning ? 200 : 202 });
    },
  },
});

export const loader = route.loader;
export const action = route.action;
