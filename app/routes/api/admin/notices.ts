import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import { handleApi, json } from "~/lib/api.server";
import { listNotices } from "~/lib/site-data/site-data.server";
import type { Route } from "./+types/notices";
import { notAllowed } from "./shared.server";

/** GET /api/admin/notices: every stored notice, current, scheduled or past its end. */
export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    await requireAdmin(request);
    return json({ items: await listNotices(), now: new Date().toISOString() });
  });
}

export function action({ request }: Route.ActionArgs) {
  return notAllowed(request, "GET", requireAdmin);
}
