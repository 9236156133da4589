import type { Lang } from "~/lib/i18n/lang";
import { polishPathOf } from "~/lib/i18n/page-urls";
import { withPageFacts, type PageFactsSource } from "./page-facts";
import { pageMessages, type PageKey } from "./pages";

export interface PageCopy {
  title: string;
  description: string;
  heading: string;
}

/**
 * Which catalogue entry describes each public page, by its Polish path (app/lib/i18n/page-urls.ts).
 * The original locations' pages are not here: their rows name them (`pageKeyForPath`).
 */
const KEY_BY_PATH: Record<string, PageKey> = {
  "/": "home",
  "/rejsy-wisla-warszawa/20-min": "cruise20",
  "/rejsy-wisla-warszawa/30-min": "cruise30",
  "/rejsy-wisla-warszawa/60-min": "cruise60",
  "/rejsy-wisla-warszawa/90-min": "cruise90",
  "/rejsy-zegrze/30-min": "zegrzeCruise30",
  "/rejsy-zegrze/60-min": "zegrzeCruise60",
  "/atrakcje-warszawa": "attractions",
  "/motorowka-bez-patentu": "rental",
  "/eventy-nad-wisla": "events",
  "/wieczor-panienski": "bachelorette",
  "/wieczor-kawalerski": "bachelor",
  "/rejsy-firmowe": "corporate",
  "/rejsy-promocyjne": "promotions",
  "/bony-podarunkowe": "giftVouchers",
  "/bony-podarunkowe/dziekujemy": "giftVoucherThanks",
  "/bony-podarunkowe/sprawdz": "giftVoucherCheck",
  "/qr": "linkHub",
  "/regulamin": "terms",
  "/polityka-prywatnosci": "privacy",
  "/contact": "contact",
  "/newsletter/wypisano": "unsubscribed",
};

/** An original location's page: its head copy is the section its row's layout names (decision 400). */
function locationPageKey(path: string, catalogue: PageFactsSource): PageKey | undefined {
  const layout = catalogue.locationList.find((l) => l.spec && l.url_pl === path)?.layout;
  const section = layout === undefined ? undefined : catalogue.copySections?.[layout];
  return section !== undefined && Object.prototype.hasOwnProperty.call(pageMessages.pl, section)
    ? (section as PageKey)
    : undefined;
}

/** The page's key for any of its URLs (Polish, English twin, alias); "notFound" for any other path. */
export function pageKeyForPath(pathname: string, catalogue: PageFactsSource): PageKey {
  const path = polishPathOf(pathname);
  return KEY_BY_PATH[path] ?? locationPageKey(path, catalogue) ?? "notFound";
}

let catalogueCopy = new Map<string, Record<Lang, PageCopy>>();

/**
 * Title, description and heading of the catalogue's cruise pages, by Polish path (decision
 * 301): set by the cruise catalogue's read path with the table of URLs.
 */
export function setCataloguePageCopy(copy: Map<string, Record<Lang, PageCopy>>): void {
  catalogueCopy = copy;
}

/**
 * Title, description and heading of the page at this path, in one language, its facts
 * (capacity, durations, start point) filled from the catalogue (decision 410). Sent with the
 * root loader's data, so the bilingual catalogue never ships to the browser.
 */
export function pageCopyFor(pathname: string, lang: Lang, catalogue: PageFactsSource): PageCopy {
  const path = polishPathOf(pathname);
  // The catalogue's pages, and a location page whose wording follows its status (Gdańsk opened).
  const fromCatalogue = catalogueCopy.get(path);
  if (fromCatalogue) return fromCatalogue[lang];
  return withPageFacts(pageMessages[lang][pageKeyForPath(path, catalogue)], catalogue, path, lang);
}
