import { PAGE_URLS } from "~/lib/i18n/page-urls";

/**
 * Every public, indexable URL (docs/architecture.md §3): both URLs of every pair of the table of
 * English twins (app/lib/i18n/page-urls.ts), a page that is its own alternate once, no alias.
 * The sitemap lists exactly these; the SEO tests walk them.
 */
export const PUBLIC_PATHS: readonly string[] = PAGE_URLS.filter((p) => !p.noindex).flatMap((p) =>
  p.pl === p.en ? [p.pl] : [p.pl, p.en],
);

/** The Polish URLs of the indexable pages (one per page). */
export const POLISH_PATHS: readonly string[] = PAGE_URLS.filter((p) => !p.noindex).map((p) => p.pl);

/** Paths SPEC requires for a page that has another URL: they answer 200 and canonicalise to it. */
export const ALIAS_PATHS: readonly string[] = PAGE_URLS.flatMap((p) => p.aliases ?? []);

/** Public but not for search results: both languages. */
export const NOINDEX_PATHS: readonly string[] = PAGE_URLS.filter((p) => p.noindex).flatMap((p) => [
  p.pl,
  p.en,
]);
