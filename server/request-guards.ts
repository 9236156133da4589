import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import { apiMessages, DEFAULT_BODY_LIMIT, requestLang } from "~/lib/api.server";
import { routePath } from "~/lib/route-path";
import { sameOrigin } from "~/lib/same-origin";

/**
 * Guards every mutating call to the JSON API before anything reads it (docs/security.md):
 *
 * - whatever the spelling of the path: routing decodes `%61pi`, ignores case and collapses
 *   slashes, so the guards look at the path the same way (a raw-prefix check let
 *   `POST /%61pi/admin/...` through);
 * - same origin only (Origin, or Sec-Fetch-Site when a browser leaves Origin out; a request
 *   with neither passes only without cookies, so no browser can be made to send it with a
 *   session);
 * - a JSON content type (415 otherwise), so a `<form enctype="text/plain">` on a sibling site
 *   cannot forge a JSON body;
 * - at most 16 KB, declared up front (413 without reading, the connection closed); a body of
 *   unknown length is refused (411) except where the endpoint counts bytes as it reads. The
 *   limit holds for every path, not only /api: whatever a path turns out to route to, it never
 *   receives a larger body (the photo upload, mounted before, is the one exception).
 *
 * Before any of this, `refuseDotSegments` answers 400 to a path with a dot segment (`/x/../api`,
 * `%2e%2E`, backslashes), on the bare Node request (server.js) and again first in the app: the
 * router resolves such a path to another one than every check here sees (issue 31, finding 1).
 *
 * Two paths are exempt from origin and content type: the unsubscribe form and RFC 8058's
 * one-click POST, which mail clients send cross-site, form-encoded and without cookies; and the
 * newsletter reactivation page's button (a plain form, decision 280). In both the token in the
 * address is the credential, so a forged cross-site request has nothing to gain.
 */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const TOKEN_FORMS: ReadonlySet<string> = new Set([
  "/api/newsletter/unsubscribe",
  "/api/newsletter/reactivate",
]);
/**
 * Same-origin plain forms of a page the server renders without script: the gift-voucher
 * withdrawal page's button (decision 371). The origin is checked as for any call; the type may
 * be a form's as well as JSON.
 */
const SAME_ORIGIN_FORMS: ReadonlySet<string> = new Set(["/api/vouchers/withdraw"]);

/** The path as the router matches it: percent-decoded, repeated slashes collapsed, lower-case, no trailing slash. Null when it cannot be decoded. */
export function canonicalPath(rawPath: string): string | null {
  return routePath(rawPath.split("?")[0]!);
}

/**
 * Whether a raw request target has a `.` or `..` path segment in any spelling a URL parser or a
 * proxy might resolve: percent-encoded (`%2e`, decoded up to three times, like canonicalPath in
 * app/lib/csp.server.ts), with a backslash or an encoded slash (`%2f`, `%5c`) as the separator, with
 * the tabs and line breaks that the WHATWG URL parser drops. Only the part before `?` counts.
 */
export function hasDotSegment(target: string): boolean {
  const q = target.indexOf("?");
  let path = (q === -1 ? target : target.slice(0, q)).replace(/[\t\n\r]/g, "");
  for (let i = 0; i < 3 && path.includes("%"); i++) {
    const next = path
      .replace(/%25/gi, "%")
      .replace(/%2e/gi, ".")
      .replace(/%2f|%5c/gi, "/");
    if (next === path) break;
    path = next;
  }
  return path.split(/[/\\]/).some((segment) => segment === "." || segment === "..");
}

const BAD_PATH = {
  pl: "Nieprawidłowy adres: ścieżka nie może zawierać segmentów „.” ani „..”.",
  en: "Invalid address: the path may not contain “.” or “..” segments.",
} as const;

/**
 * Answers 400 to a request whose path has a dot segment, before anything else reads it (the
 * cache, static files, the guards, the router); true when it answered. Works on the bare Node
 * request, so server.js calls it first; the app mounts it first too (dev server, tests).
 */
export function refuseDotSegments(req: IncomingMessage, res: ServerResponse): boolean {
  const target = req.url ?? "/";
  if (hasControlCharacter(target)) return refuseTarget(req, res, "bad_path", BAD_PATH_CONTROL);
  if (!hasDotSegment(target)) return false;
  return refuseTarget(req, res, "bad_path", BAD_PATH);
}

/**
 * Whether the path (before `?`) holds an encoded control character (`%00`-`%1f`, `%7f`): no page
 * or API path has one, and the router's patterns do not match across a line break, so such a
 * path would fall through to a page route and answer 405 instead of 404 (an added location's
 * `/:location/:cruise` catches `/api/%0d%0a`).
 */
export function hasControlCharacter(target: string): boolean {
  const q = target.indexOf("?");
  const path = q === -1 ? target : target.slice(0, q);
  return /%(?:[01][0-9a-f]|7f)/i.test(path);
}

/**
 * A 400 for a request the server will not route, in the caller's language, on the bare Node
 * request. The body, if any, is never read: the connection cannot carry another request.
 */
function refuseTarget(
  req: IncomingMessage,
  res: ServerResponse,
  error: string,
  messages: Record<"pl" | "en", string>,
): true {
  const lang = requestLang({ headers: { get: headerOf(req) } });
  const body = JSON.stringify({ error, message: messages[lang] });
  res.writeHead(400, {
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    Connection: "close",
  });
  res.end(body);
  return true;
}

const BAD_PATH_CONTROL = {
  pl: "Nieprawidłowy adres: ścieżka nie może zawierać znaków sterujących.",
  en: "Invalid address: the path may not contain control characters.",
} as const;

const BAD_TARGET = {
  pl: "Nieprawidłowy adres żądania.",
  en: "Invalid request target.",
} as const;

/** Methods the site answers anywhere (`OPTIONS *` names them). */
const ALLOW = "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS";

/** `http://host[:port]` or `https://…` at the start of an absolute-form target, any letter case. */
const ABSOLUTE_FORM = /^https?:\/\/([^/?#]*)/i;

function headerOf(req: IncomingMessage) {
  return (name: string) => {
    const v = req.headers[name];
    return Array.isArray(v) ? v.join(", ") : (v ?? null);
  };
}

/**
 * The request target as the rest of the server expects it (RFC 9112 §3.2), on the bare Node
 * request before anything reads it; true when it answered (issue 41, finding 3):
 *
 * - absolute-form (`GET http://host/path?q HTTP/1.1`, which a server must accept, §3.2.2) is
 *   routed by its path: `req.url` becomes the origin-form `/path?q`, and the target's authority
 *   replaces the Host header, as §3.2.2 says;
 * - asterisk-form `OPTIONS *` answers 204 with `Allow` (what the server as a whole accepts);
 *   `*` with another method, or any other target not starting with `/`, answers 400;
 * - a path with a dot segment answers 400 ({@link refuseDotSegments}).
 *
 * A client's malformed target is its mistake, not the server's: answered here, it never reaches
 * the router (which answered 500 and logged an error with a stack).
 */
export function guardRequestTarget(req: IncomingMessage, res: ServerResponse): boolean {
  const target = req.url ?? "/";
  if (!target.startsWith("/")) {
    const absolute = ABSOLUTE_FORM.exec(target);
    if (absolute && absolute[1] && !/[\s@\\]/.test(absolute[1])) {
      const rest = target.slice(absolute[0].length);
      req.url = rest.startsWith("/") ? rest : `/${rest}`;
      req.headers.host = absolute[1].toLowerCase();
    } else if (target === "*" && req.method === "OPTIONS") {
      res.writeHead(204, { Allow: ALLOW, "Cache-Control": "no-store" });
      res.end();
      return true;
    } else {
      return refuseTarget(req, res, "bad_request_target", BAD_TARGET);
    }
  }
  return refuseDotSegments(req, res);
}

/** guardRequestTarget as Express middleware. */
export function dotSegmentGuard(req: Request, res: Response, next: NextFunction) {
  if (!guardRequestTarget(req, res)) next();
}

function isJson(contentType: string | undefined): boolean {
  const type = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
  return type === "application/json" || /^application\/[\w.+-]+\+json$/.test(type);
}

/**
 * Same origin: Origin, or Sec-Fetch-Site when a browser leaves Origin out; a request with
 * neither passes only without cookies, so no browser can be made to send it with a session.
 */
export function isSameOrigin(req: Request, allowed: ReadonlySet<string>): boolean {
  const host = req.get("host");
  const selfOrigin = host ? `${req.protocol}://${host}` : undefined;
  return sameOrigin({ get: (name) => req.get(name) }, allowed, selfOrigin);
}

/** Up to this many declared bytes, a refused body is read and dropped before the 413. */
const DRAIN_LIMIT = 512 * 1024;

export function apiGuards(publicSiteUrl: string, opts: { streamingLimitPaths: readonly string[] }) {
  const allowed = new Set([new URL(publicSiteUrl).origin]);
  const streaming = new Set(opts.streamingLimitPaths.map((p) => canonicalPath(p)));
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const path = canonicalPath(req.path);
    const lang = requestLang({ headers: { get: (name) => req.get(name) ?? null } });
    const t = apiMessages(lang);
    const refuse = (status: number, error: string, message: string) => {
      if (!req.complete) res.setHeader("Connection", "close");
      res.status(status).set("Cache-Control", "no-store").json({ error, message });
    };
    if (path === null) return refuse(400, "bad_path", t.invalidJson);

    // The size rules hold for every path: a page's path never takes a larger body either.
    const declared = req.get("content-length");
    const hasBody =
      (declared !== undefined && declared !== "0") || req.get("transfer-encoding") !== undefined;
    if (declared !== undefined && Number(declared) > DEFAULT_BODY_LIMIT) {
      // A body a little over the limit is read and dropped before the answer, so the client
      // gets its 413 instead of a connection cut while it is still sending (EPIPE, found by
      // the fuzz suite); anything larger is answered at once and the connection closed.
      if (Number(declared) > DRAIN_LIMIT) return refuse(413, "payload_too_large", t.tooLarge);
      req.on("error", () => undefined);
      req.once("end", () => refuse(413, "payload_too_large", t.tooLarge));
      req.resume();
      return;
    }
    if (hasBody && declared === undefined && !streaming.has(path))
      return refuse(411, "length_required", t.lengthRequired);

    if (path !== "/api" && !path.startsWith("/api/")) return next();

    if (TOKEN_FORMS.has(path)) return next();

    if (!isSameOrigin(req, allowed)) return refuse(403, "forbidden_origin", t.forbiddenOrigin);

    const contentType = req.get("content-type");
    if (
      SAME_ORIGIN_FORMS.has(path) &&
      /^application\/x-www-form-urlencoded\b/i.test(contentType ?? "")
    )
      return next();
    if ((hasBody || contentType !== undefined) && !isJson(contentType))
      return refuse(415, "unsupported_media_type", t.unsupportedType);
    next();
  };
}
