/**
 * The two languages, spelled out here rather than imported: lang.ts imports this module (the
 * URL fixes the language of the English twins), and the two must not import each other
 * (decision 287). lang.ts fails to compile if it is not the same union as its `Lang`.
 */
type Lang = "pl" | "en";

/**
 * The public pages and their URLs in both languages (docs/architecture.md §3, "English URLs for
 * every page"). A page is named by its Polish path; `en` is its English twin, which always
 * renders English. One route module serves both URLs of a pair (app/routes.ts).
 */
export interface PageUrls {
  /** The Polish URL: also the page's name throughout the code. */
  pl: string;
  /** The English twin: the same as `pl` for a page that is its own alternate. */
  en: string;
  /** Other paths SPEC requires for the same page: they answer 200 and canonicalise to `pl`/`en`. */
  aliases?: readonly string[];
  /** Public but not for search results (no sitemap entry). */
  noindex?: boolean;
  /** The location whose pages it is of (a location's page or a cruise's), for a catalogue page (decision 400). */
  location?: string;
}

export const PAGE_URLS: readonly PageUrls[] = [
  { pl: "/", en: "/en" },
  { pl: "/rejsy-wisla-warszawa", en: "/warsaw-river-cruise" },
  { pl: "/rejsy-wisla-warszawa/20-min", en: "/warsaw-river-cruise/20-min" },
  { pl: "/rejsy-wisla-warszawa/30-min", en: "/warsaw-river-cruise/30-min" },
  { pl: "/rejsy-wisla-warszawa/60-min", en: "/warsaw-river-cruise/60-min" },
  { pl: "/rejsy-wisla-warszawa/90-min", en: "/warsaw-river-cruise/90-min" },
  { pl: "/rejsy-zegrze", en: "/en/zegrze-lake-cruises" },
  // Zegrze's two cruise pages (added 2026-11-27, decision 301): fixed like the four original Warsaw cruises.
  { pl: "/rejsy-zegrze/30-min", en: "/en/zegrze-lake-cruises/30-min" },
  { pl: "/rejsy-zegrze/60-min", en: "/en/zegrze-lake-cruises/60-min" },
  { pl: "/rejsy-gdansk", en: "/en/gdansk-cruises" },
  // SPEC: the attractions page points both languages to itself; its language follows the visitor.
  { pl: "/atrakcje-warszawa", en: "/atrakcje-warszawa" },
  {
    pl: "/motorowka-bez-patentu",
    en: "/en/licence-free-boat-hire",
    aliases: ["/lodki-zegrze-motorowka-bez-patentu"],
  },
  { pl: "/eventy-nad-wisla", en: "/en/events" },
  { pl: "/wieczor-panienski", en: "/en/hen-party" },
  { pl: "/wieczor-kawalerski", en: "/en/stag-party" },
  { pl: "/rejsy-firmowe", en: "/en/corporate-cruises" },
  { pl: "/rejsy-promocyjne", en: "/en/special-cruises" },
  { pl: "/bony-podarunkowe", en: "/en/gift-vouchers" },
  { pl: "/bony-podarunkowe/dziekujemy", en: "/en/gift-vouchers/thank-you", noindex: true },
  { pl: "/bony-podarunkowe/sprawdz", en: "/en/gift-vouchers/check", noindex: true },
  { pl: "/qr", en: "/en/qr", aliases: ["/review"] },
  { pl: "/regulamin", en: "/en/terms" },
  { pl: "/polityka-prywatnosci", en: "/en/privacy-policy" },
  { pl: "/contact", en: "/en/contact" },
  {
    pl: "/newsletter/wypisano",
    en: "/en/newsletter/unsubscribed",
    noindex: true,
  },
];

type PathMap = Map<string, { page: PageUrls; lang: Lang | undefined }>;

function indexPages(pages: readonly PageUrls[], into: PathMap = new Map()): PathMap {
  for (const page of pages) {
    const bilingual = page.pl === page.en;
    into.set(page.pl, { page, lang: bilingual ? undefined : "pl" });
    if (!bilingual) into.set(page.en, { page, lang: "en" });
    for (const alias of page.aliases ?? []) into.set(alias, { page, lang: "pl" });
  }
  return into;
}

const STATIC_BY_PATH = indexPages(PAGE_URLS);
let cataloguePages: readonly PageUrls[] = [];
let BY_PATH: PathMap = STATIC_BY_PATH;

/**
 * The cruise pages the catalogue adds (decision 301): set on the server by the cruise
 * catalogue's read path each time it reads the database; a path of the static table always wins.
 */
export function setCataloguePages(pages: readonly PageUrls[]): void {
  cataloguePages = pages;
  const map = indexPages(pages);
  // A static page stays as the table has it, unless the catalogue hides it (the product's cruise
  // pages of an unpublished cruise: noindex).
  for (const [path, hit] of STATIC_BY_PATH) if (!map.get(path)?.page.noindex) map.set(path, hit);
  BY_PATH = map;
}

/** The ids of the locations the catalogue's pages belong to (shown locations only, decision 400). */
export function catalogueLocationIds(): string[] {
  return [...new Set(cataloguePages.flatMap((p) => (p.location ? [p.location] : [])))];
}

/**
 * The location a path is under (decision 400): a location's page or any path below it, in either
 * language (its cruise pages, old and unknown ones too); undefined for any other path.
 */
export function catalogueLocationOfPath(pathname: string): string | undefined {
  const p = pathname.replace(/\/+$/, "") || "/";
  const under = (base: string) => p === base || p.startsWith(`${base}/`);
  return cataloguePages.find((page) => page.location && (under(page.pl) || under(page.en)))
    ?.location;
}

/** Whether a path is one of the static table's (not a catalogue page). */
export function isStaticPagePath(pathname: string): boolean {
  return STATIC_BY_PATH.has(pathname);
}

/** The pages of the static table and the catalogue's cruise pages (server side). */
export function allPages(): readonly PageUrls[] {
  const hidden = new Set(cataloguePages.filter((p) => p.noindex).map((p) => p.pl));
  return [
    ...PAGE_URLS.map((p) => (hidden.has(p.pl) ? { ...p, noindex: true } : p)),
    ...cataloguePages.filter((p) => !STATIC_BY_PATH.has(p.pl)),
  ];
}

/** The page a path (exactly as spelt) belongs to, or undefined for any other path. */
export function pageOfPath(pathname: string): PageUrls | undefined {
  return BY_PATH.get(pathname)?.page;
}

/** The English prefixes: "/en/…" and the Warsaw list's twin "/warsaw-river-cruise/…". */
const ENGLISH_PREFIX = /^\/(en|warsaw-river-cruise)\//;

/**
 * The language a path fixes: "en" on an English twin and on any other path under an English
 * prefix (so an unknown "/en/…" answers the English not-found page); undefined on Polish URLs
 * (they follow the visitor: cookie, Accept-Language, else Polish) and on any other path.
 */
export function fixedLangOf(pathname: string): Lang | undefined {
  const hit = BY_PATH.get(pathname);
  if (hit) return hit.lang === "en" ? "en" : undefined;
  return ENGLISH_PREFIX.test(pathname) ? "en" : undefined;
}

/** The Polish path (the page's name) of any URL of a page, aliases and twins included; other paths as they are. */
export function polishPathOf(pathname: string): string {
  return BY_PATH.get(pathname)?.page.pl ?? pathname;
}

/** Every path a public page answers on, spelt as it must be: Polish, English and aliases. */
export function allPagePaths(): string[] {
  return [...BY_PATH.keys()];
}

/**
 * The URL of a page in a language: the one helper the menu, footer and every internal link use.
 * `target` is the page's Polish path, optionally with a `#fragment` or `?query`, or any path of
 * the page (a twin or an alias). Paths that are not pages are returned unchanged.
 */
export function pageUrl(target: string, lang: Lang): string {
  const cut = target.search(/[?#]/);
  const path = cut === -1 ? target : target.slice(0, cut);
  const rest = cut === -1 ? "" : target.slice(cut);
  const page = pageOfPath(path || "/");
  if (!page) return target;
  const url = page[lang];
  // "/#locations" stays "/#locations"; "/en" + "#locations" is "/en#locations".
  return url + rest;
}

/**
 * The path-spelling rule (docs/architecture.md §3): a page path spelt with other letter case or
 * trailing slashes has one canonical spelling to redirect to (301); `undefined` when the path is
 * spelt right or is no page's (then it is an ordinary 404).
 */
export function canonicalSpelling(
  pathname: string,
  extraPaths: ReadonlySet<string> = new Set(),
): string | undefined {
  if (BY_PATH.has(pathname) || extraPaths.has(pathname)) return undefined;
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
  let decoded = trimmed;
  try {
    decoded = decodeURIComponent(trimmed);
  } catch {
    /* a malformed escape is just not a page */
  }
  for (const candidate of [trimmed, trimmed.toLowerCase(), decoded.toLowerCase()]) {
    if (BY_PATH.has(candidate) || extraPaths.has(candidate)) return candidate;
  }
  return undefined;
}
