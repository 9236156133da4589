import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import { getBulkJob } from "~/features/newsletter/bulk-send.server";
import { handleApi, json, requestLang } from "~/lib/api.server";
import type { Route } from "./+types/bulk-welcome-job";
import { notAllowed, notFound, parseId } from "./shared.server";

/** GET progress of a bulk job: {jobId, status, total, sent, failed, pending}. */
export function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    await requireAdmin(request);
    const lang = requestLang(request);
    const job = await getBulkJob(parseId(params.jobId, lang));
    if (!job) throw notFound(lang);
    return json(job);
  });
}

export function action({ request }: Route.ActionArgs) {
  return notAllowed(request, "GET", requireAdmin);
}
