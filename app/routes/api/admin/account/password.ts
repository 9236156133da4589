import { passwordChangeSchema } from "~/features/admin-auth/account-schema";
import { changePassword } from "~/features/admin-auth/account.server";
import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { json } from "~/lib/api.server";
import { accountCall } from "./shared.server";

/** POST /api/admin/account/password {currentPassword, newPassword}: the policy applies; other sessions end; audit-logged. */
const route = adminRoute({
  POST: {
    body: passwordChangeSchema,
    handle: async (ctx) => {
      const { currentPassword, newPassword } = ctx.body;
      const headers = await changePassword(accountCall(ctx), currentPassword, newPassword);
      return json({ ok: true }, { headers });
    },
  },
});

export const loader = route.loader;
export const action = route.action;
