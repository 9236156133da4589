/**
 * Where departures learn about a cruise: ONE adapter, so the cruise catalogue can replace it.
 *
 * Today it reads the static catalogue (the six cruises of docs/product.md §3, their booking
 * items from app/config/site.ts). At the merge with the cruises-as-data work (issue 33), these
 * two functions read the `cruises` table instead (booking {channel, itemId}, departures, season,
 * location, published) and nothing else in features/departures changes.
 */
import { SITE, bookingUrl } from "~/config/site";
import { CRUISE_TYPES, CRUISE_TYPE_INFO, type CruiseType } from "~/lib/prices/cruise-types";
import { currentSiteSettings } from "~/lib/site-data/current";
import { phoneDigits } from "~/lib/site-data/identifiers";
import type { DepartureCruise } from "./types";

/** The provider items of today's catalogue (app/features/cruises/catalogue.ts `action`). */
const PROVIDER_ITEMS: Partial<Record<CruiseType, { item: "ticket20" | "private90"; id: string }>> =
  {
    "20min": { item: "ticket20", id: SITE.booking.ticket20Item },
    "90min": { item: "private90", id: SITE.booking.private90Item },
  };

/** The `ref` of a cruise's links: its page's route id, as the booking buttons tag them today. */
function refNameOf(key: CruiseType): string {
  return key.startsWith("zegrze") ? "zegrze" : `cruise-${CRUISE_TYPE_INFO[key].minutes}`;
}

function fromCatalogue(key: CruiseType): DepartureCruise {
  const info = CRUISE_TYPE_INFO[key];
  const provider = PROVIDER_ITEMS[key];
  const refName = refNameOf(key);
  return {
    key,
    location: info.group,
    durationMin: info.minutes,
    published: true,
    booking: provider
      ? { channel: "provider", itemId: provider.id }
      : { channel: "phone", itemId: null },
    // The static catalogue has no timetable: the operator sets one per cruise (issue 33).
    departures: null,
    season: null,
    bookingAction: provider
      ? bookingUrl(provider.item, refName)
      : `tel:+${phoneDigits(currentSiteSettings().phone)}`,
    refName,
  };
}

/** The cruise with this key, or null for an unknown one (the API answers 404, as for an unpublished one). */
export function departureCruise(key: string): DepartureCruise | null {
  return (CRUISE_TYPES as readonly string[]).includes(key)
    ? fromCatalogue(key as CruiseType)
    : null;
}

/** Every published cruise of a location (the wind warnings look at their departures). */
export function departureCruisesAt(location: DepartureCruise["location"]): DepartureCruise[] {
  return CRUISE_TYPES.map(fromCatalogue).filter((c) => c.location === location && c.published);
}
