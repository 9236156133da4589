import { listAdministrators } from "~/features/admin-auth/administrators.server";
import { listPendingInvitations } from "~/features/admin-auth/invitations.server";
import { handleApi, json } from "~/lib/api.server";
import type { Route } from "./+types/administrators";
import { adminCall, notAllowed } from "./shared.server";
import { requireAdmin } from "~/features/admin-auth/require-admin.server";

/** GET /api/admin/administrators: every administrator (`self` marks the caller) and the pending invitations. */
export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const { actor } = await adminCall(request, "GET");
    const [items, invitations] = await Promise.all([
      listAdministrators(actor.id),
      listPendingInvitations(),
    ]);
    return json({ items, invitations });
  });
}

export function action({ request }: Route.ActionArgs) {
  return notAllowed(request, "GET", requireAdmin);
}
