/**
 * What the events hub and the hen, stag and corporate pages load: the events copy and the FAQ in
 * the visitor's language with the boats' figures, the texts about Gdańsk in the wording for its
 * status, coming soon or open (decision 302), and the address the prefilled inquiry goes to.
 */
import { eventsContent } from "~/content/events";
import { faqContent } from "~/content/faq";
import { isComingSoonLocationOpen } from "~/features/cruises/catalogue.server";
import { withBoatCopy } from "~/features/cruises/copy-facts.server";
import { pickWording } from "~/lib/copy/open-wording";
import type { Lang } from "~/lib/i18n/lang";
import { getSiteSettings } from "~/lib/site-data/site-data.server";

export async function eventsPageCopy(lang: Lang) {
  const [events, faq, gdanskOpen] = await Promise.all([
    withBoatCopy("events", eventsContent[lang], lang),
    withBoatCopy("faq", faqContent[lang], lang),
    isComingSoonLocationOpen(),
  ]);
  return { copy: pickWording(events, gdanskOpen), faq, email: (await getSiteSettings()).email };
}
