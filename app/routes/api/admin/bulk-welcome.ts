import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import { getRunningBulkJob, startBulkWelcome } from "~/features/newsletter/bulk-send.server";
import { bulkSendSchema } from "~/features/admin/schema";
import { handleApi, json, parseBody } from "~/lib/api.server";
import type { Route } from "./+types/bulk-welcome";
import { adminCall } from "./shared.server";

/**
 * POST {region|null, onlyNew?} → 202 {jobId, sent, total, failed, status, pending}. A second request
 * while a job runs answers 200 with that job and `alreadyRunning: true` (no second send).
 */
export function action({ request }: Route.ActionArgs) {
  return handleApi(request, async () => {
    const { actor } = await adminCall(request, "POST", "GET, POST");
    const { region, onlyNew } = await parseBody(request, bulkSendSchema());
    const status = await startBulkWelcome(actor, region, { onlyNew });
    return json(status, { status: status.alreadyRunning ? 200 : 202 });
  });
}

/** GET → {job: the running job or null}, so a reloaded panel (or a second administrator) follows it. */
export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    await requireAdmin(request);
    return json({ job: await getRunningBulkJob() });
  });
}
