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

export const MEDIA_SLOTS = [
  {
    slot: "hero.default",
    minWidth: HERO,
    label: { pl: "Strona główna: zdjęcie główne", en: "Home page: main photo" },
  },
  {
    slot: "hero.warszawa",
    minWidth: HERO,
    label: {
      pl: "Warszawa: zdjęcie główne (strona główna i strona lokalizacji)",
      en: "Warsaw: main photo (home page and location page)",
    },
  },
  {
    slot: "hero.zegrze",
    minWidth: HERO,
    label: {
      pl: "Zegrze: zdjęcie główne (strona główna i strona lokalizacji)",
      en: "Zegrze: main photo (home page and location page)",
    },
  },
  {
    slot: "hero.gdansk",
    minWidth: HERO,
    label: {
      pl: "Gdańsk: zdjęcie główne (strona główna i strona lokalizacji)",
      en: "Gdańsk: main photo (home page and location page)",
    },
  },
  {
    slot: "card.warszawa",
    minWidth: CARD,
    label: {
      pl: "Strona główna: karta Warszawy",
      en: "Home page: Warsaw card",
    },
  },
  {
    slot: "card.zegrze",
    minWidth: CARD,
    label: { pl: "Strona główna: karta Zegrza", en: "Home page: Zegrze card" },
  },
  {
    slot: "card.gdansk",
    minWidth: CARD,
    label: { pl: "Strona główna: karta Gdańska", en: "Home page: Gdańsk card" },
  },
  {
    slot: "cruise.20min",
    minWidth: HERO,
    label: {
      pl: "Rejs 20 min (karta i strona rejsu)",
      en: "20-minute cruise (card and cruise page)",
    },
  },
  {
    slot: "cruise.30min",
    minWidth: HERO,
    label: {
      pl: "Rejs 30 min (karta i strona rejsu)",
      en: "30-minute cruise (card and cruise page)",
    },
  },
  {
    slot: "cruise.60min",
    minWidth: HERO,
    label: {
      pl: "Rejs 60 min (karta i strona rejsu)",
      en: "60-minute cruise (card and cruise page)",
    },
  },
  {
    slot: "cruise.90min",
    minWidth: HERO,
    label: {
      pl: "Rejs 90 min (karta i strona rejsu)",
      en: "90-minute cruise (card and cruise page)",
    },
  },
  {
    slot: "cruise.zegrze_30min",
    minWidth: CONTENT,
    label: { pl: "Zegrze: rejs 30 min", en: "Zegrze: 30-minute cruise" },
  },
  {
    slot: "cruise.zegrze_60min",
    minWidth: CONTENT,
    label: { pl: "Zegrze: rejs 60 min", en: "Zegrze: 60-minute cruise" },
  },
  {
    slot: "page.events",
    minWidth: HERO,
    label: {
      pl: "Eventy nad Wisłą: nagłówek",
      en: "Events on the Vistula: header",
    },
  },
  {
    slot: "page.bachelorette",
    minWidth: HERO,
    label: { pl: "Wieczór panieński: nagłówek", en: "Hen party: header" },
  },
  {
    slot: "page.bachelor",
    minWidth: HERO,
    label: { pl: "Wieczór kawalerski: nagłówek", en: "Stag party: header" },
  },
  {
    slot: "page.corporate",
    minWidth: HERO,
    label: { pl: "Rejsy firmowe: nagłówek", en: "Corporate cruises: header" },
  },
  {
    slot: "page.promotions",
    minWidth: HERO,
    label: {
      pl: "Rejsy promocyjne: nagłówek",
      en: "Special-offer cruises: header",
    },
  },
  {
    slot: "page.rental",
    minWidth: HERO,
    label: {
      pl: "Motorówka bez patentu: nagłówek",
      en: "Boat hire without a licence: header",
    },
  },
  {
    slot: "page.attractions",
    minWidth: HERO,
    label: {
      pl: "Atrakcje Warszawy: nagłówek",
      en: "Warsaw attractions: header",
    },
  },
  {
    slot: "attractions.main",
    minWidth: CONTENT,
    label: {
      pl: "Atrakcje Warszawy: zdjęcie przy głównej atrakcji",
      en: "Warsaw attractions: main attraction photo",
    },
  },
  {
    slot: "gallery.zegrze",
    minWidth: CONTENT,
    gallery: true,
    label: { pl: "Zegrze: galeria", en: "Zegrze: gallery" },
  },
  {
    slot: "og.default",
    minWidth: 1200,
    label: {
      pl: "Obraz przy udostępnianiu strony (domyślny)",
      en: "Image when a page is shared (default)",
    },
  },
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
