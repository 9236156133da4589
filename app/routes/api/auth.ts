import { CLIENT_IP_HEADER, getAuth } from "~/features/admin-auth/auth.server";
import { clientIpContext } from "~/lib/context";
import type { Route } from "./+types/auth";

/**
 * better-auth's per-IP sign-in limit reads the client address from a header. Give it the
 * address Express resolved (honouring TRUST_PROXY) under our own header name, overwriting
 * whatever the client sent, so a spoofed or proxy-appended X-Forwarded-For can neither reset
 * the budget nor put every visitor into one shared bucket.
 */
function withClientIp(request: Request, ip: string): Request {
  const headers = new Headers(request.headers);
  headers.delete(CLIENT_IP_HEADER);
  if (ip) headers.set(CLIENT_IP_HEADER, ip.replace(/^::ffff:/, ""));
  return new Request(request, { headers });
}

/** better-auth's handler as a resource route (docs/architecture.md §6). */
export function loader({ request, context }: Route.LoaderArgs) {
  return getAuth().handler(withClientIp(request, context.get(clientIpContext)));
}

export function action({ request, context }: Route.ActionArgs) {
  return getAuth().handler(withClientIp(request, context.get(clientIpContext)));
}
