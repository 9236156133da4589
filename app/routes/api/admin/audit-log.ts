import { z } from "zod";
import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import { listAudit } from "~/features/change-history/history.server";
import { handleApi, json, parseQuery } from "~/lib/api.server";
import type { Route } from "./+types/audit-log";
import { notAllowed } from "./shared.server";

const querySchema = z.object({
  entity: z.preprocess((v) => (v === "" ? undefined : v), z.string().trim().max(60).optional()),
  page: z.preprocess(
    (v) => (v === undefined || v === "" ? 1 : Number(v)),
    z.number().int().min(1).max(100_000),
  ),
});

/** GET /api/admin/audit-log?entity=&page= : the change history, newest first. */
export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    await requireAdmin(request);
    const query = parseQuery(request, querySchema);
    return json(await listAudit(query));
  });
}

export function action({ request }: Route.ActionArgs) {
  return notAllowed(request, "GET", requireAdmin);
}
