import type { AccountCall } from "~/features/admin-auth/account.server";
import type { AdminContext } from "~/features/admin-auth/admin-route.server";
import { accountMessages } from "~/features/admin-auth/messages";
import { PASSKEY_NAME_MAX } from "~/features/admin-auth/account-schema";
import { ApiError } from "~/lib/api.server";
import type { Lang } from "~/lib/i18n/lang";

/** The account call of an administrator's request: who, from where, in which language. */
export function accountCall(ctx: AdminContext<unknown>): AccountCall {
  return { actor: ctx.actor, request: ctx.request, ip: ctx.ip, lang: ctx.lang };
}

/** The passkey's name, trimmed: required, at most PASSKEY_NAME_MAX characters (400 otherwise). */
export function passkeyName(value: unknown, lang: Lang): string {
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
