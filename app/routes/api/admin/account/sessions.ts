import { revokeOtherSessions } from "~/features/admin-auth/account.server";
import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { json } from "~/lib/api.server";
import { accountCall } from "./shared.server";

/** POST /api/admin/account/sessions/revoke-others: "Sign out everywhere else" (audit-logged). */
const route = adminRoute({
  POST: async (ctx) => json({ ended: await revokeOtherSessions(accountCall(ctx)) }),
});

export const loader = route.loader;
export const action = route.action;
