import { passwordOnlySchema } from "~/features/admin-auth/account-schema";
import { startTwoFactor } from "~/features/admin-auth/account.server";
import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { json } from "~/lib/api.server";
import { accountCall } from "./shared.server";

/** POST /api/admin/account/two-factor/start {password} → {totpURI, secret, backupCodes} (audit-logged). */
const route = adminRoute({
  POST: {
    body: passwordOnlySchema,
    handle: async (ctx) => json(await startTwoFactor(accountCall(ctx), ctx.body.password)),
  },
});

export const loader = route.loader;
export const action = route.action;
