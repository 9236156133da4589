import { eventsContent, type EventKind } from "~/content/events";
import { faqContent, faqItems } from "~/content/faq";
import { isComingSoonLocationOpen } from "~/features/cruises/catalogue.server";
import { pickWording } from "~/lib/copy/open-wording";
import { withBoatCopy } from "~/features/cruises/copy-facts.server";
import { pageLang } from "~/lib/i18n/page-lang.server";
import { polishPathOf } from "~/lib/i18n/page-urls";
import { ContactFaqBlock } from "~/features/contact/components/contact-faq-block";
import { EventPage } from "~/features/events/components/event-page";
import { eventInquiry } from "~/features/events/inquiry";
import { getSiteSettings } from "~/lib/site-data/site-data.server";
import { pageMeta } from "~/lib/seo/page-meta";
import type { Route } from "./+types/event-type";

const KIND_BY_PATH: Record<string, EventKind> = {
  "/wieczor-panienski": "bachelorette",
  "/wieczor-kawalerski": "bachelor",
  "/rejsy-firmowe": "corporate",
};

/** Hen, stag and corporate pages (both URLs of each pair): static copy and a prefilled e-mail inquiry, in the visitor's language. */
export async function loader(args: Route.LoaderArgs) {
  const lang = pageLang(args);
  const kind = KIND_BY_PATH[polishPathOf(args.url.pathname)] ?? "bachelorette";
  const [events, faq, gdanskOpen] = await Promise.all([
    withBoatCopy("events", eventsContent[lang], lang),
    withBoatCopy("faq", faqContent[lang], lang),
    isComingSoonLocationOpen(),
  ]);
  // The texts about Gdańsk in the wording for its status: coming soon or open (decision 302).
  const c = pickWording(events, gdanskOpen);
  return {
    kind,
    copy: c.pages[kind],
    mailCta: c.mailCta,
    callCta: c.callCta,
    inquiryHref: eventInquiry(lang, kind, (await getSiteSettings()).email).href,
    faq: faqItems(lang, ["arrive", "weather", "group", "payment"], faq.items),
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function EventTypePage({ loaderData: d }: Route.ComponentProps) {
  return (
    <>
      <EventPage
        kind={d.kind}
        copy={d.copy}
        mailCta={d.mailCta}
        callCta={d.callCta}
        inquiryHref={d.inquiryHref}
      />
      <ContactFaqBlock items={d.faq} mailHref={d.inquiryHref} whatsappText={d.copy.whatsappText} />
    </>
  );
}
