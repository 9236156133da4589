import type { AccountCall } from "~/features/admin-auth/account.server";
import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import { readJsonBody, requestLang } from "~/lib/api.server";
import { assertMethod } from "../shared.server";

/** The signed-in administrator as an account call (401/403 first), refusing any method but `allow`. */
export async function accountCall(request: Request, ip: string, allow: string): Promise<AccountCall> {
  const actor = await requireAdmin(request);
  const lang = requestLang(request);
  assertMethod(request, allow, lang);
  return { actor, request, ip, lang };
}

/** A string field of a JSON body ("" when absent or not a string). */
export async function stringFields<K extends string>(request: Request, keys: readonly K[]): Promise<Record<K, string>> {
  const body = await readJsonBody(request);
  const out = {} as Record<K, string>;
  for (const k of keys) out[k] = typeof body[k] === "string" ? (body[k] as string).slice(0, 1000) : "";
  return out;
}
