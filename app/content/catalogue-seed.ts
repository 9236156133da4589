/**
 * The product's three locations and six cruises as the seed has them (migrations 0013, 0018, 0019 and 0022): what
 * a render shows while the database cannot answer (app/features/cruises/catalogue.server.ts).
 * Data, not code: no page branches on these ids (decision 400).
 */

/** id, status, names, slugs, English page outside /en/, layout, lat, lng; in the seed's order. */
export const SEED_LOCATIONS = [
  [
    "warszawa",
    "open",
    "Warszawa",
    "Warsaw",
    "rejsy-wisla-warszawa",
    "warsaw-river-cruise",
    "/warsaw-river-cruise",
    "river-tickets",
    52.2369,
    21.0305,
  ],
  [
    "zegrze",
    "open",
    "Zegrze",
    "Zegrze",
    "rejsy-zegrze",
    "zegrze-lake-cruises",
    null,
    "lake",
    52.4602,
    21.0301,
  ],
  [
    "gdansk",
    "coming_soon",
    "Gdańsk",
    "Gdańsk",
    "rejsy-gdansk",
    "gdansk-cruises",
    null,
    "coming-soon",
    54.3479,
    18.6581,
  ],
] as const;

/** key, location, kind, minutes, capacity, slug, booking channel, provider item, order. */
export const SEED_CRUISES = [
  ["20min", "warszawa", "shared", 20, 12, "20-min", "provider", "623503", 1],
  ["30min", "warszawa", "private", 30, 6, "30-min", "phone", null, 2],
  ["60min", "warszawa", "private", 60, 6, "60-min", "phone", null, 3],
  ["90min", "warszawa", "private", 90, 6, "90-min", "provider", "660032", 4],
  ["zegrze_30min", "zegrze", "private", 30, 6, "30-min", "phone", null, 1],
  ["zegrze_60min", "zegrze", "private", 60, 6, "60-min", "phone", null, 2],
] as const;

/**
 * The proper names of the product's six cruises, by key: the price rows' labels name them (SPEC
 * "Cruise price": "20 min Szaleństwo (ticketed)", "Zegrze 30 min Adrenalina (private)").
 */
export const SEED_PROPER_NAMES: Record<string, string> = {
  "20min": "Szaleństwo",
  "30min": "Gruba Kaśka",
  "60min": "Rwąca rzeka",
  "90min": "Maksimum",
  zegrze_30min: "Adrenalina",
  zegrze_60min: "Prawdziwa wyprawa",
};

/** The booking links' `ref` tags of the original three pages, as they always were (decision 400). */
export const SEED_LOCATION_REFS: Record<string, { pl: string; en: string }> = {
  warszawa: { pl: "warsaw-cruises", en: "warsaw-river-cruise" },
  zegrze: { pl: "zegrze", en: "zegrze-lake-cruises" },
  gdansk: { pl: "gdansk", en: "gdansk-cruises" },
};

/**
 * Where the written copy (app/features/cruises/messages.ts) holds the default texts of the product's
 * six cruises, by key: Warsaw's cruise sections and Zegrze's cards. A cruise the operator adds
 * has its texts in its row.
 */
export const SEED_WARSAW_COPY = {
  "20min": "20",
  "30min": "30",
  "60min": "60",
  "90min": "90",
} as const;
export const SEED_ZEGRZE_COPY = { zegrze_30min: "zegrze30", zegrze_60min: "zegrze60" } as const;
export type SeedWarsawCopyId = (typeof SEED_WARSAW_COPY)[keyof typeof SEED_WARSAW_COPY];
export type SeedZegrzeCopyId = (typeof SEED_ZEGRZE_COPY)[keyof typeof SEED_ZEGRZE_COPY];

/** A map's own entry (never one of Object's prototype, "constructor" is no key). */
function entryOf<M extends Record<string, string>>(map: M, key: string): M[keyof M] | undefined {
  return Object.prototype.hasOwnProperty.call(map, key) ? map[key as keyof M] : undefined;
}

/** Where Warsaw's written copy holds a cruise's texts, by key; undefined for any other cruise. */
export const warsawCopyOf = (key: string): SeedWarsawCopyId | undefined =>
  entryOf(SEED_WARSAW_COPY, key);
/** Where Zegrze's written copy holds a cruise's texts, by key; undefined for any other cruise. */
export const zegrzeCopyOf = (key: string): SeedZegrzeCopyId | undefined =>
  entryOf(SEED_ZEGRZE_COPY, key);

/**
 * The drawing (app/components/responsive-image.tsx scenes) each of the six shows until the
 * operator puts a photo in its slot (`cruise.<key>`), by key; a cruise the operator adds shows
 * its location's drawing.
 */
export const SEED_CRUISE_SCENES = {
  "20min": "warszawa-dusk",
  "30min": "warszawa-golden",
  "60min": "vistula-day",
  "90min": "warszawa-night",
  zegrze_30min: "zegrze-wake",
  zegrze_60min: "zegrze-day",
} as const;
export const SEED_LOCATION_SCENES = {
  warszawa: "warszawa-golden",
  zegrze: "zegrze-day",
  gdansk: "gdansk-crane",
} as const;

/**
 * The written copy's section of each original layout: home's cards, "why choose", start points
 * and the location pages' head copy are written per original location and named so
 * (app/content/home.ts, app/lib/seo/pages.ts); a location's row names its layout. A location the
 * operator adds has the standard layout and the texts written for any location.
 */
export const SEED_COPY_SECTIONS = {
  "river-tickets": "warszawa",
  lake: "zegrze",
  "coming-soon": "gdansk",
} as const;
export type SeedCopySection = (typeof SEED_COPY_SECTIONS)[keyof typeof SEED_COPY_SECTIONS];

/** The copy section of a layout, or undefined for the standard one. */
export function copySectionOf(layout: string): SeedCopySection | undefined {
  return entryOf(SEED_COPY_SECTIONS, layout);
}
