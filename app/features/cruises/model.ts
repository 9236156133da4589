/**
 * The cruise catalogue's shapes (docs/architecture.md §4, rows "cruises" and "locations"; decision
 * 300). Pure: shared by the server, the admin panel and the tests.
 */
import { SEED_CRUISES } from "~/content/catalogue-seed";
import type { Lang } from "~/lib/i18n/lang";

/**
 * A location's id: the original three are seed rows (db/migrations), the operator adds
 * more (decision 400); a new one is made by the server (a-z) and never reused.
 */
export type LocationId = string;
export const LOCATION_STATUSES = ["open", "coming_soon", "hidden"] as const;
export type LocationStatus = (typeof LOCATION_STATUSES)[number];
/**
 * The sections a location's page shows (decision 400): a river with a ticketed cruise and private
 * boats, a lake's private boats with a gallery, a coming-soon offer with its open wording, or the
 * standard sections of any location the operator adds.
 */
export const LOCATION_LAYOUTS = ["river-tickets", "lake", "coming-soon", "standard"] as const;
export type LocationLayout = (typeof LOCATION_LAYOUTS)[number];
export const LOCATION_ID_PATTERN = /^[a-z]{1,40}$/;
export const CRUISE_KINDS = ["shared", "private"] as const;
export type CruiseKindId = (typeof CRUISE_KINDS)[number];
export const BOOKING_CHANNELS = ["provider", "phone", "enquiry"] as const;
export type BookingChannelId = (typeof BOOKING_CHANNELS)[number];

/** the six original cruises (the seed's): their keys are the product's `cruise_type` values; their slugs and location never change. */
export const SPEC_CRUISE_KEYS = SEED_CRUISES.map(([key]) => key);
export type SpecCruiseKey = (typeof SEED_CRUISES)[number][0];
export const isSpecCruise = (key: string): key is SpecCruiseKey =>
  (SPEC_CRUISE_KEYS as readonly string[]).includes(key);

/** The texts of a cruise, per language; for the six original cruises a stored null means the code's default. */
export const TEXT_FIELDS = ["name", "summary", "imageAlt"] as const;
export const LIST_FIELDS = ["route", "included", "excluded"] as const;
export type TextField = (typeof TEXT_FIELDS)[number];
export type ListField = (typeof LIST_FIELDS)[number];

/** A cruise as the admin API and `listCruises()` answer it (the contract's shape, plus a few keys). */
export interface Cruise {
  id: number;
  key: string;
  location: LocationId;
  kind: CruiseKindId;
  durationMin: number;
  capacity: number;
  name_pl: string;
  name_en: string;
  slug_pl: string;
  slug_en: string;
  summary_pl: string;
  summary_en: string;
  imageAlt_pl: string;
  imageAlt_en: string;
  route_pl: string[];
  route_en: string[];
  included_pl: string[];
  included_en: string[];
  excluded_pl: string[];
  excluded_en: string[];
  season: { from: string; until: string } | null;
  /**
   * The season the site obeys: the cruise's own, or else its location's (decision 350); null
   * all year. Departures, the booking button and the structured data follow it.
   */
  seasonInForce: { from: string; until: string } | null;
  departures: { days: number[]; times: string[] } | null;
  booking: { channel: BookingChannelId; itemId: string | null };
  published: boolean;
  order: number;
  /** One of the six original cruises (cannot be deleted; key, location and slugs fixed). */
  spec: boolean;
  /** The text fields (`name_pl`, …) that differ from the code's default (the six original cruises only). */
  edited: string[];
  /** Its public URLs (whether or not it is public now). */
  url_pl: string;
  url_en: string;
  updatedAt: string;
}

export interface Location {
  id: LocationId;
  status: LocationStatus;
  name_pl: string;
  name_en: string;
  slug_pl: string;
  slug_en: string;
  startPoint_pl: string;
  startPoint_en: string;
  lat: number | null;
  lng: number | null;
  windLimitKmh: number | null;
  /** The season its cruises without their own inherit (decision 350); null: all year. */
  season: { from: string; until: string } | null;
  /** A link that shows the start point on a map (derived from lat/lng). */
  mapUrl: string | null;
  order: number;
  /** One of the original three: cannot be hidden; id, names and page URLs fixed. */
  spec: boolean;
  /** The sections its page shows: the original three their own, any other location the standard ones. */
  layout: LocationLayout;
  /** Its list page (`/<slug_pl>`) and English twin (`/en/<slug_en>`; Warsaw's is `/warsaw-river-cruise`). */
  url_pl: string;
  url_en: string;
}

/** A location's page URLs from its slugs (decision 400); `pageEn` is the product's Warsaw twin outside /en/. */
export function locationUrls(
  slugPl: string,
  slugEn: string,
  pageEn: string | null,
): Record<Lang, string> {
  return { pl: `/${slugPl}`, en: pageEn ?? `/en/${slugEn}` };
}

/** A cruise's page under its location's page (`<location page>/<cruise slug>`). */
export function cruiseUrl(
  location: Pick<Location, "url_pl" | "url_en"> | undefined,
  slug: string,
  lang: Lang,
): string {
  return `${location ? location[`url_${lang}`] : ""}/${slug}`;
}

export function mapUrl(lat: number | null, lng: number | null): string | null {
  if (lat === null || lng === null) return null;
  return `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`;
}

/**
 * How a new cruise is booked until the operator says otherwise: by phone where every cruise of
 * its location is booked so (the product's Zegrze), else by an enquiry (no provider item yet).
 */
export function defaultChannelFor(
  cruisesThere: ReadonlyArray<{ booking: { channel: BookingChannelId } } | { channel: string }>,
): "phone" | "enquiry" {
  const channels = cruisesThere.map((x) => ("booking" in x ? x.booking.channel : x.channel));
  return channels.length > 0 && channels.every((ch) => ch === "phone") ? "phone" : "enquiry";
}

const KIND_LABEL: Record<Lang, Record<CruiseKindId, string>> = {
  pl: { shared: "biletowany", private: "prywatny" },
  en: { shared: "ticketed", private: "private" },
};

/**
 * A price row's label as the product names the original six (SPEC "Cruise price"): "20 min
 * Szaleństwo (biletowany)", "Zegrze 30 min Adrenalina (prywatny)"; the location is named unless
 * it is the first one (`place` null).
 */
export function priceLabel(
  cruise: Pick<Cruise, "durationMin" | "kind">,
  properName: string,
  place: string | null,
  lang: Lang,
): string {
  const prefix = place ? `${place} ` : "";
  return `${prefix}${cruise.durationMin} min ${properName} (${KIND_LABEL[lang][cruise.kind]})`;
}

/** Polish letters folded, lower case, words joined by "-", at most 60 characters. */
export function slugify(text: string): string {
  const folded = text
    .replace(/ł/g, "l")
    .replace(/Ł/g, "L")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "");
  return folded
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const TIME_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
export const MONTH_DAY_PATTERN = /^(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/;

/**
 * Whether a day ("MM-DD" of today in Warsaw) is inside a season; a season whose `until` is
 * before its `from` runs over the new year. No season: always.
 */
export function inSeason(season: Cruise["season"], today: string): boolean {
  if (!season) return true;
  const { from, until } = season;
  return from <= until ? today >= from && today <= until : today >= from || today <= until;
}

/**
 * The `ref` tag of a cruise's booking links: its page's name (the provider's reports group
 * bookings by it). The four original Warsaw cruises keep the tags they always had ("cruise-20").
 */
export function cruiseRef(cruise: Pick<Cruise, "key" | "durationMin">): string {
  return /^\d+min$/.test(cruise.key) ? `cruise-${cruise.durationMin}` : `cruise-${cruise.key}`;
}
