import { passkeyOptionsSchema } from "~/features/admin-auth/account-schema";
import { startPasskey } from "~/features/admin-auth/account.server";
import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { json } from "~/lib/api.server";
import { accountCall } from "./shared.server";

/**
 * Adding a passkey (decision 268), the first of two calls around the browser's
 * navigator.credentials.create(): POST /api/admin/account/passkeys/options {password, name} →
 * the registration options, with the signed challenge cookie (then POST …/passkeys).
 */
const route = adminRoute({
  POST: {
    body: passkeyOptionsSchema,
    handle: async (ctx) => {
      const { name, password } = ctx.body;
      const { options, headers } = await startPasskey(accountCall(ctx), password, name);
      headers.set("Cache-Control", "no-store");
      return json(options, { headers });
    },
  },
});

export const loader = route.loader;
export const action = route.action;
