import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { getBulkJob } from "~/features/newsletter/bulk-send.server";
import { json } from "~/lib/api.server";
import { notFound } from "./shared.server";

/** GET progress of a bulk job: {jobId, status, total, sent, failed, pending}. */
const route = adminRoute({
  GET: async ({ lang, id }) => {
    const job = await getBulkJob(id("jobId"));
    if (!job) throw notFound(lang);
    return json(job);
  },
});

export const loader = route.loader;
export const action = route.action;
