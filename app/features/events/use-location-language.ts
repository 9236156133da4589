import { useEffect } from "react";
import type { Lang } from "~/lib/i18n/lang";
import { pageUrl } from "~/lib/i18n/page-urls";
import { useDetectedLocation } from "~/lib/location/use-location";

/*
 * The language of a page that follows the visitor's location (docs/product.md §2: /rejsy-promocyjne).
 *
 * The server renders the request language (stored choice, else Polish), so crawlers and the
 * first paint get a stable page, and root.tsx does not reload this path. After hydration the
 * location resolves (the ?country=outside URL override, or the browser's geolocation when the
 * permission is already granted; no prompt). A visitor outside Poland then gets the English
 * copy, switched client-side without a reload and without storing a preference; <html lang>
 * and the document title follow. Leaving the page restores <html lang> to the server language.
 */

/** The language the page should show: English outside Poland, else the server's language. */
export function useLocationLanguage(serverLang: Lang): Lang {
  const { location, resolved } = useDetectedLocation();
  return resolved && !location.isInPoland ? "en" : serverLang;
}

/** Keeps <html lang> (and, for English, the title) in step with the language shown. */
export function useDocumentLanguage(shown: Lang, serverLang: Lang, englishTitle?: string) {
  useEffect(() => {
    if (shown === serverLang) return;
    const html = document.documentElement;
    html.lang = shown;
    // Change the text node React rendered for <title> (not document.title, which would replace
    // it), so the next page's <Meta> still updates the title normally.
    const titleText = document.head.querySelector("title")?.firstChild;
    if (englishTitle && shown === "en" && titleText?.nodeType === Node.TEXT_NODE)
      titleText.nodeValue = englishTitle;
    // Shown in English, the page is its English twin's: the canonical says so (docs/architecture.md §3).
    const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    const before = canonical?.getAttribute("href");
    if (canonical && before) {
      const url = new URL(before);
      url.pathname = pageUrl(url.pathname, shown);
      canonical.setAttribute("href", url.href);
    }
    return () => {
      html.lang = serverLang;
      if (canonical && before) canonical.setAttribute("href", before);
    };
  }, [shown, serverLang, englishTitle]);
}
