import { changePassword } from "~/features/admin-auth/account.server";
import { accountMessages } from "~/features/admin-auth/messages";
import { ApiError, handleApi, json } from "~/lib/api.server";
import { clientIpContext } from "~/lib/context";
import { accountCall, stringFields } from "./shared.server";
import type { Route } from "./+types/password";

export function loader({ request, context }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    await accountCall(request, context.get(clientIpContext), "POST");
    return json({});
  });
}

/** POST /api/admin/account/password {currentPassword, newPassword}: the policy applies; other sessions end; audit-logged. */
export function action({ request, context }: Route.ActionArgs) {
  return handleApi(request, async () => {
    const call = await accountCall(request, context.get(clientIpContext), "POST");
    const { currentPassword, newPassword } = await stringFields(request, ["currentPassword", "newPassword"] as const);
    const t = accountMessages[call.lang];
    if (!currentPassword) throw new ApiError(400, "invalid_input", t.passwordRequired, { fieldErrors: { currentPassword: t.passwordRequired } });
    const headers = await changePassword(call, currentPassword, newPassword);
    return json({ ok: true }, { headers });
  });
}
