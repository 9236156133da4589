import { fixedLangOf } from "./page-urls";

export const LANGS = ["pl", "en"] as const;
export type Lang = (typeof LANGS)[number];
/** page-urls.ts spells the union out (it may not import this module): compiling fails if they differ. */
type PageUrlsLang = NonNullable<ReturnType<typeof fixedLangOf>>;
const _sameLang: [Lang, PageUrlsLang] extends [PageUrlsLang, Lang] ? true : never = true;
export const DEFAULT_LANG: Lang = "pl";
/** Browser storage key (docs/product.md §4); the same name is used for the mirrored cookie. */
export const LANG_STORAGE_KEY = "preferred-language";
export const LANG_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

export function isLang(value: unknown): value is Lang {
  return value === "pl" || value === "en";
}

/** Reads the preferred-language cookie from a Cookie header. */
export function langFromCookieHeader(header: string | null | undefined): Lang | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [k, v] = part.trim().split("=");
    if (k === LANG_STORAGE_KEY && isLang(v)) return v;
  }
  return undefined;
}

/**
 * The browser's primary language from an Accept-Language header: the entry with the highest
 * q (the first one among equals), as `navigator.language` is the first of the visitor's list.
 */
export function primaryLanguage(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  let best: { tag: string; q: number } | undefined;
  for (const part of header.split(",")) {
    const [rawTag, ...params] = part.trim().split(";");
    const tag = rawTag.trim().toLowerCase();
    if (!tag || tag === "*") continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { tag, q };
  }
  return best?.tag;
}

/**
 * The language the server renders (docs/architecture.md §3): the URL when it fixes one (the
 * English twins, app/lib/i18n/page-urls.ts), else
 * the stored choice (cookie), else the first-visit rule applied to Accept-Language (en* gives
 * English, anything else Polish), else Polish (clients that send no header, which is what
 * search engine crawlers do). Never the User-Agent (issue 31, finding 6; decision 281): a
 * crawler gets what any request with the same headers gets, so `Vary: Cookie, Accept-Language`
 * names everything the answer depends on.
 */
export function resolveRequestLang(
  pathname: string,
  cookieHeader: string | null | undefined,
  acceptLanguage?: string | null,
): Lang {
  const fromHeader = primaryLanguage(acceptLanguage)?.startsWith("en");
  return (
    fixedLangOf(pathname) ??
    langFromCookieHeader(cookieHeader) ??
    (fromHeader ? "en" : DEFAULT_LANG)
  );
}

/** Whether the language a path is rendered in depends on the request (cookie, Accept-Language). */
export function langVariesByRequest(pathname: string): boolean {
  return !fixedLangOf(pathname);
}

/**
 * docs/product.md §4 first-visit rule: a visitor outside Poland gets English; otherwise English only
 * when the browser language starts with "en".
 */
export function firstVisitLang(opts: {
  isInPoland: boolean;
  browserLanguage: string | undefined;
}): Lang {
  if (!opts.isInPoland) return "en";
  return opts.browserLanguage?.toLowerCase().startsWith("en") ? "en" : "pl";
}

export function localeOf(lang: Lang): string {
  return lang === "pl" ? "pl-PL" : "en-GB";
}
