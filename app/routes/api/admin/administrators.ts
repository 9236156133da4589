import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { listAdministrators } from "~/features/admin-auth/administrators.server";
import { listPendingInvitations } from "~/features/admin-auth/invitations.server";
import { json } from "~/lib/api.server";

/** GET /api/admin/administrators: every administrator (`self` marks the caller) and the pending invitations. */
const route = adminRoute({
  GET: async ({ actor }) => {
    const [items, invitations] = await Promise.all([
      listAdministrators(actor.id),
      listPendingInvitations(),
    ]);
    return json({ items, invitations });
  },
});

export const loader = route.loader;
export const action = route.action;
