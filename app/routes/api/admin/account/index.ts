import { listPasskeys, listSessions, twoFactorEnabled } from "~/features/admin-auth/account.server";
import { json } from "~/lib/api.server";
import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import { notAllowed } from "../shared.server";
import { handleAccount } from "./shared.server";
import type { Route } from "./+types/index";

/** GET /api/admin/account: the administrator's e-mail, whether two-step sign-in is on, the active sessions and the passkeys. */
export function loader(args: Route.LoaderArgs) {
  return handleAccount(args, "GET", async (call) => {
    const [enabled, sessions, passkeys] = await Promise.all([
      twoFactorEnabled(call.actor.id),
      listSessions(call),
      listPasskeys(call.actor.id),
    ]);
    return json({
      email: call.actor.email,
      twoFactorEnabled: enabled,
      sessions,
      passkeys,
    });
  });
}

export function action({ request }: Route.ActionArgs) {
  return notAllowed(request, "GET", requireAdmin);
}
