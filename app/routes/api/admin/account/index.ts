import { listPasskeys, listSessions, twoFactorEnabled } from "~/features/admin-auth/account.server";
import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { json } from "~/lib/api.server";
import { accountCall } from "./shared.server";

/** GET /api/admin/account: the administrator's e-mail, whether two-step sign-in is on, the active sessions and the passkeys. */
const route = adminRoute({
  GET: async (ctx) => {
    const [enabled, sessions, passkeys] = await Promise.all([
      twoFactorEnabled(ctx.actor.id),
      listSessions(accountCall(ctx)),
      listPasskeys(ctx.actor.id),
    ]);
    return json({
      email: ctx.actor.email,
      twoFactorEnabled: enabled,
      sessions,
      passkeys,
    });
  },
});

export const loader = route.loader;
export const action = route.action;
