import { useMatches } from "react-router";
import { eventsContent } from "~/content/events";
import { ContactFaqBlock } from "~/features/contact/components/contact-faq-block";
import { EventPage } from "~/features/events/components/event-page";
import { eventInquiry } from "~/features/events/inquiry";
import { useLang } from "~/features/i18n/use-lang";
import { pageMeta } from "~/features/seo/page-meta";
import type { Route } from "./+types/event-type";

const KEYS = { "event-bachelorette": "bachelorette", "event-bachelor": "bachelor", "event-corporate": "corporate" } as const;
type EventRouteId = keyof typeof KEYS;

export const meta: Route.MetaFunction = (args) => pageMeta(KEYS[args.matches.at(-1)!.id as EventRouteId], args);

/** Bachelorette, bachelor and corporate pages: static, with prefilled e-mail inquiries. */
export default function EventTypePage() {
  const kind = KEYS[useMatches().at(-1)!.id as EventRouteId];
  const lang = useLang();
  return (
    <>
      <EventPage kind={kind} />
      <ContactFaqBlock mailHref={eventInquiry(lang, kind).href} whatsappText={eventsContent[lang].pages[kind].whatsappText} />
    </>
  );
}
