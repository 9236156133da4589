/**
 * Where an enquiry meets the cruise catalogue (decision 351): the event-booking endpoint learns
 * which keys are published cruises, and the inbox names an enquiry's cruise. The two features
 * meet here, in the app layer (docs/architecture.md §8).
 */
import { getCatalogue, getPublicCruise } from "~/features/cruises/catalogue.server";
import type { Cruise, Location } from "~/features/cruises/model";
import { createEventBookingEndpoint } from "~/features/event-booking/booking-endpoint.server";
import type { EnquiryCruise } from "~/features/event-booking/booking.server";
// An enquiry's cruise as the inbox shows it (`{key, name_pl, location}`, a deleted one too).
import type { EnquiryCruiseName } from "~/features/enquiries/types";
// The features' services each other needs (decision 420).
import "./feature-services.server";

function names(cruise: Cruise, location: Location | undefined): EnquiryCruise {
  return {
    key: cruise.key,
    name_pl: cruise.name_pl,
    name_en: cruise.name_en,
    location_pl: location?.name_pl ?? cruise.location,
    location_en: location?.name_en ?? cruise.location,
  };
}

/** A published cruise an enquiry may ask about, with its names; null for any other key. */
export async function enquiryCruise(key: string): Promise<EnquiryCruise | null> {
  const cruise = await getPublicCruise(key);
  return cruise ? names(cruise, (await getCatalogue()).locations[cruise.location]) : null;
}

/** POST /api/event-bookings, with the catalogue's published cruises. */
export const eventBookingEndpoint = createEventBookingEndpoint(enquiryCruise);

/** The inbox's names for the cruises of these keys (unknown keys are left out). */
export async function inboxCruises(
  keys: Iterable<string>,
): Promise<Map<string, EnquiryCruiseName>> {
  const wanted = new Set(keys);
  const out = new Map<string, EnquiryCruiseName>();
  if (!wanted.size) return out;
  const catalogue = await getCatalogue();
  for (const cruise of [...catalogue.cruises, ...catalogue.deleted])
    if (wanted.has(cruise.key) && !out.has(cruise.key))
      out.set(cruise.key, {
        ...names(cruise, catalogue.locations[cruise.location]),
        location: cruise.location,
      });
  return out;
}
