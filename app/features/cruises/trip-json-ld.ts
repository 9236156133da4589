import { PRICE_RANGE } from "~/config/site";
import type { Lang } from "~/lib/i18n/lang";
import { pageUrl } from "~/lib/i18n/page-urls";
import type { Cruise } from "./model";

/** What a TouristTrip needs to know of a cruise, Warsaw or Zegrze. */
export interface TripFacts {
  /** The page that describes the trip (its Polish path; the URL follows `lang`). */
  page: string;
  /** A fragment on that page, for a trip that shares its page with others. */
  anchor?: string;
  kind: "ticketed" | "private";
  maxPeople?: number;
  /** Booked by phone: the page shows the price next to "ask for price", so the Offer is not InStock. */
  byPhone: boolean;
}

/** Who a trip is for (`touristType`), in each language. */
const TOURIST_TYPES: Record<Lang, Record<TripFacts["kind"], string[]>> = {
  pl: {
    ticketed: ["Turyści", "Rodziny"],
    private: ["Grupy przyjaciół", "Pary", "Wieczory panieńskie i kawalerskie", "Firmy"],
  },
  en: {
    ticketed: ["Tourists", "Families"],
    private: ["Groups of friends", "Couples", "Hen and stag parties", "Companies"],
  },
};

/**
 * Structured data of a cruise: a TouristTrip (schema.org defines no inLanguage for it: none is
 * given) with an Offer. The price is the live database price when the loader has it; otherwise
 * the Offer has no price at all (never a stale number from the copy). A trip booked by phone
 * says what its page says: the price, "ask for price", and no availability claim.
 */
export function touristTripJsonLd(opts: {
  siteUrl: string;
  trip: TripFacts;
  lang: Lang;
  name: string;
  description: string;
  route: readonly string[];
  price?: number;
  /** "Zapytaj o cenę" / "Ask for a price", for a trip booked by phone. */
  askForPrice: string;
  /** Leave the Offer out (a list page, whose prices stream after the head). */
  withOffer?: boolean;
  /**
   * Out of season: the day (YYYY-MM-DD) the season opens. The Offer then claims no
   * availability, only when it starts (decision 350).
   */
  opensOn?: string | null;
}): Record<string, unknown> {
  const { siteUrl, trip } = opts;
  const price = opts.price;
  const url = `${siteUrl}${pageUrl(trip.page, opts.lang)}${trip.anchor ? `#${trip.anchor}` : ""}`;
  const offer = {
    "@type": "Offer",
    url,
    priceCurrency: PRICE_RANGE.currency,
    ...(price !== undefined ? { price } : {}),
    ...(trip.byPhone ? { description: opts.askForPrice } : {}),
    ...(opts.opensOn
      ? { availabilityStarts: opts.opensOn }
      : trip.byPhone
        ? {}
        : { availability: "https://schema.org/InStock" }),
    ...(trip.kind === "private"
      ? {
          eligibleQuantity: {
            "@type": "QuantitativeValue",
            maxValue: trip.maxPeople ?? 6,
            unitText: "people",
          },
        }
      : {}),
  };
  return {
    "@context": "https://schema.org",
    "@type": "TouristTrip",
    name: opts.name,
    description: opts.description,
    url,
    // The audience (schema.org: who the trip is for), not a description of the trip, in the
    // page's language.
    touristType: TOURIST_TYPES[opts.lang][trip.kind],
    provider: { "@id": `${siteUrl}/#business` },
    itinerary: {
      "@type": "ItemList",
      itemListElement: opts.route.map((step, i) => ({
        "@type": "ListItem",
        position: i + 1,
        name: step,
      })),
    },
    ...(opts.withOffer === false ? {} : { offers: offer }),
  };
}

/**
 * A catalogue cruise's trip facts, from its row: its page in the language, shared or private,
 * its capacity, and booked by phone unless through the provider's item (an enquiry has no
 * live availability either).
 */
export function tripFactsOf(
  cruise: Pick<Cruise, "url_pl" | "url_en" | "kind" | "capacity" | "booking">,
  lang: Lang,
): TripFacts {
  return {
    page: cruise[`url_${lang}`],
    kind: cruise.kind === "shared" ? "ticketed" : "private",
    maxPeople: cruise.capacity,
    // A provider's cruise without its item is booked by phone (as its button is).
    byPhone: !(cruise.booking.channel === "provider" && cruise.booking.itemId),
  };
}

/**
 * Home › the location's page › the cruise: the trail of a cruise's page, in the page's language
 * (`listPage` and `page`: the two pages' paths, in either language).
 */
export function cruiseBreadcrumbJsonLd(opts: {
  siteUrl: string;
  lang: Lang;
  homeName: string;
  listName: string;
  listPage: string;
  name: string;
  page: string;
}) {
  const { siteUrl, lang } = opts;
  const items: Array<[string, string]> = [
    [opts.homeName, pageUrl("/", lang)],
    [opts.listName, pageUrl(opts.listPage, lang)],
    [opts.name, pageUrl(opts.page, lang)],
  ];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map(([name, path], i) => ({
      "@type": "ListItem",
      position: i + 1,
      name,
      item: `${siteUrl}${path === "/" ? "/" : path}`,
    })),
  };
}
