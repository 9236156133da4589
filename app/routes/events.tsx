import { eventsContent } from "~/content/events";
import { faqContent, faqItems } from "~/content/faq";
import { isComingSoonLocationOpen } from "~/features/cruises/catalogue.server";
import { pickWording } from "~/lib/copy/open-wording";
import { withBoatCopy } from "~/features/cruises/copy-facts.server";
import { pageLang } from "~/lib/i18n/page-lang.server";
import { ContactFaqBlock } from "~/features/contact/components/contact-faq-block";
import { EventsHub } from "~/features/events/components/events-hub";
import { eventInquiry } from "~/features/events/inquiry";
import { getSiteSettings } from "~/lib/site-data/site-data.server";
import { pageMeta } from "~/lib/seo/page-meta";
import type { Route } from "./+types/events";

export async function loader(args: Route.LoaderArgs) {
  const lang = pageLang(args);
  const [events, faq, gdanskOpen] = await Promise.all([
    withBoatCopy("events", eventsContent[lang], lang),
    withBoatCopy("faq", faqContent[lang], lang),
    isComingSoonLocationOpen(),
  ]);
  // The texts about Gdańsk in the wording for its status: coming soon or open (decision 302).
  const c = pickWording(events, gdanskOpen);
  return {
    hub: c.hub,
    mailCta: c.mailCta,
    inquiryHref: eventInquiry(lang, "other", (await getSiteSettings()).email).href,
    faq: faqItems(lang, ["group", "safety", "payment", "voucher"], faq.items),
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function EventsPage({ loaderData: d }: Route.ComponentProps) {
  return (
    <>
      <EventsHub hub={d.hub} mailCta={d.mailCta} inquiryHref={d.inquiryHref} />
      <ContactFaqBlock items={d.faq} mailHref={d.inquiryHref} whatsappText={d.hub.whatsappText} />
    </>
  );
}
