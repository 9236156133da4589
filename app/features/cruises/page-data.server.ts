import { withCopy } from "~/lib/copy/overrides.server";
import { getEnv } from "~/lib/env.server";
import type { Lang } from "~/lib/i18n/lang";
import { pageLang } from "~/lib/i18n/page-lang.server";
import { loadPricesForPage } from "~/lib/prices/prices.server";
import type { CruisePageData } from "./components/cruise-page";
import { cruiseMessages } from "./messages";
import { listTripsJsonLd } from "./trip-json-ld";

/** The cruise pages' copy in one language, with the operator's edits (page id "cruises", decision 240). */
export function cruiseCopy(lang: Lang) {
  return withCopy("cruises", cruiseMessages[lang], lang);
}

/**
 * A cruise page's loader data: the copy in the page's language and the prices, not awaited, so
 * the page streams and they fill in (app/components/live-price.tsx).
 */
export async function cruisePageData(lang: Lang, { prices = true } = {}): Promise<CruisePageData> {
  const pending = prices ? loadPricesForPage() : undefined;
  const copy = await cruiseCopy(lang);
  return pending ? { copy, prices: pending } : { copy };
}

/**
 * The loader of a cruise list page (Warsaw, Zegrze), in the language its address and the
 * visitor ask for: its data with prices and a TouristTrip for every cruise
 * it shows (docs/architecture.md §3), built on the server.
 */
export async function cruiseListLoader(
  args: { request: Request; url: URL },
  which: "warszawa" | "zegrze",
) {
  const lang = pageLang(args);
  const data = await cruisePageData(lang);
  const jsonLd = listTripsJsonLd(getEnv().PUBLIC_SITE_URL, lang, data.copy, which);
  return { ...data, jsonLd };
}
