/**
 * The cruise catalogue's read path (decision 300): every cruise and location row, kept in memory
 * by `dbSnapshot` (decision 269) like the other render data, so a page costs a lookup, not a
 * query, and a failing database renders the six original cruises from the code's defaults (marked degraded, so
 * the HTML micro-cache does not keep it). A write in this process drops the copy.
 */
import { getDb, schema } from "~/lib/db.server";
import { dbSnapshot } from "~/lib/db-snapshot.server";
import type { Lang } from "~/lib/i18n/lang";
import { setCataloguePages, type PageUrls } from "~/lib/i18n/page-urls";
import type { ServedPlace } from "~/lib/seo/meta";
import { setCataloguePageCopy, type PageCopy } from "~/lib/seo/page-copy.server";
import { setCatalogueSlots } from "~/lib/media/slots";
import { SEED_CRUISES, SEED_LOCATIONS } from "~/content/catalogue-seed";
import { catalogueMessages } from "./catalogue-messages";
import { fill } from "./copy";
import {
  LOCATION_START_POINTS,
  specCruiseGloss,
  specCruiseTexts,
  type CruiseTexts,
} from "./defaults";
import {
  LIST_FIELDS,
  LOCATION_LAYOUTS,
  TEXT_FIELDS,
  cruiseUrl,
  isSpecCruise,
  locationUrls,
  mapUrl,
  type BookingChannelId,
  type Cruise,
  type CruiseKindId,
  type Location,
  type LocationId,
  type LocationLayout,
} from "./model";

export type CruiseRow = typeof schema.cruises.$inferSelect;
export type LocationRow = typeof schema.locations.$inferSelect;

const COLUMN = {
  name: { pl: "namePl", en: "nameEn" },
  summary: { pl: "summaryPl", en: "summaryEn" },
  imageAlt: { pl: "imageAltPl", en: "imageAltEn" },
  route: { pl: "routePl", en: "routeEn" },
  included: { pl: "includedPl", en: "includedEn" },
  excluded: { pl: "excludedPl", en: "excludedEn" },
} as const satisfies Record<keyof CruiseTexts, Record<Lang, keyof CruiseRow>>;

/** The row's value of a text field, or the default (the six original cruises) / an empty value (a new cruise). */
function textOf(row: CruiseRow, field: keyof CruiseTexts, lang: Lang): string | string[] {
  const stored = row[COLUMN[field][lang]] as string | string[] | null;
  if (stored !== null && stored !== undefined) return stored;
  if (isSpecCruise(row.key)) return specCruiseTexts(row.key, lang)[field];
  if (field === "route" || field === "included" || field === "excluded") return [];
  // A new cruise without an English text shows the Polish one rather than nothing.
  if (lang === "en") {
    const pl = row[COLUMN[field].pl] as string | null;
    if (pl) return pl;
  }
  return "";
}

/** A row in the contract's shape, its texts resolved (defaults filled in). */
export function toCruise(row: CruiseRow, locations: Record<LocationId, Location>): Cruise {
  const location = row.location;
  const at = locations[location];
  const out = {
    id: row.id,
    key: row.key,
    location,
    kind: row.kind as CruiseKindId,
    durationMin: row.durationMin,
    capacity: row.capacity,
    slug_pl: row.slugPl,
    slug_en: row.slugEn,
    season: row.season ?? null,
    seasonInForce: row.season ?? null,
    departures: row.departures ?? null,
    booking: { channel: row.bookingChannel as BookingChannelId, itemId: row.bookingItemId },
    published: row.published,
    order: row.sortOrder,
    spec: isSpecCruise(row.key),
    edited: [] as string[],
    url_pl: cruiseUrl(at, row.slugPl, "pl"),
    url_en: cruiseUrl(at, row.slugEn, "en"),
    updatedAt: row.updatedAt.toISOString(),
  } as Cruise;
  const record = out as unknown as Record<string, unknown>;
  for (const field of [...TEXT_FIELDS, ...LIST_FIELDS])
    for (const lang of ["pl", "en"] as const) {
      const value = textOf(row, field, lang);
      record[`${field}_${lang}`] = Array.isArray(value) ? [...value] : value;
      if (out.spec && row[COLUMN[field][lang]] !== null) out.edited.push(`${field}_${lang}`);
    }
  return out;
}

export function toLocation(row: LocationRow): Location {
  const id = row.id;
  const urls = locationUrls(row.slugPl, row.slugEn, row.pageEn);
  const status = row.status === "coming_soon" || row.status === "hidden" ? row.status : "open";
  return {
    id,
    status,
    name_pl: row.namePl,
    name_en: row.nameEn,
    slug_pl: row.slugPl,
    slug_en: row.slugEn,
    startPoint_pl: row.startPointPl ?? LOCATION_START_POINTS[id]?.pl ?? "",
    startPoint_en: row.startPointEn ?? LOCATION_START_POINTS[id]?.en ?? "",
    lat: row.lat,
    lng: row.lng,
    windLimitKmh: row.windLimitKmh,
    season: row.season ?? null,
    mapUrl: mapUrl(row.lat, row.lng),
    order: row.sortOrder,
    spec: row.spec,
    layout: (LOCATION_LAYOUTS as readonly string[]).includes(row.layout)
      ? (row.layout as LocationLayout)
      : "standard",
    url_pl: urls.pl,
    url_en: urls.en,
  };
}

/** The locations by order (then id). */
export function sortLocations<T extends { order: number; id: string }>(list: T[]): T[] {
  return [...list].sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
}

export interface Catalogue {
  /** Every cruise that is not deleted, by location and order. */
  cruises: Cruise[];
  /** Deleted cruises: their URLs answer 301 to their location's page. */
  deleted: Cruise[];
  /** Earlier slugs of cruises: path → the cruise's key. */
  oldSlugs: Map<string, string>;
  locations: Record<LocationId, Location>;
  /** Every location (hidden ones included), by order. */
  locationList: Location[];
}

export function buildCatalogue(rows: CruiseRow[], locationRows: LocationRow[]): Catalogue {
  // The seed's three while the table cannot answer (a failing database renders the seed).
  const locationList = sortLocations(
    (locationRows.length ? locationRows : SEED_LOCATION_ROWS).map(toLocation),
  );
  // No prototype: a path or parameter such as "constructor" is no location.
  const locations: Record<LocationId, Location> = Object.assign(
    Object.create(null) as Record<LocationId, Location>,
    Object.fromEntries(locationList.map((loc) => [loc.id, loc])),
  );
  const rank = new Map(locationList.map((loc, i) => [loc.id, i]));
  const byOrder = (a: Cruise, b: Cruise) =>
    (rank.get(a.location) ?? 99) - (rank.get(b.location) ?? 99) || a.order - b.order || a.id - b.id;
  const live = rows
    .filter((r) => !r.deletedAt)
    .map((r) => toCruise(r, locations))
    .sort(byOrder);
  const deleted = rows.filter((r) => r.deletedAt).map((r) => toCruise(r, locations));
  const oldSlugs = new Map<string, string>();
  for (const r of rows.filter((x) => !x.deletedAt))
    for (const old of r.oldSlugs ?? [])
      oldSlugs.set(cruiseUrl(locations[r.location], old.slug, old.lang), r.key);
  // A cruise without a season of its own keeps its location's (decision 350).
  for (const cruise of [...live, ...deleted])
    cruise.seasonInForce = cruise.season ?? locations[cruise.location]?.season ?? null;
  return { cruises: live, deleted, oldSlugs, locations, locationList };
}

/** the original three locations as the seed (migrations 0013, 0018, 0019 and 0022) has them: for a failing database. */
export const SEED_LOCATION_ROWS: LocationRow[] = SEED_LOCATIONS.map(
  ([id, status, namePl, nameEn, slugPl, slugEn, pageEn, layout, lat, lng], i) => ({
    id,
    status,
    namePl,
    nameEn,
    slugPl,
    slugEn,
    pageEn,
    sortOrder: i + 1,
    spec: true,
    layout,
    startPointPl: null,
    startPointEn: null,
    lat,
    lng,
    windLimitKmh: 40,
    season: null,
    updatedAt: new Date(0),
  }),
);

/** the six original cruises as the seed has them: what a render gets while the database cannot answer. */
export const SEED_ROWS: CruiseRow[] = SEED_CRUISES.map(
  ([key, location, kind, durationMin, capacity, slug, channel, item, order], i) => ({
    id: -(i + 1),
    key,
    location,
    kind,
    durationMin,
    capacity,
    namePl: null,
    nameEn: null,
    slugPl: slug,
    slugEn: slug,
    summaryPl: null,
    summaryEn: null,
    imageAltPl: null,
    imageAltEn: null,
    routePl: null,
    routeEn: null,
    includedPl: null,
    includedEn: null,
    excludedPl: null,
    excludedEn: null,
    season: null,
    departures: null,
    bookingChannel: channel,
    bookingItemId: item,
    published: true,
    sortOrder: order,
    oldSlugs: [],
    createdAt: new Date(0),
    updatedAt: new Date(0),
    deletedAt: null,
  }),
);

const FALLBACK = buildCatalogue(SEED_ROWS, []);

/** Whether a cruise is on the site: published, not deleted, and its location open. */
export function isPublic(cruise: Cruise, catalogue: Catalogue): boolean {
  return cruise.published && catalogue.locations[cruise.location]?.status === "open";
}

/** Whether a location's page is on the site: open or coming soon, not hidden (decision 400). */
export function isLocationShown(location: Location | undefined): location is Location {
  return !!location && location.status !== "hidden";
}

/**
 * The cruise pages for the table of URLs (app/lib/i18n/page-urls.ts): every public cruise, and
 * the six original cruises always (noindex while not public); the four original Warsaw cruises are in the static table too.
 */
function cataloguePages(catalogue: Catalogue): PageUrls[] {
  const locationPages = catalogue.locationList
    .filter(isLocationShown)
    .map((loc) => ({ pl: loc.url_pl, en: loc.url_en, location: loc.id }));
  return [...locationPages, ...cruisePages(catalogue)];
}

function cruisePages(catalogue: Catalogue): PageUrls[] {
  return catalogue.cruises
    .filter((c) => isPublic(c, catalogue) || c.spec)
    .map((c) => ({
      pl: c.url_pl,
      en: c.url_en,
      location: c.location,
      ...(isPublic(c, catalogue) ? {} : { noindex: true }),
    }));
}

const BRAND = " | RIB Warsaw";

/** Up to 160 characters, cut at a word. */
function shorten(text: string, max = 160): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${space > 80 ? cut.slice(0, space) : cut}…`;
}

/** Title, description and heading of each catalogue page (the four original Warsaw cruises keep the static table's). */
function cataloguePageCopy(catalogue: Catalogue): Map<string, Record<Lang, PageCopy>> {
  const out = new Map<string, Record<Lang, PageCopy>>();
  // The original six have written ones (app/lib/seo/pages.ts); Gdańsk's page has its wording
  // for its status from the root loader (app/content/gdansk.ts, decision 302).
  for (const c of catalogue.cruises.filter((x) => !x.spec)) {
    // A Polish proper name has an English gloss, so the two titles of a pair differ.
    const gloss = (lang: Lang) => specCruiseGloss(c.key, lang);
    const copy = (lang: Lang): PageCopy => ({
      title: `${c[`name_${lang}`]}${gloss(lang) ? ` (${gloss(lang)})` : ""}${BRAND}`,
      description: shorten(c[`summary_${lang}`] || c[`name_${lang}`]),
      heading: c[`name_${lang}`],
    });
    out.set(c.url_pl, { pl: copy("pl"), en: copy("en") });
  }
  // A location the operator added: its page named from its row, in its status's wording.
  for (const loc of catalogue.locationList.filter((l) => !l.spec && isLocationShown(l)))
    out.set(loc.url_pl, { pl: locationPageCopy(loc, "pl"), en: locationPageCopy(loc, "en") });
  return out;
}

/** Title, description and heading of an added location's page (decision 400). */
export function locationPageCopy(loc: Location, lang: Lang): PageCopy {
  const m = catalogueMessages[lang];
  const soon = loc.status !== "open";
  const vars = { name: loc[`name_${lang}`], startPoint: loc[`startPoint_${lang}`] };
  const heading = fill(soon ? m.locationHeadingSoon : m.locationHeading, vars);
  return {
    title: `${heading}${BRAND}`,
    description: shorten(fill(soon ? m.locationDescriptionSoon : m.locationDescription, vars)),
    heading,
  };
}

/** Hands the catalogue's pages, their head copy and the added cruises' photo slots to the shared tables. */
function publish(catalogue: Catalogue) {
  setCataloguePages(cataloguePages(catalogue));
  setCataloguePageCopy(cataloguePageCopy(catalogue));
  setCatalogueSlots([
    // An added location's hero, home card and gallery (decision 400).
    ...catalogue.locationList
      .filter((l) => !l.spec)
      .flatMap((l) =>
        (["hero", "card", "gallery"] as const).map((kind) => ({
          slot: `${kind}.${l.id}`,
          minWidth: kind === "card" ? 800 : kind === "hero" ? 1600 : 1200,
          ...(kind === "gallery" ? { gallery: true } : {}),
          label: {
            pl: fill(catalogueMessages.pl.slotLabels[kind], { name: l.name_pl }),
            en: fill(catalogueMessages.en.slotLabels[kind], { name: l.name_en }),
          },
        })),
      ),
    ...catalogue.cruises
      .filter((c) => !c.spec)
      .map((c) => ({
        slot: `cruise.${c.key}`,
        minWidth: 1200,
        label: { pl: `Rejs: ${c.name_pl}`, en: `Cruise: ${c.name_en}` },
      })),
  ]);
}

const kept = dbSnapshot<Catalogue>({
  name: "Cruise catalogue",
  fallback: FALLBACK,
  load: async () => {
    const db = getDb();
    const [rows, locationRows] = await Promise.all([
      db.select().from(schema.cruises),
      db.select().from(schema.locations),
    ]);
    const catalogue = buildCatalogue(rows, locationRows);
    publish(catalogue);
    return catalogue;
  },
});
publish(FALLBACK);

/** The whole catalogue (kept copy; see the module comment). */
export function getCatalogue(): Promise<Catalogue> {
  return kept.get();
}

/**
 * The shown location whose page has these sections (the product's three each have their own layout;
 * decision 400), if any: the copy written for those sections is filled with its facts.
 */
export function locationWithLayout(
  catalogue: Pick<Catalogue, "locationList">,
  layout: LocationLayout,
): Location | undefined {
  return catalogue.locationList.find((l) => l.layout === layout && isLocationShown(l));
}

/**
 * Whether the coming-soon location (the product's Gdańsk) is open now (decision 302): the texts that
 * mention it pick their wording by it (app/lib/copy/open-wording.ts).
 */
export async function isComingSoonLocationOpen(): Promise<boolean> {
  return locationWithLayout(await getCatalogue(), "coming-soon")?.status === "open";
}

/**
 * Whether a location is open (decision 302): a coming-soon location's cruises are not public, and
 * the texts about Gdańsk pick their wording by it (app/lib/copy/open-wording.ts).
 */
export async function isLocationOpen(id: LocationId): Promise<boolean> {
  return (await getCatalogue()).locations[id]?.status === "open";
}

/** A location's public cruises as home's cards list them: name, page, price key and size. */
export function homeCruisesOf(catalogue: Catalogue, location: string, lang: Lang) {
  return catalogue.cruises
    .filter((c) => c.location === location && isPublic(c, catalogue))
    .map((c) => ({
      key: c.key,
      name: c[`name_${lang}`],
      url: c[`url_${lang}`],
      kind: c.kind,
      capacity: c.capacity,
    }));
}

/**
 * The open locations the operator added (decision 400), as the home page's cards and the
 * menu's and footer's entries show them, in one language (the original three have their own).
 */
export function addedLocationCards(catalogue: Catalogue, lang: Lang) {
  const m = catalogueMessages[lang];
  return catalogue.locationList
    .filter((l) => !l.spec && l.status === "open")
    .map((l) => ({
      id: l.id,
      name: l[`name_${lang}`],
      label: fill(m.locationHeading, { name: l[`name_${lang}`] }),
      startPoint: `${m.startTitle}: ${l[`startPoint_${lang}`]}`,
      url: l[`url_${lang}`],
      link: m.seeCruises,
      cruises: homeCruisesOf(catalogue, l.id, lang),
    }));
}

/**
 * The locations the site lists, by order (decision 400): the product's three while not hidden
 * (Gdańsk also while coming soon), an added one while it is open. The menu, the contact page's
 * start points and the business's served areas (its JSON-LD) name these.
 */
export function listedLocations(catalogue: Catalogue): Location[] {
  return catalogue.locationList.filter(
    (l) => isLocationShown(l) && (l.spec || l.status === "open"),
  );
}

/**
 * The business's served places for its JSON-LD (app/lib/seo/meta.ts): the listed locations'
 * names and coordinates, the first (the product's Warsaw) its main one.
 */
export function servedPlacesOf(catalogue: Catalogue): ServedPlace[] {
  return listedLocations(catalogue).map((l) => ({ name: l.name_pl, lat: l.lat, lng: l.lng }));
}

/**
 * The location pages' menu entries in one language, by order (decision 400): the product's three
 * always (Gdańsk also while coming soon), labelled with their layout's words; an added location
 * while it is open, labelled from its row.
 */
export function menuLocationsOf(
  catalogue: Catalogue,
  lang: Lang,
  labels: Partial<Record<LocationLayout, string>>,
) {
  const m = catalogueMessages[lang];
  return listedLocations(catalogue).map((l) => ({
    id: l.id,
    url: l[`url_${lang}`],
    urlPl: l.url_pl,
    label: labels[l.layout] ?? fill(m.locationHeading, { name: l[`name_${lang}`] }),
    added: !l.spec,
  }));
}

/** Drops the kept copy after a write in this process. */
export function invalidateCruises(): void {
  kept.invalidate();
}

/** Every cruise that is not deleted, by location and order, in the contract's shape (for issue 35's departures). */
export async function listCruises(): Promise<Cruise[]> {
  return (await getCatalogue()).cruises;
}

/** A cruise the public may see (published, location open), or null: for the departures work. */
export async function getPublicCruise(key: string): Promise<Cruise | null> {
  const catalogue = await getCatalogue();
  const cruise = catalogue.cruises.find((c) => c.key === key);
  return cruise && isPublic(cruise, catalogue) ? cruise : null;
}

/** Every location, hidden ones included, by order. */
export async function listLocations(): Promise<Location[]> {
  return (await getCatalogue()).locationList;
}

/** The shown (open or coming-soon) location whose page or English twin is this path, if any. */
export function resolveLocationPath(catalogue: Catalogue, path: string): Location | undefined {
  return catalogue.locationList.find(
    (l) => isLocationShown(l) && (l.url_pl === path || l.url_en === path),
  );
}

/** What a path under a location page is: a cruise page, a redirect (old slug, deleted cruise), or nothing. */
export type CruisePathHit =
  | { kind: "cruise"; cruise: Cruise; lang: Lang; public: boolean }
  | { kind: "redirect"; to: string }
  | { kind: "none" };

export function resolveCruisePath(catalogue: Catalogue, path: string): CruisePathHit {
  const exact = resolveExactCruisePath(catalogue, path);
  if (exact.kind !== "none") return exact;
  // Another spelling (letter case, trailing slash, percent-encoding): one 301 straight to the
  // cruise's current page, whether the path spelled its current or an old slug (issue 41).
  const spelled = cruisePathSpelling(path);
  if (spelled === path) return exact;
  const hit = resolveExactCruisePath(catalogue, spelled);
  if (hit.kind === "redirect") return hit;
  if (hit.kind === "cruise" && (hit.public || hit.cruise.spec))
    return { kind: "redirect", to: hit.cruise[`url_${hit.lang}`] };
  return { kind: "none" };
}

/** A cruise path as its pages spell it: decoded, lower case, no trailing slash. */
function cruisePathSpelling(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    /* a malformed escape is no cruise's path */
  }
  return decoded
    .toLowerCase()
    .replace(/\/{2,}/g, "/")
    .replace(/(.)\/+$/, "$1");
}

function resolveExactCruisePath(catalogue: Catalogue, path: string): CruisePathHit {
  for (const cruise of catalogue.cruises)
    for (const lang of ["pl", "en"] as const)
      if (cruise[`url_${lang}`] === path)
        return { kind: "cruise", cruise, lang, public: isPublic(cruise, catalogue) };
  const renamed = catalogue.oldSlugs.get(path);
  if (renamed) {
    const cruise = catalogue.cruises.find((c) => c.key === renamed)!;
    const lang = path.startsWith("/en/") || path.startsWith("/warsaw-river-cruise/") ? "en" : "pl";
    return { kind: "redirect", to: cruise[`url_${lang}`] };
  }
  for (const cruise of catalogue.deleted)
    for (const lang of ["pl", "en"] as const)
      if (cruise[`url_${lang}`] === path)
        return {
          kind: "redirect",
          to: catalogue.locations[cruise.location]?.[`url_${lang}`] ?? "/",
        };
  return { kind: "none" };
}
