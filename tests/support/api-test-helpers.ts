/**
 * Test helpers (imported only by *.test.ts): call a resource route's loader/action the way the
 * Express host does, with the client IP in the router context.
 */
import { RouterContextProvider } from "react-router";
import { apiRequestOf, type JsonEndpoint } from "~/lib/api.server";
import { clientIpContext, nonceContext } from "~/lib/context";
import { resetEnvCache } from "~/lib/env.server";

export const TEST_SITE_URL = "http://localhost:3999";

/** Environment for the forms tests; call before anything reads getEnv(). */
export function useTestEnv(extra: Record<string, string | undefined> = {}) {
  const values: Record<string, string | undefined> = {
    AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
    PUBLIC_SITE_URL: TEST_SITE_URL,
    DATA_DIR: "/tmp/rib-forms-test-data",
    OPERATOR_EMAIL: "operator@ribwarsaw.test",
    MAIL_FROM: "RIB Warsaw <no-reply@ribwarsaw.test>",
    RATE_LIMITS: "on",
    ...extra,
  };
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetEnvCache();
}

type Handler = (args: {
  request: Request;
  context: RouterContextProvider;
  params: Record<string, string>;
}) => Promise<Response> | Response;

export function contextFor(ip: string) {
  return new RouterContextProvider(
    new Map<Parameters<RouterContextProvider["get"]>[0], unknown>([
      [nonceContext, ""],
      [clientIpContext, ip],
    ]),
  );
}

/** POSTs a JSON body (or a raw string) to a route action. */
export async function postTo(
  handler: unknown,
  path: string,
  body: unknown,
  opts: { ip?: string; headers?: Record<string, string> } = {},
) {
  const request = new Request(path.startsWith("http") ? path : `${TEST_SITE_URL}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...opts.headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  const res = await (handler as Handler)({
    request,
    context: contextFor(opts.ip ?? "192.0.2.1"),
    params: {},
  });
  const text = await res.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, json, text, headers: res.headers };
}

/** POSTs a JSON body (or a raw string) to a JsonEndpoint (the endpoints Express serves directly). */
export async function postToEndpoint(
  endpoint: JsonEndpoint,
  path: string,
  body: unknown,
  opts: { ip?: string; headers?: Record<string, string>; method?: string } = {},
) {
  const method = opts.method ?? "POST";
  const request = new Request(`${TEST_SITE_URL}${path}`, {
    method,
    headers: { "Content-Type": "application/json", ...opts.headers },
    body:
      method === "GET" || method === "HEAD"
        ? undefined
        : typeof body === "string"
          ? body
          : JSON.stringify(body),
  });
  const result = await endpoint(apiRequestOf(request), { ip: opts.ip ?? "192.0.2.1" });
  const text = JSON.stringify(result.body);
  return {
    status: result.status,
    json: result.body as Record<string, unknown>,
    text,
    headers: new Headers(result.headers),
  };
}

/** GETs a route loader. */
export async function getFrom(
  handler: unknown,
  url: string,
  opts: { ip?: string; headers?: Record<string, string> } = {},
) {
  const request = new Request(url.startsWith("http") ? url : `${TEST_SITE_URL}${url}`, {
    headers: opts.headers,
  });
  const res = await (handler as Handler)({
    request,
    context: contextFor(opts.ip ?? "192.0.2.1"),
    params: {},
  });
  return { status: res.status, text: await res.text(), headers: res.headers };
}

/** A sign-in with e-mail and password through better-auth, from `ip` when given, to `site`'s origin. */
export async function signInRequest(
  email: string,
  password: string,
  opts: { site?: string; ip?: string } = {},
): Promise<Response> {
  const { CLIENT_IP_HEADER, getAuth } = await import("~/features/admin-auth/auth.server");
  const site = opts.site ?? TEST_SITE_URL;
  return getAuth().handler(
    new Request(`${site}/api/auth/sign-in/email`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Origin: site,
        ...(opts.ip ? { [CLIENT_IP_HEADER]: opts.ip } : {}),
      },
      body: JSON.stringify({ email, password }),
    }),
  );
}

/** The session cookie (`name=value`) a sign-in answered with; throws without one. */
export function sessionCookieOf(res: Response): string {
  const c = res.headers.getSetCookie().find((v) => v.includes("session_token"));
  if (!c) throw new Error("no session cookie");
  return c.split(";")[0]!;
}

/**
 * An administrator's session cookie (`name=value`) for route calls: the account is made when
 * missing (as the server does at start), then signed in through better-auth.
 */
export async function adminSessionCookie(
  email = "boss@rib.example",
  password = "long-admin-password-1",
  site = TEST_SITE_URL,
): Promise<string> {
  const { ensureAdministrator } = await import("~/features/admin-auth/admin-account.server");
  await ensureAdministrator(email, password);
  return sessionCookieOf(await signInRequest(email, password, { site }));
}

/** A signed-up account that is no administrator (for the 403 checks). */
export async function createPlainUser(email: string, password: string): Promise<void> {
  const { getAuth } = await import("~/features/admin-auth/auth.server");
  const ctx = await getAuth().$context;
  const user = await ctx.internalAdapter.createUser(
    { email, name: "User", emailVerified: true },
    { method: "admin" },
  );
  await ctx.internalAdapter.linkAccount({
    providerId: "credential",
    accountId: user.id,
    userId: user.id,
    password: await ctx.password.hash(password),
  });
}

/** Calls a resource route (its loader for GET, else its action) with a cookie, a language and a JSON body. */
export async function callRoute(
  route: { loader: unknown; action: unknown },
  method: string,
  path: string,
  opts: {
    cookie?: string;
    lang?: "pl" | "en";
    body?: unknown;
    params?: Record<string, string>;
  } = {},
): Promise<{ status: number; json: Record<string, unknown> }> {
  const headers: Record<string, string> = { "Accept-Language": opts.lang ?? "pl" };
  if (opts.cookie) headers.Cookie = opts.cookie;
  if (opts.body !== undefined) headers["Content-Type"] = "application/json";
  const handler = (method === "GET" ? route.loader : route.action) as Handler;
  const res = await handler({
    request: new Request(`${TEST_SITE_URL}${path}`, {
      method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    }),
    context: contextFor("192.0.2.1"),
    params: opts.params ?? {},
  });
  const text = await res.text();
  return { status: res.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/**
 * better-auth over HTTP at `site`/api/auth`path`, from `ip`, as the sign-in page and the
 * Account tab call it: a POST of `body` as JSON, a GET when there is none.
 */
export async function authCall(
  site: string,
  path: string,
  opts: { ip: string; body?: unknown; cookie?: string; headers?: Record<string, string> },
): Promise<Response> {
  const { CLIENT_IP_HEADER, getAuth } = await import("~/features/admin-auth/auth.server");
  const post = opts.body !== undefined;
  return getAuth().handler(
    new Request(`${site}/api/auth${path}`, {
      method: post ? "POST" : "GET",
      headers: {
        Origin: site,
        [CLIENT_IP_HEADER]: opts.ip,
        ...(post ? { "Content-Type": "application/json" } : {}),
        ...(opts.cookie ? { Cookie: opts.cookie } : {}),
        ...opts.headers,
      },
      body: post ? JSON.stringify(opts.body) : undefined,
    }),
  );
}

/** A Cookie header from Set-Cookie answers, later ones replacing earlier ones (a browser's jar). */
export function cookieJar(prev: string, res: Response | Headers): string {
  const map = new Map(prev ? prev.split("; ").map((c) => c.split("=", 2) as [string, string]) : []);
  const headers = res instanceof Response ? res.headers : res;
  for (const c of headers.getSetCookie()) {
    const [pair] = c.split(";");
    const [name, ...rest] = pair!.split("=");
    const value = rest.join("=");
    if (/Max-Age=0/i.test(c) || value === "") map.delete(name!);
    else map.set(name!, value);
  }
  return [...map].map(([k, v]) => `${k}=${v}`).join("; ");
}

/** An administrator account made when missing (as the server does at start), as an audit actor. */
export async function administratorActor(
  email: string,
  password: string,
): Promise<{ id: string; email: string }> {
  const { ensureAdministrator } = await import("~/features/admin-auth/admin-account.server");
  const { getDb, schema } = await import("~/lib/db.server");
  const { eq } = await import("drizzle-orm");
  await ensureAdministrator(email, password);
  const [u] = await getDb().select().from(schema.user).where(eq(schema.user.email, email));
  return { id: u!.id, email: u!.email };
}
