import { addPasskey, PASSKEY_NAME_MAX, startPasskey } from "~/features/admin-auth/account.server";
import { accountMessages } from "~/features/admin-auth/messages";
import { ApiError, json, readJsonBody } from "~/lib/api.server";
import type { Lang } from "~/lib/i18n/lang";
import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import { notAllowed } from "../shared.server";
import { handleAccount } from "./shared.server";
import type { Route } from "./+types/passkeys";

/** The passkey's name, trimmed: required, at most PASSKEY_NAME_MAX characters (400 otherwise). */
function passkeyName(value: unknown, lang: Lang): string {
  const t = accountMessages[lang];
  const name = typeof value === "string" ? value.trim().replace(/\s+/g, " ") : "";
  if (!name)
    throw new ApiError(400, "invalid_input", t.passkeyNameRequired, {
      fieldErrors: { name: t.passkeyNameRequired },
    });
  if ([...name].length > PASSKEY_NAME_MAX)
    throw new ApiError(400, "invalid_input", t.passkeyNameTooLong, {
      fieldErrors: { name: t.passkeyNameTooLong },
    });
  return name;
}

export function loader({ request }: Route.LoaderArgs) {
  return notAllowed(request, "POST", requireAdmin);
}

/**
 * Adding a passkey (decision 268), in two calls around the browser's
 * navigator.credentials.create():
 * POST /api/admin/account/passkeys/options {password, name} → the registration options, with
 * the signed challenge cookie; POST /api/admin/account/passkeys {response, name} → {passkey},
 * audit-logged.
 */
export function action(args: Route.ActionArgs) {
  return handleAccount(args, "POST", async (call) => {
    const t = accountMessages[call.lang];
    const body = await readJsonBody(call.request);
    const name = passkeyName(body.name, call.lang);
    const isOptions = /\/options\/?$/i.test(new URL(call.request.url).pathname);
    if (isOptions) {
      const password = typeof body.password === "string" ? body.password.slice(0, 1000) : "";
      if (!password)
        throw new ApiError(400, "invalid_input", t.passwordRequired, {
          fieldErrors: { password: t.passwordRequired },
        });
      const { options, headers } = await startPasskey(call, password, name);
      headers.set("Cache-Control", "no-store");
      return json(options, { headers });
    }
    const response = body.response;
    if (!response || typeof response !== "object" || Array.isArray(response))
      throw new ApiError(400, "invalid_input", t.passkeyFailed);
    return json({
      passkey: await addPasskey(call, response as Record<string, unknown>, name),
    });
  });
}
