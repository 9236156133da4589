/**
 * The booking provider behind departures: one small interface, one module per provider
 * (fareharbor.server.ts today; a provider speaking OCTO, as Bókun does, would be one more).
 * Nothing a provider sends is trusted: a module answers only checked, bounded values.
 */

/** One departure as a provider offers it, checked and normalised. */
export interface ProviderAvailability {
  /** The provider's id of this departure (digits). */
  pk: string;
  /** Instants as ISO 8601 in UTC ("…Z"). */
  startAt: string;
  endAt: string;
  /** Seats still open, 0…MAX_SEATS. */
  capacity: number;
  /** False when the provider closed online booking for it (closed, cancelled, call to book). */
  bookable: boolean;
}

export type ProviderErrorKind = "unauthorised" | "timeout" | "unavailable" | "malformed";

/** A failed provider call; the message never carries a key. */
export class ProviderError extends Error {
  constructor(
    public kind: ProviderErrorKind,
    message: string,
  ) {
    super(message);
    this.name = "ProviderError";
  }
}

export interface DeparturesProvider {
  /** Its name in the cache's keys and the panel ("fareharbor"). */
  readonly name: string;
  /** Whether its keys are set; without them departures come from the timetable. */
  readonly configured: boolean;
  /** Every departure of an item from `startDay` through `endDay` (YYYY-MM-DD, inclusive). */
  fetchAvailabilities(
    itemId: string,
    startDay: string,
    endDay: string,
  ): Promise<ProviderAvailability[]>;
  /** The provider's booking page of one departure, tagged with `ref`. */
  bookingUrl(itemId: string, pk: string, ref: string): string;
}

/** Seats above this are not believed (a ferry has fewer); such a departure is dropped. */
export const MAX_SEATS = 1000;
/** At most this many departures per item and window are kept. */
export const MAX_AVAILABILITIES = 2000;
