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
    res.setHeader("Content-Security-Policy", "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'");
    if (opts.https) res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
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
