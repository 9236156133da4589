import { randomBytes, randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";
import type { NextFunction, Request, Response } from "express";
import { isbot } from "isbot";
import { langFromCookieHeader } from "~/lib/i18n/lang";
import { degradedSince } from "~/lib/degraded.server";
import type { logger as Logger } from "~/lib/logger.server";
import { preferredEncoding } from "./content-encoding";

/**
 * A short-lived, in-process cache of what anonymous visitors are sent (docs/decisions/060):
 * public pages and the public price list.
 *
 * Rendering the home page costs about 9 ms of CPU; under a burst every visitor would pay it.
 * Public pages hold nothing per visitor except the CSP nonce and the language (a cookie), so
 * for a few seconds the same HTML is sent again with a fresh nonce swapped in.
 *
 * Two halves:
 * - `store` is Express middleware, in the app's stack after the security headers: on a miss it
 *   lets React Router answer and keeps a copy of the complete response.
 * - `serve` runs on the bare Node request before Express (server.js): a hit is written out
 *   directly with a fresh nonce, request id and compression, without the middleware stack.
 *
 * Rules: only anonymous GETs (no cookie but preferred-language, no Authorization), only
 * complete 200 responses of the right type without Set-Cookie, never /admin or other machine
 * paths, never a response produced while the database was failing. Any mutating request that
 * reaches React Router in this process clears the cache, so an administrator's price change
 * shows on the next load; other processes see it within the TTL. (Sign-ups and booking
 * requests are answered before `store` and change nothing a page shows; decision 075.) When
 * an entry expires one request renders it again while the others get the expiring copy (at
 * most one TTL older), so a burst never renders the same page fifty times at once.
 */
interface Entry {
  expires: number;
  status: number;
  /** Stored headers in writeHead's flat form, without per-request ones. */
  headers: string[];
  /** The body split at the nonce of the request that rendered it (one part when none). */
  parts: Buffer[];
  /** The CSP header split the same way, or null. */
  csp: string[] | null;
  /** Compressed bodies, for entries without a nonce (JSON). */
  encoded: Map<string, Buffer>;
  bytes: number;
  refreshing: boolean;
}

/** Paths answered from the cache besides public pages: the same for every visitor. */
const API_PATHS = new Set(["/api/prices"]);
const SKIP_PREFIXES = ["/admin", "/api", "/assets/", "/healthz", "/crop-logo-test", "/__manifest"];
const MAX_ENTRIES = 500;
/** Below this size compression costs more than it saves (as the compression middleware). */
const COMPRESS_THRESHOLD = 1024;
/** Headers that belong to one response, never replayed. */
const PER_RESPONSE = new Set(["content-security-policy", "x-request-id", "content-length", "content-encoding", "etag", "x-cache", "vary", "connection", "date"]);

function onlyLanguageCookie(cookie: string | undefined): boolean {
  if (!cookie) return true;
  return cookie.split(";").every((part) => {
    const name = part.trim().split("=")[0];
    return name === "" || name === "preferred-language";
  });
}

function pathOf(url: string): string {
  const q = url.indexOf("?");
  return q === -1 ? url : url.slice(0, q);
}

/** The cache key of a request, or null when its response must not come from the cache. */
function keyOf(method: string | undefined, url: string, headers: IncomingMessage["headers"]): string | null {
  if (method !== "GET") return null;
  const path = pathOf(url);
  const api = API_PATHS.has(path);
  if (!api && (SKIP_PREFIXES.some((p) => path.startsWith(p)) || path.endsWith(".data"))) return null;
  if (headers.authorization || !onlyLanguageCookie(headers.cookie)) return null;
  if (api) return url;
  return `${url}|${langFromCookieHeader(headers.cookie) ?? "-"}|${isbot(headers["user-agent"] ?? "") ? "bot" : "browser"}`;
}

function splitBuffer(body: Buffer, separator: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(separator); at !== -1; at = body.indexOf(separator, from)) {
    parts.push(body.subarray(from, at));
    from = at + separator.length;
  }
  parts.push(body.subarray(from));
  return parts;
}

function joinParts(parts: Buffer[], nonce: string): Buffer {
  const separator = Buffer.from(nonce);
  const pieces: Buffer[] = [parts[0]];
  for (let i = 1; i < parts.length; i++) pieces.push(separator, parts[i]);
  return Buffer.concat(pieces);
}

function compress(body: Buffer, encoding: "br" | "gzip"): Buffer {
  return encoding === "br"
    ? brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipSync(body);
}

export interface MicroCache {
  /** Answers a GET from the cache on the bare Node request; false when Express must answer. */
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  /** Express middleware: keeps a copy of cacheable responses, and clears on mutating requests. */
  store(req: Request, res: Response, next: NextFunction): void;
  clear(): void;
}

export function createMicroCache(ttlMs: number, log?: typeof Logger): MicroCache {
  const cache = new Map<string, Entry>();
  /** Keys `serve` worked out for requests it passed on, so `store` does not work them out again. */
  const keys = new WeakMap<IncomingMessage, string | null>();

  function serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (ttlMs <= 0 || req.method !== "GET") return false;
    const url = req.url ?? "/";
    const key = keyOf(req.method, url, req.headers);
    keys.set(req, key);
    if (!key) return false;
    const entry = cache.get(key);
    if (!entry) return false;
    const now = Date.now();
    if (now >= entry.expires) {
      if (now >= entry.expires + ttlMs) {
        cache.delete(key);
        return false;
      }
      // Expired: this request renders a fresh copy (through Express); others meanwhile get
      // this one. The flag is dropped when that response ends, stored or not.
      if (!entry.refreshing) {
        entry.refreshing = true;
        res.once("close", () => (entry.refreshing = false));
        return false;
      }
    }

    const started = performance.now();
    const incomingId = req.headers["x-request-id"];
    const id = typeof incomingId === "string" && /^[\w-]{1,64}$/.test(incomingId) ? incomingId : randomUUID();
    const nonce = entry.csp || entry.parts.length > 1 ? randomBytes(16).toString("base64") : "";
    const headers = entry.headers.slice();
    if (entry.csp) headers.push("Content-Security-Policy", entry.csp.join(nonce));
    headers.push("X-Request-Id", id, "X-Cache", "HIT", "Vary", "Accept-Encoding");

    let body = entry.parts.length > 1 ? joinParts(entry.parts, nonce) : entry.parts[0];
    const encoding = entry.bytes >= COMPRESS_THRESHOLD ? preferredEncoding(req.headers["accept-encoding"]) : null;
    if (encoding) {
      let encoded = entry.parts.length === 1 ? entry.encoded.get(encoding) : undefined;
      if (!encoded) {
        encoded = compress(body, encoding);
        if (entry.parts.length === 1) entry.encoded.set(encoding, encoded);
      }
      body = encoded;
      headers.push("Content-Encoding", encoding);
    }
    headers.push("Content-Length", String(body.length));
    res.writeHead(entry.status, headers);
    res.end(body);
    log?.info({ req: { id, method: req.method, url }, res: { statusCode: entry.status }, responseTime: Math.round(performance.now() - started), cache: "HIT" }, "request completed");
    return true;
  }

  function store(req: Request, res: Response, next: NextFunction) {
    if (req.method !== "GET" && req.method !== "HEAD") {
      // A change made through the API (price, attraction) must show on the next page load.
      res.on("finish", () => cache.clear());
      return next();
    }
    const key = ttlMs <= 0 ? null : keys.has(req) ? keys.get(req)! : keyOf(req.method, req.originalUrl, req.headers);
    if (!key) return next();
    const api = API_PATHS.has(req.path);
    const nonce = (res.locals.cspNonce as string | undefined) ?? "";

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
      const typeOk = api ? type.startsWith("application/json") : type.startsWith("text/html");
      if (res.statusCode === 200 && typeOk && !res.getHeader("set-cookie") && (api || nonce) && !degradedSince(started)) {
        if (cache.size >= MAX_ENTRIES && !cache.has(key)) cache.delete(cache.keys().next().value as string);
        const body = Buffer.concat(chunks);
        const headers: string[] = [];
        for (const [name, value] of Object.entries(res.getHeaders())) {
          if (PER_RESPONSE.has(name) || value === undefined) continue;
          for (const v of Array.isArray(value) ? value : [value]) headers.push(name, String(v));
        }
        const csp = res.getHeader("content-security-policy");
        cache.set(key, {
          expires: Date.now() + ttlMs,
          status: res.statusCode,
          headers,
          parts: nonce ? splitBuffer(body, Buffer.from(nonce)) : [body],
          csp: csp ? (nonce ? String(csp).split(nonce) : [String(csp)]) : null,
          encoded: new Map(),
          bytes: body.length,
          refreshing: false,
        });
      }
      return end(chunk, ...rest);
    }) as typeof res.end;
    res.setHeader("X-Cache", "MISS");
    next();
  }

  return { serve, store, clear: () => cache.clear() };
}
