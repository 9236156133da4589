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
    res.setHeader(
      "Permissions-Policy",
      "geolocation=(self), camera=(), microphone=(), payment=(), usb=()",
    );
    const nonce = res.locals.cspNonce as string | undefined;
    res.setHeader(
      "Content-Security-Policy",
      contentSecurityPolicy({ ...opts, scriptSrc: nonce ? [`'nonce-${nonce}'`] : [] }),
    );
    const append = res.append;
    res.append = function (this: Response, field: string, value?: string[] | string) {
      if (field.toLowerCase() === "content-security-policy") return this.set(field, value);
      return append.call(this, field, value);
    } as Response["append"];
    h(req, res, next);
  };
}

/**
 * Headers for the files served as they are (hashed assets, images, icons, the manifest): the
 * pages' protections without a page's CSP, since these documents run nothing. An SVG opened on
 * its own may draw, never run scripts.
 */
export function staticSecurityHeaders(opts: { https: boolean }) {
  return (_req: Request, res: Response, next: NextFunction) => {
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
    res.setHeader(
      "Content-Security-Policy",
      "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'",
    );
    if (opts.https)
      res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    next();
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
