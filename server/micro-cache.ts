import { createHash, randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";
import type { NextFunction, Request, Response } from "express";
import { canonicalPath, isAdminPath } from "~/lib/csp.server";
import { LANG_STORAGE_KEY, resolveRequestLang } from "~/lib/i18n/lang";
import { catalogueLocationIds } from "~/lib/i18n/page-urls";
import { locationFromSearch } from "~/lib/location/detect";
import { degradedSince } from "~/lib/degraded.server";
import type { logger as Logger } from "~/lib/logger.server";
import { preferredEncoding, type ContentEncoding } from "./content-encoding";

/**
 * A short-lived, in-process cache of what anonymous visitors are sent (docs/decisions/060 and
 * 090): public pages and the public price list.
 *
 * Rendering the home page costs about 9 ms of CPU; under a burst every visitor would pay it.
 * A public page holds nothing per visitor: the same path in the same language is the same
 * bytes for everyone (its scripts are allowed by hash, not by a nonce: app/entry.server.tsx).
 * So each entry is compressed once per coding (br, gzip) and kept, and answered with its
 * ETag, or a 304 when the browser already has it.
 *
 * Two halves:
 * - `store` is Express middleware, in the app's stack after the security headers: on a miss it
 *   lets React Router answer and keeps a copy of the complete response.
 * - `serve` runs on the bare Node request before Express (server.js): a hit is written out
 *   directly with a request id, without the middleware stack.
 *
 * Rules: only anonymous GETs (no cookie but preferred-language, no Authorization), keyed by
 * path, the query parameters that change the HTML (`pageQueryKey`) and the language the page
 * is rendered in (cookie, else Accept-Language); only complete
 * 200 responses of the right type that say `Cache-Control: public` (not no-store, private or
 * no-cache) and set no cookie;
 * never /admin or other machine paths in any spelling (percent-encoded, upper case); never a
 * response produced while the database was failing. A successful write in the admin area
 * (`/api/admin/*`, `/admin*`) clears the cache, so an administrator's change shows on the
 * next load; other processes see it within the TTL. Anonymous POSTs (public forms, failed
 * admin calls) leave it alone. When an entry expires one request renders it again while the
 * others get the expiring copy (at most one TTL older), so a burst never renders the same
 * page fifty times at once. One client has at most two such renders at a time, more wait
 * (`createRenderGate`).
 */
interface Entry {
  expires: number;
  status: number;
  /** Stored headers in writeHead's flat form, without per-request ones. */
  headers: string[];
  body: Buffer;
  etag: string;
  vary: string;
  /** Compressed bodies, made once per coding on first use. */
  encoded: Map<ContentEncoding, Buffer>;
  /** Never served after this, not even stale while another request refreshes it (s-maxage). */
  hardExpires: number;
  refreshing: boolean;
}

/** Paths answered from the cache besides public pages: the same for every visitor. */
const API_PATHS = new Set(["/api/prices"]);
const SKIP_PREFIXES = ["/admin", "/api", "/assets/", "/healthz", "/crop-logo-test", "/__manifest"];
const MAX_ENTRIES = 500;
/** Below this size compression costs more than it saves (as the compression middleware). */
const COMPRESS_THRESHOLD = 1024;
/** Headers that belong to one response, never replayed. */
const PER_RESPONSE = new Set([
  "x-request-id",
  "content-length",
  "content-encoding",
  "etag",
  "x-cache",
  "vary",
  "connection",
  "date",
]);

function onlyLanguageCookie(cookie: string | undefined): boolean {
  if (!cookie) return true;
  return cookie.split(";").every((part) => {
    const name = part.trim().split("=")[0];
    return name === "" || name === LANG_STORAGE_KEY;
  });
}

function pathOf(url: string): string {
  const q = url.indexOf("?");
  return q === -1 ? url : url.slice(0, q);
}

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(",") : value;
}

/**
 * The part of a query string that changes a public page's HTML, as it goes into the cache key
 * (issue 41, finding 4; decision 331): only the `location=` override the home page reads
 * (`app/routes/home.tsx`, `locationFromSearch`), and only for a location it knows: one of the
 * original three or a shown location the operator added (decision 405). Everything
 * else (`utm_*`, `fbclid`, `gclid`, `country=outside`, which changes nothing the server renders,
 * and any unknown key) is left out, so `/rejsy-zegrze?utm_x=N` is the cached `/rejsy-zegrze`.
 * The browser still has the real URL, so analytics read it (app/lib/analytics/track.ts).
 *
 * A page whose loader starts reading another query parameter must name it here, or it would
 * be answered the HTML rendered for another value.
 */
export function pageQueryKey(search: string): string {
  if (search === "" || search === "?") return "";
  const location = locationFromSearch(
    search.startsWith("?") ? search.slice(1) : search,
    catalogueLocationIds(),
  );
  const id = location?.added ?? location?.type;
  return id && id !== "default" ? `?location=${id}` : "";
}

/** The cache key of a request, or null when its response must not come from the cache. */
export function cacheKeyOf(
  method: string | undefined,
  url: string,
  headers: IncomingMessage["headers"],
): string | null {
  if (method !== "GET") return null;
  const path = pathOf(url);
  // The price list takes no query parameter: any query string is the same answer.
  if (API_PATHS.has(path))
    return headers.authorization || !onlyLanguageCookie(headers.cookie) ? null : path;
  // Every spelling the router would accept: /ADMIN, /%61dmin, //admin.
  const canonical = canonicalPath(path);
  if (
    canonical === null ||
    SKIP_PREFIXES.some((p) => canonical.startsWith(p)) ||
    canonical.endsWith(".data")
  )
    return null;
  if (headers.authorization || !onlyLanguageCookie(headers.cookie)) return null;
  const query = pageQueryKey(url.slice(path.length));
  return `${path}${query}|${resolveRequestLang(path, headers.cookie, header(headers["accept-language"]))}`;
}

/**
 * The s-maxage of a response in ms, or null without one. A page showing a notice lowers it to
 * the notice's end (app/entry.server.tsx): the cache never keeps, nor serves stale, past it.
 */
function sharedMaxAgeMs(cacheControl: unknown): number | null {
  const m = /\bs-maxage=(\d+)/i.exec(String(cacheControl ?? ""));
  return m ? Number(m[1]) * 1000 : null;
}

/** Whether a response's own Cache-Control lets a shared cache keep it (public, not no-store/private). */
function isPublic(cacheControl: unknown): boolean {
  const value = String(cacheControl ?? "");
  return /\bpublic\b/i.test(value) && !/\b(no-store|private|no-cache)\b/i.test(value);
}

function compress(body: Buffer, encoding: ContentEncoding): Buffer {
  // Once per entry, so a higher brotli quality than per-response compression could afford.
  return encoding === "br"
    ? brotliCompressSync(body, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: 9,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body, { level: 9 });
}

function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((c) => {
    const candidate = c.trim().replace(/^W\//, "");
    return candidate === "*" || candidate === bare;
  });
}

function mergeVary(...values: string[]): string {
  const names = new Map<string, string>();
  for (const v of values)
    for (const n of v.split(",")) if (n.trim()) names.set(n.trim().toLowerCase(), n.trim());
  return [...names.values()].join(", ");
}

/** Whether a finished request was a successful write in the admin area (what may change a page). */
function isAdminWrite(req: Request, res: Response): boolean {
  if (["GET", "HEAD", "OPTIONS"].includes(req.method)) return false;
  const path = canonicalPath(req.path);
  if (path === null || path.startsWith("/admin/login")) return false;
  return isAdminPath(req.path) && res.statusCode >= 200 && res.statusCode < 300;
}

/**
 * How many cacheable pages one client may have rendered at once (a cache miss or an expired
 * entry), and how many more may wait for their turn; past that, 429 (decision 331). A visitor
 * opens one page at a time; a burst of misses from one address no longer takes every CPU.
 */
export const RENDERS_PER_CLIENT = 2;
export const WAITING_PER_CLIENT = 16;

interface ClientRenders {
  running: number;
  waiting: Array<() => void>;
}

/** Per-client bound on renders of cacheable pages: at most `limit` at once, `queue` waiting. */
export function createRenderGate(limit = RENDERS_PER_CLIENT, queue = WAITING_PER_CLIENT) {
  const clients = new Map<string, ClientRenders>();
  return {
    /** Calls `go` when a slot is free (now or later) and answers true; false when the queue is full. */
    enter(client: string, go: (release: () => void) => void): boolean {
      let c = clients.get(client);
      if (!c) clients.set(client, (c = { running: 0, waiting: [] }));
      const state = c;
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        state.running--;
        const next = state.waiting.shift();
        if (next) next();
        else if (state.running === 0) clients.delete(client);
      };
      const start = () => {
        state.running++;
        go(release);
      };
      if (state.running < limit) start();
      else if (state.waiting.length < queue) state.waiting.push(start);
      else return false;
      return true;
    },
    /** Clients with renders running or waiting (tests). */
    size: () => clients.size,
  };
}

const TOO_MANY = {
  pl: "Zbyt wiele stron naraz z tego adresu. Spróbuj ponownie za chwilę.",
  en: "Too many pages at once from this address. Please try again in a moment.",
} as const;

/** The 429 of a client whose renders are all taken and whose queue is full. */
function tooManyRenders(req: Request, res: Response) {
  const lang = resolveRequestLang(req.path, req.get("cookie"), req.get("accept-language"));
  res.removeHeader("X-Cache");
  res
    .status(429)
    .set({ "Retry-After": "1", "Cache-Control": "no-store" })
    .type("text/plain; charset=utf-8")
    .end(TOO_MANY[lang]);
}

/** Renders the page (`next`) when the client has a free slot, now or later; 429 when its queue is full. */
function admitRender(
  gate: ReturnType<typeof createRenderGate>,
  req: Request,
  res: Response,
  next: NextFunction,
  unwrap: () => void,
) {
  const admitted = gate.enter(req.ip ?? req.socket.remoteAddress ?? "", (release) => {
    res.once("close", release);
    if (res.destroyed || res.writableEnded) return release();
    next();
  });
  if (!admitted) {
    unwrap();
    tooManyRenders(req, res);
  }
}

export interface MicroCache {
  /** Answers a GET from the cache on the bare Node request; false when Express must answer. */
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  /** Express middleware: keeps a copy of cacheable responses, and clears on admin writes. */
  store(req: Request, res: Response, next: NextFunction): void;
  clear(): void;
}

export function createMicroCache(ttlMs: number, log?: typeof Logger): MicroCache {
  const cache = new Map<string, Entry>();
  const gate = createRenderGate();
  /** Keys `serve` worked out for requests it passed on, so `store` does not work them out again. */
  const keys = new WeakMap<IncomingMessage, string | null>();

  function serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (ttlMs <= 0 || req.method !== "GET") return false;
    const url = req.url ?? "/";
    const key = cacheKeyOf(req.method, url, req.headers);
    keys.set(req, key);
    if (!key) return false;
    const entry = cache.get(key);
    if (!entry) return false;
    const now = Date.now();
    if (now >= entry.expires) {
      if (now >= entry.expires + ttlMs || now >= entry.hardExpires) {
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
    const id =
      typeof incomingId === "string" && /^[\w-]{1,64}$/.test(incomingId)
        ? incomingId
        : randomUUID();
    const headers = entry.headers.slice();
    headers.push("X-Request-Id", id, "X-Cache", "HIT", "Vary", entry.vary, "ETag", entry.etag);

    let status = entry.status;
    let body: Buffer | undefined = entry.body;
    if (etagMatches(header(req.headers["if-none-match"]), entry.etag)) {
      status = 304;
      body = undefined;
    } else {
      const encoding =
        entry.body.length >= COMPRESS_THRESHOLD
          ? preferredEncoding(req.headers["accept-encoding"])
          : null;
      if (encoding) {
        let encoded = entry.encoded.get(encoding);
        if (!encoded) entry.encoded.set(encoding, (encoded = compress(entry.body, encoding)));
        body = encoded;
        headers.push("Content-Encoding", encoding);
      }
      headers.push("Content-Length", String(body.length));
    }
    if (status === 304) {
      // A 304 carries the validators and caching headers, not the representation's metadata.
      for (let i = headers.length - 2; i >= 0; i -= 2)
        if (/^content-(type|length)$/i.test(headers[i])) headers.splice(i, 2);
    }
    res.writeHead(status, headers);
    res.end(body);
    log?.info(
      {
        req: { id, method: req.method, url },
        res: { statusCode: status },
        responseTime: Math.round(performance.now() - started),
        cache: "HIT",
      },
      "request completed",
    );
    return true;
  }

  function store(req: Request, res: Response, next: NextFunction) {
    if (req.method !== "GET" && req.method !== "HEAD") {
      // An administrator's change (price, attraction, anything else) must show on the next page
      // load; a public form or a refused admin call changes nothing a page shows.
      res.on("finish", () => {
        if (isAdminWrite(req, res)) cache.clear();
      });
      return next();
    }
    const key =
      ttlMs <= 0
        ? null
        : keys.has(req)
          ? keys.get(req)!
          : cacheKeyOf(req.method, req.originalUrl, req.headers);
    if (!key) return next();
    const api = API_PATHS.has(req.path);

    const started = Date.now();
    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (chunk == null || typeof chunk === "function") return;
      chunks.push(
        Buffer.isBuffer(chunk)
          ? chunk
          : Buffer.from(
              chunk as string,
              typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8",
            ),
      );
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as typeof res.write;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      const type = String(res.getHeader("content-type") ?? "");
      const typeOk = api ? type.startsWith("application/json") : type.startsWith("text/html");
      // Only what the response itself declares public (app/entry.server.tsx does for a page
      // rendered for every anonymous visitor), never no-store or private.
      const sharedMs = sharedMaxAgeMs(res.getHeader("cache-control"));
      if (
        res.statusCode === 200 &&
        typeOk &&
        isPublic(res.getHeader("cache-control")) &&
        sharedMs !== 0 &&
        !res.getHeader("set-cookie") &&
        !degradedSince(started)
      ) {
        if (cache.size >= MAX_ENTRIES && !cache.has(key))
          cache.delete(cache.keys().next().value as string);
        const body = Buffer.concat(chunks);
        const headers: string[] = [];
        for (const [name, value] of Object.entries(res.getHeaders())) {
          if (PER_RESPONSE.has(name) || value === undefined) continue;
          for (const v of Array.isArray(value) ? value : [value]) headers.push(name, String(v));
        }
        const etag = String(
          res.getHeader("etag") ??
            `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
        );
        const previous = cache.get(key);
        const hardExpires = sharedMs === null ? Infinity : started + sharedMs;
        cache.set(key, {
          expires: Math.min(Date.now() + ttlMs, hardExpires),
          hardExpires,
          status: res.statusCode,
          headers,
          body,
          etag,
          vary: mergeVary(String(res.getHeader("vary") ?? ""), "Accept-Encoding"),
          // The same bytes as before (nothing changed since): keep what was compressed.
          encoded: previous?.etag === etag ? previous.encoded : new Map(),
          refreshing: false,
        });
      }
      return end(chunk, ...rest);
    }) as typeof res.end;
    res.setHeader("X-Cache", "MISS");
    admitRender(gate, req, res, next, () => {
      res.write = write as typeof res.write;
      res.end = end as typeof res.end;
    });
  }

  return { serve, store, clear: () => cache.clear() };
}
