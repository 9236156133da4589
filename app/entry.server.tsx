import { createHash } from "node:crypto";
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { NonceContext } from "~/components/nonce";
import { contentSecurityPolicy, inlineScriptHashes } from "~/lib/csp.server";
import { degradedSince } from "~/lib/degraded.server";
import { getEnv } from "~/lib/env.server";
import { langVariesByRequest, LANG_STORAGE_KEY } from "~/lib/i18n/lang";
import { scriptsAfterFirstPaint } from "~/lib/scripts-after-paint.server";
import { nonceContext } from "~/lib/context";

export const streamTimeout = 5_000;

/**
 * What a shared cache may do with a public page: browsers revalidate every time (ETag, so
 * usually a 304), a CDN keeps it briefly and serves it stale while it fetches a fresh copy
 * (docs/operations.md "CDN").
 */
export const PUBLIC_PAGE_CACHE_CONTROL =
  "public, max-age=0, must-revalidate, s-maxage=30, stale-while-revalidate=60";
const S_MAXAGE = 30;
const STALE_WHILE_REVALIDATE = 60;

/**
 * The public Cache-Control of a page whose content changes at `changesAt` (a notice starting or
 * ending, decision 231): s-maxage + stale-while-revalidate never reach past that moment, so
 * neither a CDN nor the in-process cache (which follows s-maxage) serves a notice past its end.
 */
export function publicCacheControl(changesAt: number | null, now = Date.now()): string {
  if (changesAt === null) return PUBLIC_PAGE_CACHE_CONTROL;
  const left = Math.max(0, Math.floor((changesAt - now) / 1000));
  const sMaxAge = Math.min(S_MAXAGE, left);
  const swr = Math.min(STALE_WHILE_REVALIDATE, left - sMaxAge);
  return `public, max-age=0, must-revalidate, s-maxage=${sMaxAge}${swr > 0 ? `, stale-while-revalidate=${swr}` : ""}`;
}

/** When the root loader says the page's notices next change. */
function noticesChangeAt(context: EntryContext): number | null {
  const root = context.staticHandlerContext.loaderData?.root as
    { noticesChangeAt?: unknown } | undefined;
  return typeof root?.noticesChangeAt === "number" ? root.noticesChangeAt : null;
}

/** How long after a render without its data pages are sent as not storable. */
const DEGRADED_WINDOW_MS = 10_000;

/** Whether a request carries nothing that identifies a visitor (only the language cookie). */
/** A matched route says `handle: { showsLoadingState: true }`: its Suspense fallbacks go out first. */
function showsItsLoadingState(context: EntryContext): boolean {
  return context.staticHandlerContext.matches.some((m) => {
    const handle = context.routeModules[m.route.id]?.handle as
      { showsLoadingState?: boolean } | undefined;
    return handle?.showsLoadingState === true;
  });
}

function isAnonymous(request: Request): boolean {
  if (request.headers.has("authorization")) return false;
  const cookie = request.headers.get("cookie");
  if (!cookie) return true;
  return cookie.split(";").every((part) => {
    const name = part.trim().split("=")[0];
    return name === "" || name === LANG_STORAGE_KEY;
  });
}

function etagMatches(header: string | null, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, "");
  return header.split(",").some((candidate) => {
    const c = candidate.trim().replace(/^W\//, "");
    return c === "*" || c === bare || c.replace(/-(br|gzip)"$/, '"') === bare;
  });
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.get(nonceContext) || undefined;
  // The admin area (a nonce, never cached) streams; public pages are rendered whole, so the
  // CSP can name the hashes of their inline scripts and every visitor gets the same bytes.
  const whole = !nonce;
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers, SPA mode and public pages wait for everything; the admin area streams.
    const readyOption =
      whole || (userAgent && isbot(userAgent)) || routerContext.isSpaMode
        ? "onAllReady"
        : "onShellReady";

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce ?? ""}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        // Every Suspense boundary (HydrationBoundary) in document order. By default React moves
        // a completed boundary past the first 12.8 KB of HTML to the end of the document, hidden,
        // and reveals it with an inline script: without JavaScript (and to a crawler reading the
        // HTML) the cruise lists, the contact section and the footer stayed hidden. Hydration
        // still takes each boundary as its own unit (docs/decisions/070). A page whose loading
        // state is part of what it shows (the attractions list: "Ładowanie atrakcji..." first)
        // says so in its route `handle` and keeps React's streaming.
        progressiveChunkSize: showsItsLoadingState(routerContext)
          ? undefined
          : Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough();
          const rewritten = body.pipe(scriptsAfterFirstPaint());
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          if (!whole) {
            resolve(
              new Response(createReadableStreamFromReadable(rewritten), {
                headers: responseHeaders,
                status: responseStatusCode,
              }),
            );
            pipe(body);
            return;
          }
          const chunks: Buffer[] = [];
          rewritten.on("data", (chunk: Buffer) => chunks.push(chunk));
          rewritten.on("error", reject);
          rewritten.on("end", () => {
            const html = Buffer.concat(chunks);
            resolve(
              publicPage(
                request,
                html,
                responseHeaders,
                responseStatusCode,
                noticesChangeAt(routerContext),
              ),
            );
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * A public page, complete: its CSP names the hashes of its inline scripts; a 200 for an
 * anonymous visitor gets an ETag of its bytes (304 when the browser has them), a
 * Cache-Control a CDN may follow, and a Vary naming what chose its language.
 */
function publicPage(
  request: Request,
  html: Buffer,
  headers: Headers,
  status: number,
  changesAt: number | null,
): Response {
  const env = getEnv();
  headers.set(
    "Content-Security-Policy",
    contentSecurityPolicy({
      scriptSrc: inlineScriptHashes(html.toString("utf8")),
      https: env.PUBLIC_SITE_URL.startsWith("https://"),
      devServer: import.meta.env.DEV,
    }),
  );
  const path = new URL(request.url).pathname;
  if (langVariesByRequest(path)) headers.append("Vary", "Cookie, Accept-Language");
  if (status !== 200) return new Response(new Uint8Array(html), { headers, status });
  const etag = `"${createHash("sha256").update(html).digest("base64url").slice(0, 27)}"`;
  headers.set("ETag", etag);
  if (!headers.has("Cache-Control")) {
    // A page rendered while the database was failing (or just after) must not be kept by a CDN.
    const degraded = degradedSince(Date.now() - DEGRADED_WINDOW_MS);
    headers.set(
      "Cache-Control",
      degraded
        ? "no-store"
        : isAnonymous(request)
          ? publicCacheControl(changesAt)
          : "private, no-cache",
    );
  }
  if (etagMatches(request.headers.get("if-none-match"), etag)) {
    headers.delete("Content-Type");
    return new Response(null, { headers, status: 304 });
  }
  return new Response(new Uint8Array(html), { headers, status });
}
