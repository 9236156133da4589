import { createHash } from "node:crypto";

/**
 * The Content-Security-Policy of every response (docs/architecture.md §3 and §6).
 *
 * Scripts run only when the policy names them: on pages that are never cached (the admin
 * area) by a per-request nonce; on public pages, which are cacheable and byte-identical for
 * every anonymous visitor, by the SHA-256 hashes of their inline scripts. The modules those
 * scripts import come from 'self' (our own hashed /assets files). Not 'strict-dynamic': with
 * it Chromium ignores 'self' and blocks the modules React Router's hash-allowed inline module
 * script imports, since imports from a parser-inserted script get no trust from a hash
 * (docs/decisions/090). Styles allow 'unsafe-inline' because the UI primitives (Radix,
 * sonner) set style attributes.
 */
export function contentSecurityPolicy(opts: {
  scriptSrc: string[];
  https: boolean;
  devServer?: boolean;
}): string {
  const directives: Array<[string, string[]]> = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...opts.scriptSrc]],
    ["script-src-attr", ["'none'"]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    // https: for partner attraction images the operator links in the panel (docs/product.md §3 image_url).
    ["img-src", ["'self'", "data:", "blob:", "https:"]],
    ["font-src", ["'self'"]],
    // In development, Vite's hot reload talks over its own WebSocket port.
    ["connect-src", opts.devServer ? ["'self'", "ws:"] : ["'self'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
    ["manifest-src", ["'self'"]],
  ];
  if (opts.https) directives.push(["upgrade-insecure-requests", []]);
  return directives.map(([name, values]) => [name, ...values].join(" ")).join(";");
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
/** Script types a browser runs; anything else (application/ld+json) is data, outside CSP. */
const RUNNABLE_TYPE = /^(|module|text\/javascript|application\/javascript)$/i;

/**
 * `'sha256-…'` sources for every inline script a document runs, in order of appearance,
 * without duplicates. Scripts with a `src` are loaded by URL and need no hash.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, content] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1] ?? "";
    if (!RUNNABLE_TYPE.test(type.trim())) continue;
    hashes.add(`'sha256-${createHash("sha256").update(content, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * The path as the router will see it, for deciding what may be cached or needs a nonce:
 * percent-decoded, lower-cased, repeated slashes collapsed. Null when it cannot be decoded
 * (or still holds a % after three rounds),
 * which callers treat as "not a public page".
 */
export function canonicalPath(path: string): string | null {
  try {
    // Decoded until stable (a proxy in front may decode once more than the router does).
    let decoded = path;
    for (let i = 0; i < 3 && decoded.includes("%"); i++) decoded = decodeURIComponent(decoded);
    return decoded.includes("%") ? null : decoded.toLowerCase().replace(/\/{2,}/g, "/");
  } catch {
    return null;
  }
}

/** The administrator area: never cached, scripts allowed by nonce. */
export function isAdminPath(path: string): boolean {
  const canonical = canonicalPath(path);
  return canonical === null || canonical.startsWith("/admin") || canonical.startsWith("/api/admin");
}
