/**
 * schema.org `Event` of the promotional events (decisions 232 and 312): what each event's card on
 * `/rejsy-promocyjne` says, and nothing it does not. Pure: the page's loader passes the events in
 * its language and the place each location's boats start from (the locations of the cruise
 * catalogue), so this module knows no feature.
 */
import { BRAND } from "~/config/site";
import type { Lang } from "~/lib/i18n/lang";
import { pageUrl } from "~/lib/i18n/page-urls";
import { startDateOf, type ListedEvent, type PromoLocation } from "~/lib/site-data/promo-events";

/** Where an event starts: the location's start point as the page shows it, and its coordinates. */
export interface EventPlace {
  /** The start point's text ("Kładka pieszo-rowerowa między Powiślem a Pragą (Warszawa)"). */
  startPoint: string;
  lat: number | null;
  lng: number | null;
  /** The location's name in the page's language: the town of a location the operator added. */
  locality: string;
}

/** The town of one of the original three for a postal address, in the page's language. */
const LOCALITY: Record<string, Record<Lang, string>> = {
  warszawa: { pl: "Warszawa", en: "Warsaw" },
  zegrze: { pl: "Zegrze", en: "Zegrze" },
  gdansk: { pl: "Gdańsk", en: "Gdańsk" },
};

/** The `Place` of an event: the start point with its town, and its coordinates when stored. */
export function eventPlace(location: PromoLocation, place: EventPlace, lang: Lang) {
  return {
    "@type": "Place",
    name: place.startPoint,
    address: {
      "@type": "PostalAddress",
      streetAddress: place.startPoint,
      addressLocality: LOCALITY[location]?.[lang] ?? place.locality,
      addressCountry: "PL",
    },
    ...(place.lat !== null && place.lng !== null
      ? { geo: { "@type": "GeoCoordinates", latitude: place.lat, longitude: place.lng } }
      : {}),
  };
}

/**
 * One `Event` per dated event, in the language the server rendered. `startDate` is the card's
 * `<time datetime>` (the day, or the day and time with Warsaw's offset). No `endDate`, `offers`
 * or `image`: the page shows no end, gives no price ("dates and prices in the newsletter") and
 * no photo of an event, so the data would say more than the page (decision 312).
 */
export function promoEventsJsonLd(opts: {
  events: readonly ListedEvent[];
  siteUrl: string;
  lang: Lang;
  places: Record<PromoLocation, EventPlace>;
}): Array<Record<string, unknown>> {
  const { siteUrl, lang } = opts;
  const page = `${siteUrl}${pageUrl("/rejsy-promocyjne", lang)}`;
  return opts.events
    .filter((e) => e.nextDate)
    .map((e) => ({
      "@context": "https://schema.org",
      "@type": "Event",
      name: e.title,
      ...(e.description ? { description: e.description } : {}),
      startDate: startDateOf(e.nextDate!, e.time),
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      inLanguage: lang,
      url: `${page}#wydarzenie-${e.id}`,
      // An event whose location has no row any more (deleted) names no place.
      ...(opts.places[e.location]
        ? { location: eventPlace(e.location, opts.places[e.location]!, lang) }
        : {}),
      organizer: { "@type": "Organization", name: BRAND, url: `${siteUrl}/` },
    }));
}
