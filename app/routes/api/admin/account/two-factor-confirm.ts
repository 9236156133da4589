import { z } from "zod";
import { confirmTwoFactor } from "~/features/admin-auth/account.server";
import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { accountMessages } from "~/features/admin-auth/messages";
import { ApiError, json } from "~/lib/api.server";
import { accountCall, textField } from "./shared.server";

/** POST /api/admin/account/two-factor/confirm {code}: puts two-step sign-in in force (audit-logged). */
const route = adminRoute({
  POST: {
    body: () => z.object({ code: textField }),
    handle: async (ctx) => {
      const t = accountMessages[ctx.lang];
      const code = ctx.body.code.replace(/\s+/g, "");
      if (!/^\d{6}$/.test(code))
        throw new ApiError(400, "invalid_input", t.codeRequired, {
          fieldErrors: { code: t.codeRequired },
        });
      const headers = await confirmTwoFactor(accountCall(ctx), code);
      return json({ twoFactorEnabled: true }, { headers });
    },
  },
});

export const loader = route.loader;
export const action = route.action;
