/**
 * Departures (docs/architecture.md §4 "departures"): what GET /api/departures/:key answers and
 * what the cruise pages show. Language-independent; the pages add the words.
 */
export const DEPARTURE_STATUSES = ["available", "few", "sold_out", "closed", "cancelled"] as const;
export type DepartureStatus = (typeof DEPARTURE_STATUSES)[number];

export interface Departure {
  /** ISO 8601 with the Warsaw offset, e.g. 2026-11-27T14:00:00+01:00. */
  start: string;
  end: string;
  /** Seats still open at the provider; null for the operator's timetable. */
  seatsLeft: number | null;
  status: DepartureStatus;
  /** The provider's page for this departure (with the `ref` tag), the cruise's own booking action, or null. */
  bookingUrl: string | null;
}

export type DepartureSource = "provider" | "timetable" | "none";

export interface DeparturesAnswer {
  key: string;
  source: DepartureSource;
  /** When the data was last fetched from the provider (ISO 8601); null for the timetable. */
  asOf: string | null;
  departures: Departure[];
}

/** A location's id (any row of the locations table, decision 400). */
export type DepartureLocation = string;

/** Monday 1 … Sunday 7, as the cruise contract's `departures.days`. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/**
 * What departures need to know about a cruise: the fields of the cruise contract row (issue 33)
 * that matter here, plus the cruise's own booking action (a link) for timetable departures.
 * At merge, the cruise catalogue in the database fills this in (cruise-source.server.ts).
 */
export interface DepartureCruise {
  key: string;
  location: DepartureLocation;
  /** A private cruise books the whole boat: its departures show as free or taken, never seats. */
  kind: "shared" | "private";
  durationMin: number;
  published: boolean;
  booking: { channel: "provider" | "phone" | "enquiry"; itemId: string | null };
  departures: { days: IsoWeekday[]; times: string[] } | null;
  /** The season in force: the cruise's own or its location's (decision 350); null all year. */
  season: { from: string; until: string } | null;
  /** The cruise's own booking action as a link (the provider's item page, or a tel: link); null for none. */
  bookingAction: string | null;
  /** The `ref` tag of booking links made for this cruise (its page's name, as today's links). */
  refName: string;
  /** The cruise's page in each language (an enquiry departure links to it). */
  pageUrls?: { pl: string; en: string };
}

/** A time a `cancelled` notice covers: from (null: already on) until its end, in ms. */
export interface CancelledWindow {
  from: number | null;
  until: number;
}

/** One departure as a page shows it: Warsaw's day and times worked out on the server. */
export interface DepartureRow {
  /** ISO 8601 with the Warsaw offset (the row's key and its `<time datetime>`). */
  start: string;
  /** YYYY-MM-DD in Warsaw. */
  day: string;
  /** "HH:MM" in Warsaw. */
  time: string;
  endTime: string;
  /** Relative to the server's today, so the browser never disagrees. */
  rel: "today" | "tomorrow" | null;
  seatsLeft: number | null;
  /** As the page shows it: a private cruise's "few" is simply free (no seat count). */
  status: DepartureStatus;
  href: string | null;
  /** How the link opens: the provider in a new tab, a phone call, or a page of this site. */
  link: "provider" | "tel" | "page" | null;
  /** In the page's language, made on the server (labels.ts): "Dziś", "pt., 28 lis". */
  dayText: string;
  /** "3 wolne miejsca", "Brak miejsc", "Zarezerwuj". */
  stateText: string;
}

/** What a cruise page's loader hands to the departures list. */
export interface PageDepartures {
  source: DepartureSource;
  /** "HH:MM" in Warsaw when the provider's data is older than a few minutes; else null. */
  asOf: string | null;
  /** YYYY-MM-DD the season opens, for a cruise outside it; else null. */
  seasonOpens: string | null;
  items: DepartureRow[];
  /** The list's heading, season line and stamp, in the page's language (labels.ts). */
  text: { heading: string; seasonOpens: string | null; asOf: string | null };
}
