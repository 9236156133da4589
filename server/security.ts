import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import helmet from "helmet";
import { contentSecurityPolicy, isAdminPath } from "~/lib/csp.server";

/**
 * A per-request CSP nonce for the admin area only (never cached). Public pages carry no
 * per-response value: their scripts are allowed by hash (app/entry.server.tsx).
 */
export function nonceMiddleware(req: Request, res: Response, next: NextFunction) {
  if (isAdminPath(req.path)) res.locals.cspNonce = randomBytes(16).toString("base64");
  next();
}

/**
 * Helmet's headers, and the CSP (app/lib/csp.server.ts): with the request's nonce in the
 * admin area; elsewhere without inline scripts, until a rendered page replaces it with one
 * naming its scripts' hashes. React Router appends the page's headers (res.append), which
 * would send two policies, both enforced; the page's policy replaces this one instead.
 */
export function securityHeaders(opts: { https: boolean; devServer?: boolean }) {
  const h = helmet({
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: opts.https ? { maxAge: 63072000, includeSubDomains: true } : false,
    xFrameOptions: { action: "deny" },
  });
  return (req: Request, res: Response, next: NextFunction) => {
    res.setHeader("Permissions-Policy", "geolocation=(self), camera=(), microphone=(), payment=(), usb=()");
    const nonce = res.locals.cspNonce as string | undefined;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy({ ...opts, scriptSrc: nonce ? [`'nonce-${nonce}'`] : [] }));
    const append = res.append;
    res.append = function (this: Response, field: string, value?: string[] | string) {
      if (field.toLowerCase() === "content-security-policy") return this.set(field, value);
      return append.call(this, field, value);
    } as Response["append"];
    h(req, res, next);
  };
}

/** Paths exempt from the same-origin rule: RFC 8058 one-click unsubscribe arrives cross-site. */
const ORIGIN_EXEMPT = new Set(["/api/newsletter/unsubscribe"]);

/**
 * Mutating /api calls accept only same-origin requests (Origin, or Sec-Fetch-Site when a
 * browser omits Origin). Requests with neither header (curl, server-to-server) pass only
 * when they carry no cookies, so a browser can never be tricked into a credentialed call.
 */
export function sameOriginGuard(publicSiteUrl: string) {
  const allowed = new Set([new URL(publicSiteUrl).origin]);
  return (req: Request, res: Response, next: NextFunction) => {
    // Mounted at /api, so req.path lacks the mount prefix: compare the full path.
    if (["GET", "HEAD", "OPTIONS"].includes(req.method) || ORIGIN_EXEMPT.has(req.baseUrl + req.path)) return next();
    const origin = req.get("origin");
    const host = req.get("host");
    const selfOrigin = host ? `${req.protocol}://${host}` : undefined;
    const site = req.get("sec-fetch-site");
    let ok: boolean;
    if (origin && origin !== "null") ok = allowed.has(origin) || origin === selfOrigin;
    else if (site) ok = site === "same-origin" || site === "none";
    else ok = !req.get("cookie");
    if (ok) return next();
    res.status(403).json({ error: "forbidden_origin", message: "Cross-origin request rejected." });
  };
}

/**
 * A handler that answers without reading the whole request body (a 404, 405, 413, or an
 * endpoint that ignores the body) would leave the unread rest on a kept-alive connection, and
 * the client's next request on it would hang behind those bytes. When the body is still
 * incomplete as the response starts, answer with Connection: close.
 */
export function closeOnUnreadBody(req: Request, res: Response, next: NextFunction) {
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
    if (!req.complete && !res.headersSent) res.setHeader("Connection", "close");
    return writeHead.apply(this, args);
  } as Response["writeHead"];
  next();
}
