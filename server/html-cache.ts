import type { NextFunction, Request, Response } from "express";
import { isbot } from "isbot";
import { langFromCookieHeader } from "~/features/i18n/lang";
import { degradedSince } from "~/lib/degraded.server";

/**
 * A short-lived, in-process cache of server-rendered public pages (docs/decisions/060).
 *
 * Rendering the home page costs about 9 ms of CPU; under a burst every visitor would pay it.
 * Public pages hold nothing per visitor except the CSP nonce and the language (a cookie), so
 * for a few seconds we serve the same HTML with a fresh nonce swapped in. Only anonymous GETs
 * are cached (no cookie other than preferred-language), only complete 200 HTML responses
 * without Set-Cookie, never /admin, /api or other machine paths. Any mutating
 * request in this process clears the cache, so an administrator's price change shows on the
 * next load; other processes see it within the TTL. A page rendered while the database was
 * failing is never kept.
 */
interface Entry {
  expires: number;
  status: number;
  headers: Array<[string, string | string[]]>;
  body: string;
  nonce: string;
}

const SKIP_PREFIXES = ["/admin", "/api/", "/api", "/assets/", "/healthz", "/crop-logo-test", "/__manifest"];
const MAX_ENTRIES = 500;
/** Headers the live response already carries for this request (security, ids). */
const KEEP_LIVE = new Set(["content-security-policy", "x-request-id", "content-length", "content-encoding", "vary", "etag"]);

function onlyLanguageCookie(cookie: string | undefined): boolean {
  if (!cookie) return true;
  return cookie.split(";").every((part) => {
    const name = part.trim().split("=")[0];
    return name === "" || name === "preferred-language";
  });
}

export function htmlMicroCache(ttlMs: number) {
  const cache = new Map<string, Entry>();

  return function htmlCache(req: Request, res: Response, next: NextFunction) {
    if (req.method !== "GET" && req.method !== "HEAD") {
      // A change made through the API (price, attraction) must show on the next page load.
      res.on("finish", () => cache.clear());
      return next();
    }
    if (ttlMs <= 0 || req.method !== "GET" || SKIP_PREFIXES.some((p) => req.path.startsWith(p)) || req.path.endsWith(".data")) {
      return next();
    }
    const cookie = req.headers.cookie;
    if (!onlyLanguageCookie(cookie) || req.headers.authorization) return next();
    const ua = req.get("user-agent") ?? "";
    const key = `${req.originalUrl}|${langFromCookieHeader(cookie) ?? "-"}|${isbot(ua) ? "bot" : "browser"}`;
    const nonce = res.locals.cspNonce as string;

    const hit = cache.get(key);
    if (hit && hit.expires > Date.now()) {
      res.status(hit.status);
      for (const [name, value] of hit.headers) if (!KEEP_LIVE.has(name)) res.setHeader(name, value);
      res.setHeader("X-Cache", "HIT");
      res.send(hit.body.split(hit.nonce).join(nonce));
      return;
    }
    if (hit) cache.delete(key);

    // Miss: let React Router render, and keep a copy of what it sends.
    const started = Date.now();
    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (chunk == null || typeof chunk === "function") return;
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"));
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as typeof res.write;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      const type = String(res.getHeader("content-type") ?? "");
      if (res.statusCode === 200 && type.startsWith("text/html") && !res.getHeader("set-cookie") && nonce && !degradedSince(started)) {
        if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
        cache.set(key, {
          expires: Date.now() + ttlMs,
          status: res.statusCode,
          headers: Object.entries(res.getHeaders())
            .filter(([name]) => !KEEP_LIVE.has(name))
            .map(([name, value]) => [name, Array.isArray(value) ? value.map(String) : String(value)]),
          body: Buffer.concat(chunks).toString("utf8"),
          nonce,
        });
      }
      return end(chunk, ...rest);
    }) as typeof res.end;
    res.setHeader("X-Cache", "MISS");
    next();
  };
}
