import { z } from "zod";
import { startTwoFactor } from "~/features/admin-auth/account.server";
import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { json } from "~/lib/api.server";
import { accountCall, requirePassword, textField } from "./shared.server";

/** POST /api/admin/account/two-factor/start {password} → {totpURI, secret, backupCodes} (audit-logged). */
const route = adminRoute({
  POST: {
    body: () => z.object({ password: textField }),
    handle: async (ctx) =>
      json(await startTwoFactor(accountCall(ctx), requirePassword(ctx.body.password, ctx.lang))),
  },
});

export const loader = route.loader;
export const action = route.action;
