import { z } from "zod";
import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { listAudit } from "~/features/change-history/history.server";
import { json, parseQuery } from "~/lib/api.server";

const querySchema = z.object({
  entity: z.preprocess((v) => (v === "" ? undefined : v), z.string().trim().max(60).optional()),
  page: z.preprocess(
    (v) => (v === undefined || v === "" ? 1 : Number(v)),
    z.number().int().min(1).max(100_000),
  ),
});

/** GET /api/admin/audit-log?entity=&page= : the change history, newest first. */
const route = adminRoute({
  GET: async ({ request }) => json(await listAudit(parseQuery(request, querySchema))),
});

export const loader = route.loader;
export const action = route.action;
