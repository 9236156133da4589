import type { Lang } from "~/lib/i18n/lang";
import { loadPricesForPage } from "~/lib/prices/prices.server";
import type { CruisePageData } from "./components/cruise-page";
import { cruiseMessages } from "./messages";

/**
 * A cruise page's loader data: the copy in the page's language and the prices, not awaited, so
 * the page streams and they fill in (app/components/live-price.tsx).
 */
export function cruisePageData(lang: Lang, { prices = true } = {}): CruisePageData {
  return prices ? { copy: cruiseMessages[lang], prices: loadPricesForPage() } : { copy: cruiseMessages[lang] };
}
