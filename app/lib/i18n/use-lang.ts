import { createContext, useContext } from "react";
import type { Lang } from "./lang";
import { pageUrl } from "./page-urls";
import type { Catalogue, Translation } from "./messages";

export const LangContext = createContext<Lang>("pl");

export function useLang(): Lang {
  return useContext(LangContext);
}

/** The current language's half of a catalogue. */
export function useMessages<T>(catalogue: Catalogue<T>): Translation<T> {
  return catalogue[useLang()];
}

/**
 * `href(target)`: the URL of a page in the current language (app/lib/i18n/page-urls.ts); every
 * internal link of the public site goes through it, so English pages link to English URLs.
 */
export function usePageUrl(): (target: string) => string {
  const lang = useLang();
  return (target) => pageUrl(target, lang);
}
