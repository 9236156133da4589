import { z } from "zod";
import { disableTwoFactor } from "~/features/admin-auth/account.server";
import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { json } from "~/lib/api.server";
import { accountCall, requirePassword, textField } from "./shared.server";

/** POST /api/admin/account/two-factor/disable {password}: turns two-step sign-in off (audit-logged). */
const route = adminRoute({
  POST: {
    body: () => z.object({ password: textField }),
    handle: async (ctx) => {
      const password = requirePassword(ctx.body.password, ctx.lang);
      const headers = await disableTwoFactor(accountCall(ctx), password);
      return json({ twoFactorEnabled: false }, { headers });
    },
  },
});

export const loader = route.loader;
export const action = route.action;
