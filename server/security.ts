import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import helmet from "helmet";

export function nonceMiddleware(_req: Request, res: Response, next: NextFunction) {
  res.locals.cspNonce = randomBytes(16).toString("base64");
  next();
}

/**
 * Helmet with a per-request nonce for scripts. Styles allow 'unsafe-inline' because the
 * UI primitives (Radix, sonner) set style attributes; scripts never run without the nonce.
 */
export function securityHeaders(opts: { https: boolean; devServer?: boolean }) {
  const h = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'", (_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`],
        "script-src-attr": ["'none'"],
        "style-src": ["'self'", "'unsafe-inline'"],
        // https: for partner attraction images the operator links in the panel (docs/product.md §3 image_url).
        "img-src": ["'self'", "data:", "blob:", "https:"],
        "font-src": ["'self'"],
        // In development, Vite's hot reload talks over its own WebSocket port.
        "connect-src": opts.devServer ? ["'self'", "ws:"] : ["'self'"],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'none'"],
        "manifest-src": ["'self'"],
        ...(opts.https ? { "upgrade-insecure-requests": [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: opts.https ? { maxAge: 63072000, includeSubDomains: true } : false,
    xFrameOptions: { action: "deny" },
  });
  return (req: Request, res: Response, next: NextFunction) => {
    res.setHeader("Permissions-Policy", "geolocation=(self), camera=(), microphone=(), payment=(), usb=()");
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
