/**
 * The defaults of the six original cruises cruises and the three locations (decision 300): today's catalogue
 * texts, word for word. A cruise row stores only what the operator changed (null = this).
 */
import type { Lang } from "~/lib/i18n/lang";
import { warsawCopyOf, zegrzeCopyOf } from "~/content/catalogue-seed";
import { cruiseMessages } from "./messages";
import type { LocationId, SpecCruiseKey } from "./model";

export interface CruiseTexts {
  name: string;
  summary: string;
  imageAlt: string;
  route: string[];
  included: string[];
  excluded: string[];
}

/** What is and is not included on Zegrze (the Zegrze page listed none before its cruises had pages). */
const ZEGRZE_LISTS: Record<Lang, { included: string[]; excluded: string[] }> = {
  pl: {
    included: [
      "Kapitan z uprawnieniami",
      "Kamizelki ratunkowe dla wszystkich",
      "Instruktaż bezpieczeństwa",
      "Cała łódź tylko dla Twojej ekipy ({upToPeople})",
    ],
    excluded: ["Dojazd nad Zalew Zegrzyński", "Jedzenie i napoje", "Ubezpieczenie osobiste"],
  },
  en: {
    included: [
      "A licensed captain",
      "Life jackets for everyone",
      "A safety briefing",
      "The whole boat for your group only ({upToPeople})",
    ],
    excluded: ["Getting to Zegrze Lake", "Food and drinks", "Personal insurance"],
  },
};

/** The default texts of one of the six original cruises in a language. */
export function specCruiseTexts(key: SpecCruiseKey, lang: Lang): CruiseTexts {
  const m = cruiseMessages[lang];
  // Where the copy holds each of the six's texts: the seed's (app/content/catalogue-seed.ts).
  const w = warsawCopyOf(key);
  if (w) {
    const c = m.cruises[w];
    return {
      name: c.title,
      summary: c.summary,
      imageAlt: c.imageAlt,
      route: [...c.route],
      included: [...c.included],
      excluded: [...c.excluded],
    };
  }
  const z = m.zegrze.cruises[zegrzeCopyOf(key)!];
  return {
    name: z.title,
    summary: z.text,
    imageAlt: z.imageAlt,
    route: [...z.route],
    included: [...ZEGRZE_LISTS[lang].included],
    excluded: [...ZEGRZE_LISTS[lang].excluded],
  };
}

/** The gloss of a SPEC cruise's Polish proper name, in English ("" in Polish and for new cruises). */
export function specCruiseGloss(key: string, lang: Lang): string {
  const m = cruiseMessages[lang];
  const w = warsawCopyOf(key);
  if (w) return m.cruises[w].gloss;
  const z = zegrzeCopyOf(key);
  return z ? m.zegrze.cruises[z].gloss : "";
}

/** Where the boats start, by default (the copy the pages have said so far). */
export const LOCATION_START_POINTS: Record<LocationId, Record<Lang, string>> = {
  warszawa: {
    pl: "Kładka pieszo-rowerowa między Powiślem a Pragą (Warszawa)",
    en: "Pedestrian and cycle footbridge between Powiśle and Praga (Warsaw)",
  },
  zegrze: {
    pl: "Port żeglarski nad Zalewem Zegrzyńskim",
    en: "Zegrze Lake sailing port",
  },
  gdansk: {
    pl: "Wyspa Spichrzów",
    en: "Granary Island",
  },
};
