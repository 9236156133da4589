import { eventsContent } from "~/content/events";
import { ContactFaqBlock } from "~/features/contact/components/contact-faq-block";
import { EventsHub } from "~/features/events/components/events-hub";
import { eventInquiry } from "~/features/events/inquiry";
import { useLang } from "~/features/i18n/use-lang";
import { pageMeta } from "~/features/seo/page-meta";
import type { Route } from "./+types/events";

export const meta: Route.MetaFunction = (args) => pageMeta("events", args);

export default function EventsPage() {
  const lang = useLang();
  return (
    <>
      <EventsHub />
      <ContactFaqBlock mailHref={eventInquiry(lang, "other").href} whatsappText={eventsContent[lang].hub.whatsappText} faqIds={["group", "safety", "payment", "voucher"]} />
    </>
  );
}
