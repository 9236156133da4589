import { z } from "zod";
import { startPasskey } from "~/features/admin-auth/account.server";
import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { json } from "~/lib/api.server";
import { accountCall, passkeyName, requirePassword, textField } from "./shared.server";

/**
 * Adding a passkey (decision 268), the first of two calls around the browser's
 * navigator.credentials.create(): POST /api/admin/account/passkeys/options {password, name} →
 * the registration options, with the signed challenge cookie (then POST …/passkeys).
 */
const route = adminRoute({
  POST: {
    body: () => z.object({ name: z.unknown(), password: textField }),
    handle: async (ctx) => {
      const name = passkeyName(ctx.body.name, ctx.lang);
      const password = requirePassword(ctx.body.password, ctx.lang);
      const { options, headers } = await startPasskey(accountCall(ctx), password, name);
      headers.set("Cache-Control", "no-store");
      return json(options, { headers });
    },
  },
});

export const loader = route.loader;
export const action = route.action;
