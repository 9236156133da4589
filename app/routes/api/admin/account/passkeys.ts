import { z } from "zod";
import { addPasskey } from "~/features/admin-auth/account.server";
import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { accountMessages } from "~/features/admin-auth/messages";
import { ApiError, json } from "~/lib/api.server";
import { accountCall, passkeyName } from "./shared.server";

/**
 * Adding a passkey (decision 268), the second call: POST /api/admin/account/passkeys
 * {response, name} with the browser's answer to the options (passkey-options.ts) → {passkey},
 * audit-logged.
 */
const route = adminRoute({
  POST: {
    body: () => z.object({ name: z.unknown(), response: z.unknown() }),
    handle: async (ctx) => {
      const name = passkeyName(ctx.body.name, ctx.lang);
      const response = ctx.body.response;
      if (!response || typeof response !== "object" || Array.isArray(response))
        throw new ApiError(400, "invalid_input", accountMessages[ctx.lang].passkeyFailed);
      return json({
        passkey: await addPasskey(accountCall(ctx), response as Record<string, unknown>, name),
      });
    },
  },
});

export const loader = route.loader;
export const action = route.action;
