import {
  listSessions,
  twoFactorEnabled,
} from "~/features/admin-auth/account.server";
import { json } from "~/lib/api.server";
import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import { notAllowed } from "../shared.server";
import { handleAccount } from "./shared.server";
import type { Route } from "./+types/index";

/** GET /api/admin/account: the administrator's e-mail, whether two-step sign-in is on, and the active sessions. */
export function loader(args: Route.LoaderArgs) {
  return handleAccount(args, "GET", async (call) => {
    const [enabled, sessions] = await Promise.all([
      twoFactorEnabled(call.actor.id),
      listSessions(call),
    ]);
    return json({
      email: call.actor.email,
      twoFactorEnabled: enabled,
      sessions,
    });
  });
}

export function action({ request }: Route.ActionArgs) {
  return notAllowed(request, "GET", requireAdmin);
}
