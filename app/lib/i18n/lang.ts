export const LANGS = ["pl", "en"] as const;
export type Lang = (typeof LANGS)[number];
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

/** Paths whose language is fixed by the URL, whatever the visitor prefers. */
export const FIXED_LANG_PATHS: Record<string, Lang> = { "/warsaw-river-cruise": "en" };

/** The language the server renders: the URL when it fixes one, else the stored choice, else Polish. */
export function resolveRequestLang(pathname: string, cookieHeader: string | null | undefined): Lang {
  return FIXED_LANG_PATHS[pathname] ?? langFromCookieHeader(cookieHeader) ?? DEFAULT_LANG;
}

/**
 * docs/product.md §4 first-visit rule: a visitor outside Poland gets English; otherwise English only
 * when the browser language starts with "en".
 */
export function firstVisitLang(opts: { isInPoland: boolean; browserLanguage: string | undefined }): Lang {
  if (!opts.isInPoland) return "en";
  return opts.browserLanguage?.toLowerCase().startsWith("en") ? "en" : "pl";
}

export function localeOf(lang: Lang): string {
  return lang === "pl" ? "pl-PL" : "en-GB";
}
