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
