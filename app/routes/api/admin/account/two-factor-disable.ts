import { passwordOnlySchema } from "~/features/admin-auth/account-schema";
import { disableTwoFactor } from "~/features/admin-auth/account.server";
import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { json } from "~/lib/api.server";
import { accountCall } from "./shared.server";

/** POST /api/admin/account/two-factor/disable {password}: turns two-step sign-in off (audit-logged). */
const route = adminRoute({
  POST: {
    body: passwordOnlySchema,
    handle: async (ctx) => {
      const headers = await disableTwoFactor(accountCall(ctx), ctx.body.password);
      return json({ twoFactorEnabled: false }, { headers });
    },
  },
});

export const loader = route.loader;
export const action = route.action;
