import { openAuthEndpoint, AUTH_BASE_PATH } from "~/features/admin-auth/auth-endpoints.server";
import { CLIENT_IP_HEADER, getAuth } from "~/features/admin-auth/auth.server";
import {
  apiMessages,
  apiRequestOf,
  DEFAULT_BODY_LIMIT,
  jsonError,
  requestLang,
} from "~/lib/api.server";
import { clientIpContext } from "~/lib/context";
import { getEnv } from "~/lib/env.server";
import type { Route } from "./+types/auth";

/**
 * better-auth's per-IP sign-in limit reads the client address from a header. Give it the
 * address Express resolved (honouring TRUST_PROXY) under our own header name, overwriting
 * whatever the client sent, so a spoofed or proxy-appended X-Forwarded-For can neither reset
 * the budget nor put every visitor into one shared bucket.
 */
function withClientIp(request: Request, ip: string, path: string, body: string | null): Request {
  const headers = new Headers(request.headers);
  headers.delete(CLIENT_IP_HEADER);
  if (ip) headers.set(CLIENT_IP_HEADER, ip.replace(/^::ffff:/, ""));
  // better-auth sees exactly the path the allowlist approved, however the client spelled it.
  const url = new URL(request.url);
  url.pathname = AUTH_BASE_PATH + path;
  return new Request(url, {
    method: request.method,
    headers,
    body,
    signal: request.signal,
  });
}

/**
 * better-auth's handler as a resource route (docs/architecture.md §6), behind an allowlist of
 * the endpoints the product uses (auth-endpoints.server.ts, decision 190): any other path is a 404.
 */
async function handle(request: Request, ip: string) {
  const path = openAuthEndpoint(
    request.method,
    new URL(request.url).pathname,
    getEnv().TEST_ORDINARY_USERS === "on",
  );
  if (!path) return jsonError(404, "not_found", "Not found.", {}, { "Cache-Control": "no-store" });
  // better-auth only ever sees a body of at most 16 KB, read here, whatever the guards in front
  // did (issue 31, finding 1: a path they misjudged let a 100 MB body through to its JSON parser).
  let body: string | null = null;
  if (request.method !== "GET" && request.method !== "HEAD") {
    body = await apiRequestOf(request).readText(DEFAULT_BODY_LIMIT);
    if (body === null)
      return jsonError(
        413,
        "payload_too_large",
        apiMessages(requestLang(request)).tooLarge,
        {},
        { "Cache-Control": "no-store", Connection: "close" },
      );
  }
  return withoutSessionToken(await getAuth().handler(withClientIp(request, ip, path, body)));
}

/**
 * better-auth answers a sign-in (password, second step, passkey) with the session token in the
 * JSON body as well as in its HttpOnly cookie. The panel needs only the cookie, and a token a
 * script can read is what HttpOnly exists to prevent (issue 31, finding 6): it is taken out.
 */
async function withoutSessionToken(response: Response): Promise<Response> {
  if (!(response.headers.get("content-type") ?? "").includes("application/json")) return response;
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return new Response(text, response);
  }
  if (!body || typeof body !== "object" || !("token" in body)) return new Response(text, response);
  const { token: _token, ...rest } = body as Record<string, unknown>;
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify(rest), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

export function loader({ request, context }: Route.LoaderArgs) {
  return handle(request, context.get(clientIpContext));
}

export function action({ request, context }: Route.ActionArgs) {
  return handle(request, context.get(clientIpContext));
}
