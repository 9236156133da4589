import { changePassword } from "~/features/admin-auth/account.server";
import { accountMessages } from "~/features/admin-auth/messages";
import { ApiError, json } from "~/lib/api.server";
import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import { notAllowed } from "../shared.server";
import { handleAccount, stringFields } from "./shared.server";
import type { Route } from "./+types/password";

export function loader({ request }: Route.LoaderArgs) {
  return notAllowed(request, "POST", requireAdmin);
}

/** POST /api/admin/account/password {currentPassword, newPassword}: the policy applies; other sessions end; audit-logged. */
export function action(args: Route.ActionArgs) {
  return handleAccount(args, "POST", async (call) => {
    const { currentPassword, newPassword } = await stringFields(call.request, [
      "currentPassword",
      "newPassword",
    ] as const);
    const t = accountMessages[call.lang];
    if (!currentPassword)
      throw new ApiError(400, "invalid_input", t.passwordRequired, {
        fieldErrors: { currentPassword: t.passwordRequired },
      });
    const headers = await changePassword(call, currentPassword, newPassword);
    return json({ ok: true }, { headers });
  });
}
