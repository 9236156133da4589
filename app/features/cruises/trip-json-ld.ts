import { SITE } from "~/config/site";
import type { Lang } from "~/lib/i18n/lang";
import type { WarsawCruise } from "./catalogue";

/**
 * Structured data of a cruise detail page: a TouristTrip with an Offer. The price is the live
 * database price when the loader has it; otherwise the Offer has no price at all (never a stale
 * number from the copy).
 */
export function touristTripJsonLd(opts: {
  siteUrl: string;
  cruise: WarsawCruise;
  lang: Lang;
  name: string;
  description: string;
  route: readonly string[];
  price?: number;
}): Record<string, unknown> {
  const { siteUrl, cruise } = opts;
  const price = opts.price;
  const url = `${siteUrl}${cruise.path}`;
  return {
    "@context": "https://schema.org",
    "@type": "TouristTrip",
    name: opts.name,
    description: opts.description,
    url,
    inLanguage: opts.lang,
    touristType: cruise.kind === "ticketed" ? "Shared speedboat ride" : "Private speedboat charter",
    provider: { "@id": `${siteUrl}/#business` },
    itinerary: {
      "@type": "ItemList",
      itemListElement: opts.route.map((step, i) => ({ "@type": "ListItem", position: i + 1, name: step })),
    },
    offers: {
      "@type": "Offer",
      url,
      priceCurrency: SITE.priceRange.currency,
      ...(price !== undefined ? { price } : {}),
      availability: "https://schema.org/InStock",
      ...(cruise.kind === "private" ? { eligibleQuantity: { "@type": "QuantitativeValue", maxValue: cruise.maxPeople ?? 6, unitText: "people" } } : {}),
    },
  };
}
