import { revokeOtherSessions } from "~/features/admin-auth/account.server";
import { json } from "~/lib/api.server";
import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import { notAllowed } from "../shared.server";
import { handleAccount } from "./shared.server";
import type { Route } from "./+types/sessions";

export function loader({ request }: Route.LoaderArgs) {
  return notAllowed(request, "POST", requireAdmin);
}

/** POST /api/admin/account/sessions/revoke-others: "Sign out everywhere else" (audit-logged). */
export function action(args: Route.ActionArgs) {
  return handleAccount(args, "POST", async (call) =>
    json({ ended: await revokeOtherSessions(call) }),
  );
}
