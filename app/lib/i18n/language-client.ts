import {
  LANG_COOKIE_MAX_AGE,
  LANG_STORAGE_KEY,
  isLang,
  langFromCookieHeader,
  type Lang,
} from "./lang";

function readStored(): Lang | undefined {
  try {
    const v = window.localStorage.getItem(LANG_STORAGE_KEY);
    return isLang(v) ? v : undefined;
  } catch {
    return undefined;
  }
}

function writeCookie(lang: Lang) {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${LANG_STORAGE_KEY}=${lang}; Path=/; Max-Age=${LANG_COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
}

function readCookie(): Lang | undefined {
  return langFromCookieHeader(document.cookie);
}

/** Stores the choice (storage + cookie mirror). */
export function storeLanguage(lang: Lang) {
  try {
    window.localStorage.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    /* storage may be disabled; the cookie still carries the choice */
  }
  writeCookie(lang);
}

/** docs/product.md §4: choosing a language stores it and reloads the page. */
export function chooseLanguage(lang: Lang) {
  storeLanguage(lang);
  window.location.reload();
}

/**
 * Runs once after hydration. Keeps the cookie mirror in step with a choice the visitor made
 * earlier and returns it; with nothing chosen it stores nothing (PKE art. 399: only what the
 * visitor asked for; docs/architecture.md §3, issue 45 item 13) and returns undefined: the
 * server already rendered the first-visit rule from the URL and `Accept-Language`.
 */
export function syncStoredLanguage(): Lang | undefined {
  const stored = readStored() ?? readCookie();
  if (stored && (readCookie() !== stored || readStored() !== stored)) storeLanguage(stored);
  return stored;
}
