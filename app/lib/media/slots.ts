/**
 * Every public picture place (docs/architecture.md §4 "media"): the drawing it shows until the
 * operator puts a photo in it, the narrowest photo it takes, and its label in the panel.
 * Shared by the public pages (which slot a picture is) and the panel (the list to fill).
 */
export interface SlotDef {
  slot: string;
  minWidth: number;
  /** A gallery takes several photos, in order. */
  gallery?: boolean;
  label: { pl: string; en: string };
}

const HERO = 1600;
const CARD = 800;
const CONTENT = 1200;

/** A row of the table: the slot, the narrowest photo it takes, its label in both languages. */
const slot = <const S extends string>(id: S, minWidth: number, pl: string, en: string) => ({
  slot: id,
  minWidth,
  label: { pl, en },
});
/** A location's main photo, on the home page and on the location's page. */
const locationHero = <const L extends string>(location: L, pl: string, en: string) =>
  slot(
    `hero.${location}` as const,
    HERO,
    `${pl}: zdjęcie główne (strona główna i strona lokalizacji)`,
    `${en}: main photo (home page and location page)`,
  );
/** A home-page card of a location, named in the Polish genitive ("karta Warszawy"). */
const homeCard = <const L extends string>(location: L, plGenitive: string, en: string) =>
  slot(
    `card.${location}` as const,
    CARD,
    `Strona główna: karta ${plGenitive}`,
    `Home page: ${en} card`,
  );
/** A cruise of a given length: its card and its page. */
const cruise = <const M extends number>(minutes: M) =>
  slot(
    `cruise.${minutes}min` as const,
    HERO,
    `Rejs ${minutes} min (karta i strona rejsu)`,
    `${minutes}-minute cruise (card and cruise page)`,
  );
/** A Zegrze cruise of a given length. */
const zegrzeCruise = <const M extends number>(minutes: M) =>
  slot(
    `cruise.zegrze_${minutes}min` as const,
    CONTENT,
    `Zegrze: rejs ${minutes} min`,
    `Zegrze: ${minutes}-minute cruise`,
  );
/** The header picture of a page. */
const pageHeader = <const P extends string>(page: P, pl: string, en: string) =>
  slot(`page.${page}` as const, HERO, `${pl}: nagłówek`, `${en}: header`);

export const MEDIA_SLOTS = [
  slot("hero.default", HERO, "Strona główna: zdjęcie główne", "Home page: main photo"),
  locationHero("warszawa", "Warszawa", "Warsaw"),
  locationHero("zegrze", "Zegrze", "Zegrze"),
  locationHero("gdansk", "Gdańsk", "Gdańsk"),
  homeCard("warszawa", "Warszawy", "Warsaw"),
  homeCard("zegrze", "Zegrza", "Zegrze"),
  homeCard("gdansk", "Gdańska", "Gdańsk"),
  cruise(20),
  cruise(30),
  cruise(60),
  cruise(90),
  zegrzeCruise(30),
  zegrzeCruise(60),
  pageHeader("events", "Eventy nad Wisłą", "Events on the Vistula"),
  pageHeader("bachelorette", "Wieczór panieński", "Hen party"),
  pageHeader("bachelor", "Wieczór kawalerski", "Stag party"),
  pageHeader("corporate", "Rejsy firmowe", "Corporate cruises"),
  pageHeader("promotions", "Rejsy promocyjne", "Special-offer cruises"),
  pageHeader("rental", "Motorówka bez patentu", "Boat hire without a licence"),
  pageHeader("attractions", "Atrakcje Warszawy", "Warsaw attractions"),
  slot(
    "attractions.main",
    CONTENT,
    "Atrakcje Warszawy: zdjęcie przy głównej atrakcji",
    "Warsaw attractions: main attraction photo",
  ),
  { ...slot("gallery.zegrze", CONTENT, "Zegrze: galeria", "Zegrze: gallery"), gallery: true },
  slot(
    "og.default",
    1200,
    "Obraz przy udostępnianiu strony (domyślny)",
    "Image when a page is shared (default)",
  ),
] as const satisfies readonly SlotDef[];

/** A fixed slot, or the photo slot of a cruise the operator added (`cruise.<key>`, decision 301). */
export type SlotId =
  | (typeof MEDIA_SLOTS)[number]["slot"]
  | `cruise.${string}`
  // An added location's places (decision 400).
  | `hero.${string}`
  | `card.${string}`
  | `gallery.${string}`;

const BY_ID = new Map<string, SlotDef>(MEDIA_SLOTS.map((s) => [s.slot, s]));
let catalogueSlots: readonly SlotDef[] = [];

/** The photo slots of the cruises the operator added: set by the cruise catalogue's read path. */
export function setCatalogueSlots(defs: readonly SlotDef[]): void {
  catalogueSlots = defs;
}

/** Every slot: the fixed ones, then the added cruises'. */
export function allSlots(): readonly SlotDef[] {
  return [...MEDIA_SLOTS, ...catalogueSlots.filter((d) => !BY_ID.has(d.slot))];
}

export function slotDef(slot: string): SlotDef | undefined {
  return BY_ID.get(slot) ?? catalogueSlots.find((d) => d.slot === slot);
}
