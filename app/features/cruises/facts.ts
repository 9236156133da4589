/**
 * The catalogue's facts as the values of copy placeholders (decision 410): a cruise's number of
 * people, a location's start point and the largest private boat there. Pure: the loaders fill
 * page copy with it, the components a text shared by several cruises (a card's "za łódź
 * ({upToPeople})"). The placeholder names are the scheme's (docs/decisions/410).
 */
import { CAPACITY } from "~/config/business";
import { durationFacts, peopleFacts, type Facts } from "~/lib/copy/facts";
import type { Lang } from "~/lib/i18n/lang";
import type { Cruise, Location, LocationId } from "./model";

/** `{people}`, `{upToPeople}`: how many people a cruise takes; `{minutes}`, `{duration}`: how long it lasts. */
export function cruiseFacts(cruise: Pick<Cruise, "capacity" | "durationMin">, lang: Lang): Facts {
  return { ...peopleFacts(cruise.capacity, lang), ...durationFacts(cruise.durationMin, lang) };
}

/** The most people a private cruise of `cruises` takes (the boats' usual maximum when there is none). */
export function largestPrivateBoat(
  cruises: ReadonlyArray<Pick<Cruise, "kind" | "capacity">>,
): number {
  const sizes = cruises.filter((c) => c.kind === "private").map((c) => c.capacity);
  return sizes.length ? Math.max(...sizes) : CAPACITY.privateBoat;
}

/**
 * A location's placeholders: `{startPoint}` (as the catalogue holds it, the form "Start:
 * {startPoint}" takes), and `{people}`, `{upToPeople}` of its largest private cruise.
 */
export function locationFacts(
  location: Pick<Location, "startPoint_pl" | "startPoint_en">,
  cruises: ReadonlyArray<Pick<Cruise, "kind" | "capacity">>,
  lang: Lang,
): Facts {
  return {
    startPoint: location[`startPoint_${lang}`],
    ...peopleFacts(largestPrivateBoat(cruises), lang),
  };
}

/** What `locationFacts` needs of a catalogue. */
export interface FactsCatalogue {
  cruises: ReadonlyArray<
    Pick<Cruise, "key" | "kind" | "capacity" | "durationMin" | "location" | "published">
  >;
  locations: Record<LocationId, Location>;
}

/** A location's placeholders from the catalogue: its published cruises count. */
export function locationFactsOf(catalogue: FactsCatalogue, id: LocationId, lang: Lang): Facts {
  return locationFacts(
    catalogue.locations[id],
    catalogue.cruises.filter((c) => c.location === id && c.published),
    lang,
  );
}

/** `{privatePeople}`, `{privateUpToPeople}`: the largest private boat of the whole catalogue. */
export function privateBoatFacts(catalogue: FactsCatalogue, lang: Lang): Facts {
  const open = catalogue.cruises.filter(
    (c) => c.published && catalogue.locations[c.location].status === "open",
  );
  return peopleFacts(largestPrivateBoat(open), lang, "private");
}
