/**
 * The catalogue's facts in the pages' titles and descriptions (decision 410, issue 42 item 3):
 * the head copy of a cruise or location page names a fact by a placeholder, and this fills it
 * from the catalogue the root loader reads, in the page's language, so the <title>, the meta
 * description and the social tags say what the page says. Pure; the catalogue is passed in (the
 * seo layer never imports a feature).
 */
import { fillFacts, peopleFacts, type Facts } from "~/lib/copy/facts";
import type { Lang } from "~/lib/i18n/lang";

/** What the head copy reads of the catalogue (app/features/cruises/catalogue.server.ts `Catalogue`). */
export interface PageFactsSource {
  cruises: ReadonlyArray<{
    location: string;
    kind: string;
    capacity: number;
    durationMin: number;
    published: boolean;
    url_pl: string;
  }>;
  locationList: ReadonlyArray<{
    id: string;
    status: string;
    /** One of the product's original three, whose `layout` names its page's sections and head copy. */
    spec: boolean;
    layout: string;
    url_pl: string;
    startPoint_pl: string;
    startPoint_en: string;
  }>;
  /**
   * Each location's start point as the seed has it (app/features/cruises/defaults.ts): a head text
   * naming it in a case form keeps the seed's words while the start point is the seed's.
   */
  seedStartPoints?: Readonly<Record<string, Readonly<Record<Lang, string>>>>;
  /**
   * The head copy's section of each original layout (app/content/catalogue-seed.ts
   * SEED_COPY_SECTIONS): the pages' head texts are written per original location.
   */
  copySections?: Readonly<Record<string, string>>;
}

/** The boats' usual maximum, for a location without a private cruise (CAPACITY.privateBoat). */
const USUAL_PRIVATE_BOAT = 6;

/**
 * "maksymalnie 8 osób", "maksymalnie 1 osoby" / "up to 8 people": a maximum after "dla" / "for"
 * (the genitive, as after "do").
 */
export function maxPeople(n: number, lang: Lang): string {
  if (lang === "en") return `up to ${n} ${n === 1 ? "person" : "people"}`;
  return `maksymalnie ${n} ${n === 1 ? "osoby" : "osób"}`;
}

/** "30, 60 i 90" / "30, 60 and 90": durations in minutes, ascending, each once. */
export function minutesList(minutes: readonly number[], lang: Lang): string {
  const list = [...new Set(minutes)].sort((a, b) => a - b).map(String);
  return new Intl.ListFormat(lang === "pl" ? "pl-PL" : "en-GB", { type: "conjunction" }).format(
    list,
  );
}

/** A count of people under every name a head text uses: `{people}`, `{upToPeople}`, `{maxPeople}`. */
function capacityFacts(n: number, lang: Lang): Facts {
  return { ...peopleFacts(n, lang), maxPeople: maxPeople(n, lang) };
}

type Source = PageFactsSource;
type SourceCruise = Source["cruises"][number];

function isPublic(source: Source, cruise: SourceCruise): boolean {
  return (
    cruise.published && source.locationList.find((l) => l.id === cruise.location)?.status === "open"
  );
}

/**
 * A set of cruises' facts: `{sharedMinutes}`, `{privateMinutes}` (their durations) and the
 * capacity of the largest private boat. A kind without a public cruise keeps every cruise of
 * that kind (a coming-soon location's page still names what it will offer).
 */
function cruisesFacts(all: readonly SourceCruise[], source: Source, lang: Lang): Facts {
  const shown = all.filter((c) => isPublic(source, c));
  const ofKind = (kind: string) => {
    const live = shown.filter((c) => c.kind === kind);
    return live.length ? live : all.filter((c) => c.kind === kind);
  };
  const privates = ofKind("private");
  const largest = privates.length
    ? Math.max(...privates.map((c) => c.capacity))
    : USUAL_PRIVATE_BOAT;
  const facts: Record<string, string> = { ...capacityFacts(largest, lang) };
  const shared = ofKind("shared").map((c) => c.durationMin);
  if (shared.length) facts.sharedMinutes = minutesList(shared, lang);
  if (privates.length)
    facts.privateMinutes = minutesList(
      privates.map((c) => c.durationMin),
      lang,
    );
  return facts;
}

/**
 * The facts of the page at a Polish path: a cruise page its cruise's (`{minutes}`, its
 * capacity) and its location's start point; a location page its start point and its cruises';
 * any other page the facts of every open location's cruises (home names the shared ride).
 */
export function pageFacts(source: Source, polishPath: string, lang: Lang): Facts {
  const cruise = source.cruises.find((c) => c.url_pl === polishPath);
  const locationId =
    cruise?.location ?? source.locationList.find((l) => l.url_pl === polishPath)?.id;
  const location = source.locationList.find((l) => l.id === locationId);
  if (cruise && location)
    return {
      ...capacityFacts(cruise.capacity, lang),
      minutes: String(cruise.durationMin),
      startPoint: location[`startPoint_${lang}`],
    };
  if (location)
    return {
      ...cruisesFacts(
        source.cruises.filter((c) => c.location === location.id),
        source,
        lang,
      ),
      startPoint: location[`startPoint_${lang}`],
    };
  return cruisesFacts(source.cruises, source, lang);
}

/** Whether the start point of the page's location is no longer the seed's. */
function startPointMoved(source: Source, polishPath: string, lang: Lang): boolean {
  const id =
    source.cruises.find((c) => c.url_pl === polishPath)?.location ??
    source.locationList.find((l) => l.url_pl === polishPath)?.id;
  const location = source.locationList.find((l) => l.id === id);
  const seed = id === undefined ? undefined : source.seedStartPoints?.[id]?.[lang];
  return !!location && seed !== undefined && location[`startPoint_${lang}`] !== seed;
}

/**
 * A page's head copy (app/lib/seo/pages.ts) with its placeholders filled from the catalogue: the
 * seed's words while the facts are the seed's, "Start: {startPoint}" once the start point moved.
 */
export function withPageFacts(
  copy: { title: string; description: string; descriptionMoved?: string; heading: string },
  source: Source,
  polishPath: string,
  lang: Lang,
): { title: string; description: string; heading: string } {
  const facts = pageFacts(source, polishPath, lang);
  const description =
    copy.descriptionMoved !== undefined && startPointMoved(source, polishPath, lang)
      ? copy.descriptionMoved
      : copy.description;
  return {
    title: fillFacts(copy.title, facts),
    description: fillFacts(description, facts),
    heading: fillFacts(copy.heading, facts),
  };
}
