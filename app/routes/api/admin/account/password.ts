import { z } from "zod";
import { changePassword } from "~/features/admin-auth/account.server";
import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { accountMessages } from "~/features/admin-auth/messages";
import { ApiError, json } from "~/lib/api.server";
import { accountCall, textField } from "./shared.server";

/** POST /api/admin/account/password {currentPassword, newPassword}: the policy applies; other sessions end; audit-logged. */
const route = adminRoute({
  POST: {
    body: () => z.object({ currentPassword: textField, newPassword: textField }),
    handle: async (ctx) => {
      const { currentPassword, newPassword } = ctx.body;
      const t = accountMessages[ctx.lang];
      if (!currentPassword)
        throw new ApiError(400, "invalid_input", t.passwordRequired, {
          fieldErrors: { currentPassword: t.passwordRequired },
        });
      const headers = await changePassword(accountCall(ctx), currentPassword, newPassword);
      return json({ ok: true }, { headers });
    },
  },
});

export const loader = route.loader;
export const action = route.action;
