/**
 * What a public page shows of a catalogue cruise, in one language (decision 301): built on the
 * server from the catalogue, so the page ships no bilingual data and no editing code.
 */
import type { SceneName } from "~/components/responsive-image";
import { BOOKING } from "~/config/site";
import type { Lang } from "~/lib/i18n/lang";
import {
  SEED_CRUISE_SCENES,
  SEED_LOCATION_SCENES,
  SEED_PROPER_NAMES,
  warsawCopyOf,
  zegrzeCopyOf,
  type SeedWarsawCopyId,
  type SeedZegrzeCopyId,
} from "~/content/catalogue-seed";
import { catalogueMessages } from "./catalogue-messages";
import { fill } from "./copy";
import { cruiseFacts } from "./facts";
import { fillFacts } from "~/lib/copy/facts";
import { specCruiseGloss } from "./defaults";
import { cruiseRef, inSeason, type Cruise, type Location, type LocationId } from "./model";

export interface CruiseBooking {
  channel: "provider" | "phone" | "enquiry";
  /** The provider's booking page for the item, with the `ref` tag. */
  href: string | null;
  /** "Zapytaj o termin": the enquiry button's label. */
  enquireLabel: string;
  /**
   * The phone button's label: "Zadzwoń i zarezerwuj" (decision 351); null for the product's Warsaw
   * 30-minute cruise, whose button keeps the product's "ask for price" (the page copy's words).
   */
  phoneLabel: string | null;
}

/** A cruise card on a list page (location page, home). */
export interface CruiseCardData {
  key: string;
  location: LocationId;
  /** The `ref` tag of its booking links (`cruiseRef`). */
  ref: string;
  spec: boolean;
  kind: "shared" | "private";
  minutes: number;
  capacity: number;
  name: string;
  /** The short proper name a Warsaw list card shows ("Szaleństwo"); a new cruise's name. */
  label: string;
  /**
   * Where the written copy holds its texts (the seed's, app/content/catalogue-seed.ts): one of
   * Warsaw's four or Zegrze's two keeps its own card and page sections; null for any other.
   */
  warsawCopy: SeedWarsawCopyId | null;
  zegrzeCopy: SeedZegrzeCopyId | null;
  gloss: string;
  summary: string;
  imageAlt: string;
  image: SceneName;
  slot: `cruise.${string}`;
  url: string;
  booking: CruiseBooking;
  /** "Out of season – cruises start on 1 May." when the cruise is out of season today. */
  seasonNote: string | null;
  bookFrom: string | null;
  /** YYYY-MM-DD the season opens, when out of season (the structured data's availabilityStarts). */
  seasonOpensOn: string | null;
}

export interface CruisePageView extends CruiseCardData {
  route: string[];
  included: string[];
  excluded: string[];
  facts: Array<{ title: string; text: string }>;
  back: { to: string; label: string };
  /** Unpublished (the six original cruises keep their page): says it is not offered now. */
  notOffered: boolean;
  bookingNote: string;
  mapUrl: string | null;
  startPoint: string;
  /** The location's other public cruises, in order. */
  others: Array<{
    url: string;
    label: string;
    minutes: number;
    warsawCopy: SeedWarsawCopyId | null;
  }>;
  /** The other language's URL of this page (language buttons, hreflang). */
  alternate: string;
  labels: { notOffered: string; showOnMap: string; startTitle: string };
}

// The seed's drawings (the assignment checks each is a scene).
const SCENES: Partial<Record<string, SceneName>> = SEED_CRUISE_SCENES;
const LOCATION_SCENES: Partial<Record<LocationId, SceneName>> = SEED_LOCATION_SCENES;

/** "05-01" → "1 maja" / "1 May". */
export function monthDayLabel(md: string, lang: Lang): string {
  const [m, d] = md.split("-").map(Number) as [number, number];
  return new Intl.DateTimeFormat(lang === "pl" ? "pl-PL" : "en-GB", {
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(2024, m - 1, d)));
}

/** Today as "MM-DD" in Warsaw. */
export function warsawMonthDay(now = new Date()): string {
  const parts = new Intl.DateTimeFormat("en-GB", {
    month: "2-digit",
    day: "2-digit",
    timeZone: "Europe/Warsaw",
  }).formatToParts(now);
  const get = (t: string) => parts.find((p) => p.type === t)!.value;
  return `${get("month")}-${get("day")}`;
}

function bookingOf(cruise: Cruise, ref: string, lang: Lang): CruiseBooking {
  const { channel, itemId } = cruise.booking;
  const m = catalogueMessages[lang];
  const words = {
    enquireLabel: m.enquire,
    phoneLabel: warsawCopyOf(cruise.key) === "30" ? null : m.bookByPhone,
  };
  if (channel === "provider" && itemId)
    return {
      channel,
      href: `${BOOKING.base}/items/${encodeURIComponent(itemId)}/?ref=${encodeURIComponent(ref)}`,
      ...words,
    };
  return { channel: channel === "provider" ? "phone" : channel, href: null, ...words };
}

/** The day (YYYY-MM-DD) a season next opens, seen from `now` in Warsaw. */
export function nextSeasonStart(from: string, now = new Date()): string {
  const year = Number(
    new Intl.DateTimeFormat("en-GB", { year: "numeric", timeZone: "Europe/Warsaw" }).format(now),
  );
  return from > warsawMonthDay(now) ? `${year}-${from}` : `${year + 1}-${from}`;
}

export function cruiseCard(cruise: Cruise, lang: Lang, today = warsawMonthDay()): CruiseCardData {
  const m = catalogueMessages[lang];
  // The season in force: its own, or its location's (decision 350).
  const season = cruise.seasonInForce;
  const out = !inSeason(season, today);
  const date = season ? monthDayLabel(season.from, lang) : "";
  return {
    key: cruise.key,
    location: cruise.location,
    ref: cruiseRef(cruise),
    spec: cruise.spec,
    kind: cruise.kind,
    minutes: cruise.durationMin,
    capacity: cruise.capacity,
    name: cruise[`name_${lang}`],
    label: (warsawCopyOf(cruise.key) && SEED_PROPER_NAMES[cruise.key]) || cruise[`name_${lang}`],
    warsawCopy: warsawCopyOf(cruise.key) ?? null,
    zegrzeCopy: zegrzeCopyOf(cruise.key) ?? null,
    gloss: specCruiseGloss(cruise.key, lang),
    summary: cruise[`summary_${lang}`],
    imageAlt: cruise[`imageAlt_${lang}`],
    // An added location's cruise shows the river drawing until its photo is set.
    image: SCENES[cruise.key] ?? LOCATION_SCENES[cruise.location] ?? "vistula-day",
    slot: `cruise.${cruise.key}`,
    url: cruise[`url_${lang}`],
    booking: bookingOf(cruise, cruiseRef(cruise), lang),
    seasonNote: out ? fill(m.seasonStarts, { date }) : null,
    bookFrom: out ? fill(m.bookFrom, { date }) : null,
    seasonOpensOn: out && season ? nextSeasonStart(season.from) : null,
  };
}

export function cruisePageView(
  cruise: Cruise,
  lang: Lang,
  location: Location,
  siblings: Cruise[],
  isPublic: boolean,
): CruisePageView {
  const m = catalogueMessages[lang];
  const card = cruiseCard(cruise, lang);
  const startPoint = location[`startPoint_${lang}`];
  // The cruise's own lists may name its facts too ("Cała łódź ({upToPeople})", decision 410).
  const facts = { startPoint, ...cruiseFacts(cruise, lang) };
  const list = (items: string[]) => items.map((s) => fillFacts(s, facts));
  return {
    ...card,
    route: list(cruise[`route_${lang}`]),
    included: list(cruise[`included_${lang}`]),
    excluded: list(cruise[`excluded_${lang}`]),
    facts: [
      { title: fill(m.durationTitle, { n: cruise.durationMin }), text: m.durationText },
      cruise.kind === "private"
        ? { title: fillFacts(m.privateTitle, cruiseFacts(cruise, lang)), text: m.privateText }
        : { title: m.sharedTitle, text: fillFacts(m.sharedText, cruiseFacts(cruise, lang)) },
      { title: m.startTitle, text: startPoint },
    ],
    back: {
      to: location[`url_${lang}`],
      label:
        m.backTo[cruise.location as keyof typeof m.backTo] ??
        fill(m.backToLocation, { name: location[`name_${lang}`] }),
    },
    notOffered: !isPublic,
    bookingNote:
      card.booking.channel === "provider"
        ? m.bookingNoteProvider
        : card.booking.channel === "phone"
          ? m.bookingNotePhone
          : m.bookingNoteEnquiry,
    mapUrl: location.mapUrl,
    startPoint,
    others: siblings
      .filter((c) => c.key !== cruise.key)
      .map((c) => ({
        url: c[`url_${lang}`],
        label: c[`name_${lang}`],
        minutes: c.durationMin,
        warsawCopy: warsawCopyOf(c.key) ?? null,
      })),
    alternate: cruise[`url_${lang === "pl" ? "en" : "pl"}`],
    // The note only when it shows (the loader data is in the HTML too).
    labels: {
      notOffered: isPublic ? "" : m.notOffered,
      showOnMap: m.showOnMap,
      startTitle: m.startTitle,
    },
  };
}

/** What a location's page shows of its row, in one language (decision 400). */
export interface LocationPageView {
  id: LocationId;
  layout: Location["layout"];
  open: boolean;
  name: string;
  startPoint: string;
  mapUrl: string | null;
  /** The standard sections' words (an added location's page). */
  labels: {
    kicker: string;
    comingSoon: string;
    comingSoonText: string;
    cruisesHeading: string;
    cruisesText: string;
    seeLocations: string;
    galleryHeading: string;
    showOnMap: string;
  };
}

export function locationPageView(location: Location, lang: Lang): LocationPageView {
  const m = catalogueMessages[lang];
  const name = location[`name_${lang}`];
  const startPoint = location[`startPoint_${lang}`];
  return {
    id: location.id,
    layout: location.layout,
    open: location.status === "open",
    name,
    startPoint,
    mapUrl: location.mapUrl,
    labels: {
      kicker: fill(m.locationKicker, { name, startPoint }).toUpperCase(),
      comingSoon: m.comingSoon,
      comingSoonText: m.comingSoonText,
      cruisesHeading: m.locationCruisesHeading,
      cruisesText: m.cruisesText,
      seeLocations: m.seeLocations,
      galleryHeading: m.galleryHeading,
      showOnMap: m.showOnMap,
    },
  };
}
