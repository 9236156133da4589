import type { Lang } from "~/lib/i18n/lang";
import { rootLangFromMatches } from "~/lib/seo/root-data";

type Matches = Parameters<typeof rootLangFromMatches>[0];

/**
 * The meta of an /admin page: its title in the visitor's language (`title` reads it from the
 * page's catalogue), and no indexing.
 */
export function adminPageMeta(matches: Matches, title: (lang: Lang) => string) {
  const lang = rootLangFromMatches(matches);
  return [{ title: title(lang) }, { name: "robots", content: "noindex, nofollow" }];
}

/**
 * The headers of an /admin page: per-user, so never cached by the browser or a shared cache;
 * `extra` adds to them (a page holding a credential in its address sends no referrer).
 */
export function adminPageHeaders(loaderHeaders: Headers, extra: Record<string, string> = {}) {
  const h = new Headers(loaderHeaders);
  h.set("Cache-Control", "private, no-store");
  for (const [name, value] of Object.entries(extra)) h.set(name, value);
  return h;
}
