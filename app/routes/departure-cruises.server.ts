/**
 * Where departures learn about a cruise (decision 310): the cruise catalogue (features/cruises)
 * seen as the departures feature needs it (features/departures `DepartureCruise`). The two
 * features meet here, in the app layer, as docs/architecture.md §8 asks.
 */
import { BOOKING } from "~/config/site";
import { getCatalogue, isPublic } from "~/features/cruises/catalogue.server";
import { cruiseRef, type Cruise, type LocationId } from "~/features/cruises/model";
import { departuresService } from "~/features/departures/departures.server";
import { pageDepartures } from "~/features/departures/page-departures.server";
import { logger } from "~/lib/logger.server";
import { DEFAULT_WIND_LIMIT_KMH } from "~/features/departures/wind-limit.server";
import type { DepartureCruise, IsoWeekday, PageDepartures } from "~/features/departures/types";
import type { Lang } from "~/lib/i18n/lang";
import { currentSiteSettings } from "~/lib/site-data/current";
import { telHref } from "~/lib/site-data/contact-links";
// Hands the departures the notices' cancellations (decision 420).
import "./feature-services.server";

function toDepartureCruise(cruise: Cruise, published: boolean): DepartureCruise {
  const { channel, itemId } = cruise.booking;
  const refName = cruiseRef(cruise);
  const providerLink =
    channel === "provider" && itemId
      ? `${BOOKING.base}/items/${encodeURIComponent(itemId)}/?ref=${encodeURIComponent(refName)}`
      : null;
  return {
    key: cruise.key,
    location: cruise.location,
    kind: cruise.kind,
    durationMin: cruise.durationMin,
    published,
    booking: { channel, itemId },
    departures: cruise.departures
      ? { days: cruise.departures.days as IsoWeekday[], times: cruise.departures.times }
      : null,
    // The season in force: the cruise's own, or its location's (decision 350).
    season: cruise.seasonInForce,
    // A timetable departure links to the cruise's own booking action: the provider's item, a
    // phone call, or (for the enquiry form, which needs the page) the cruise's page.
    bookingAction:
      providerLink ??
      (channel === "enquiry" ? cruise.url_pl : telHref(currentSiteSettings().phone)),
    refName,
    pageUrls: { pl: cruise.url_pl, en: cruise.url_en },
  };
}

/** The cruise with this key (published: public on the site), or null for an unknown one. */
export async function departureCruise(key: string): Promise<DepartureCruise | null> {
  const catalogue = await getCatalogue();
  const cruise = catalogue.cruises.find((c) => c.key === key);
  return cruise ? toDepartureCruise(cruise, isPublic(cruise, catalogue)) : null;
}

/** Every public cruise of a location (the wind warnings look at their departures). */
export async function departureCruisesAt(location: LocationId): Promise<DepartureCruise[]> {
  const catalogue = await getCatalogue();
  return catalogue.cruises
    .filter((c) => c.location === location && isPublic(c, catalogue))
    .map((c) => toDepartureCruise(c, true));
}

/** The gust limit (km/h) the operator set for a location in the Rejsy view, else the default. */
export async function windLimitKmh(location: LocationId): Promise<number> {
  const { locations } = await getCatalogue();
  return locations[location]?.windLimitKmh ?? DEFAULT_WIND_LIMIT_KMH;
}

/** A cruise page's next departures (by its key), from the shared cache only. */
export async function pageDeparturesOf(
  key: string,
  limit: number,
  lang: Lang,
  ref?: string,
): Promise<PageDepartures | null> {
  return pageDepartures(await departureCruise(key), limit, lang, ref);
}

/** The next departures of several cruises at once (a location page's cards), by key. */
export async function pageDeparturesByKey(
  keys: readonly string[],
  limit: number,
  lang: Lang,
  ref?: string,
): Promise<Record<string, PageDepartures | null>> {
  const all = await Promise.all(keys.map((k) => pageDeparturesOf(k, limit, lang, ref)));
  return Object.fromEntries(keys.map((k, i) => [k, all[i] ?? null]));
}

/**
 * For the panel's "Rejsy" view (decision 350): per cruise key, how many departures the booking
 * provider still sells outside the season in force (the site lists none of them). Read from the
 * shared cache only; a cruise whose cache cannot be read counts 0.
 */
export async function outsideSeasonCounts(): Promise<Record<string, number>> {
  const catalogue = await getCatalogue();
  const counts = await Promise.all(
    catalogue.cruises.map(async (c) => {
      try {
        return await departuresService().outsideSeason(toDepartureCruise(c, true));
      } catch (err) {
        logger.warn(
          { key: c.key, reason: err instanceof Error ? err.message : String(err) },
          "Departures: outside-season count unavailable",
        );
        return 0;
      }
    }),
  );
  return Object.fromEntries(catalogue.cruises.map((c, i) => [c.key, counts[i]!]));
}
