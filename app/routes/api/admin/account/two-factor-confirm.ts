import { twoFactorCodeSchema } from "~/features/admin-auth/account-schema";
import { confirmTwoFactor } from "~/features/admin-auth/account.server";
import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { json } from "~/lib/api.server";
import { accountCall } from "./shared.server";

/** POST /api/admin/account/two-factor/confirm {code}: puts two-step sign-in in force (audit-logged). */
const route = adminRoute({
  POST: {
    body: twoFactorCodeSchema,
    handle: async (ctx) => {
      const headers = await confirmTwoFactor(accountCall(ctx), ctx.body.code);
      return json({ twoFactorEnabled: true }, { headers });
    },
  },
});

export const loader = route.loader;
export const action = route.action;
