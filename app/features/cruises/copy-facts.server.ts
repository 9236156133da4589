/**
 * The facts every page's copy may state (decision 410), for the loaders of pages outside the
 * cruise pages (events, FAQ, terms): the largest private boat of the open locations
 * (`{privatePeople}`, `{privateUpToPeople}`), the larger event boat from the settings
 * (`{eventPeople}`, `{eventUpToPeople}`) and the licence-free boat (`{rentalPeople}`,
 * `{rentalUpToPeople}`).
 */
import { RENTAL_PRODUCT } from "~/config/business";
import { fillFactsDeep, peopleFacts, type Facts } from "~/lib/copy/facts";
import { withCopy } from "~/lib/copy/overrides.server";
import type { Lang } from "~/lib/i18n/lang";
import { getSiteSettings } from "~/lib/site-data/site-data.server";
import { eventBoatCapacity } from "~/lib/site-data/settings";
import { getCatalogue } from "./catalogue.server";
import { privateBoatFacts } from "./facts";

/** The boats' numbers as placeholders, in `lang`. */
export async function boatFacts(lang: Lang): Promise<Facts> {
  const [catalogue, settings] = await Promise.all([getCatalogue(), getSiteSettings()]);
  return {
    ...privateBoatFacts(catalogue, lang),
    ...peopleFacts(eventBoatCapacity(settings), lang, "event"),
    ...peopleFacts(RENTAL_PRODUCT.maxPeople, lang, "rental"),
  };
}

/** `withCopy` with the boats' numbers filled in (the events pages, the FAQ). */
export async function withBoatCopy<T>(page: string, catalogue: T, lang: Lang): Promise<T> {
  const [copy, facts] = await Promise.all([withCopy(page, catalogue, lang), boatFacts(lang)]);
  return fillFactsDeep(copy, facts);
}
