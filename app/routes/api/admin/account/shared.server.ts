import type { AccountCall } from "~/features/admin-auth/account.server";
import type { RouterContextProvider } from "react-router";
import { handleApi, readJsonBody } from "~/lib/api.server";
import { clientIpContext } from "~/lib/context";
import { adminCall } from "../shared.server";

/**
 * Runs `fn` for the signed-in administrator's account request (401/403 first, then 405 with
 * Allow unless it uses `method`), answering errors as handleApi does.
 */
export function handleAccount(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  method: string,
  fn: (call: AccountCall) => Promise<Response>,
): Promise<Response> {
  return handleApi(request, async () => {
    const { actor, lang } = await adminCall(request, method);
    return fn({ actor, request, ip: context.get(clientIpContext), lang });
  });
}

/** A string field of a JSON body ("" when absent or not a string). */
export async function stringFields<K extends string>(
  request: Request,
  keys: readonly K[],
): Promise<Record<K, string>> {
  const body = await readJsonBody(request);
  const out = {} as Record<K, string>;
  for (const k of keys)
    out[k] = typeof body[k] === "string" ? (body[k] as string).slice(0, 1000) : "";
  return out;
}
