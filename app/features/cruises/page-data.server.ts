import type { Lang } from "~/lib/i18n/lang";
import { pageLang } from "~/lib/i18n/page-lang.server";
import { loadPricesForPage } from "~/lib/prices/prices.server";
import type { CruisePageData } from "./components/cruise-page";
import { cruiseMessages } from "./messages";

/**
 * A cruise page's loader data: the copy in the page's language and the prices, not awaited, so
 * the page streams and they fill in (app/components/live-price.tsx).
 */
export function cruisePageData(
  lang: Lang,
  { prices = true } = {},
): CruisePageData {
  return prices
    ? { copy: cruiseMessages[lang], prices: loadPricesForPage() }
    : { copy: cruiseMessages[lang] };
}

/** The loader of a cruise page with prices, in the language its address and the visitor ask for. */
export function cruisePageLoader(args: {
  request: Request;
  url: URL;
}): CruisePageData {
  return cruisePageData(pageLang(args));
}
