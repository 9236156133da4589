import { withCopy } from "~/lib/copy/overrides.server";
import type { Lang } from "~/lib/i18n/lang";
import { pageLang } from "~/lib/i18n/page-lang.server";
import { loadPricesForPage } from "~/lib/prices/prices.server";
import type { CruisePageData } from "./components/cruise-page";
import { cruiseMessages } from "./messages";

/** The cruise pages' copy in one language, with the operator's edits (page id "cruises", decision 240). */
export function cruiseCopy(lang: Lang) {
  return withCopy("cruises", cruiseMessages[lang], lang);
}

/**
 * A cruise page's loader data: the copy in the page's language and the prices, not awaited, so
 * the page streams and they fill in (app/components/live-price.tsx).
 */
export async function cruisePageData(
  lang: Lang,
  { prices = true } = {},
): Promise<CruisePageData> {
  const pending = prices ? loadPricesForPage() : undefined;
  const copy = await cruiseCopy(lang);
  return pending ? { copy, prices: pending } : { copy };
}

/** The loader of a cruise page with prices, in the language its address and the visitor ask for. */
export function cruisePageLoader(args: {
  request: Request;
  url: URL;
}): Promise<CruisePageData> {
  return cruisePageData(pageLang(args));
}
