import { faqItems } from "~/content/faq";
import { pageLang } from "~/lib/i18n/page-lang.server";
import { ContactFaqBlock } from "~/features/contact/components/contact-faq-block";
import { EventsHub } from "~/features/events/components/events-hub";
import { eventInquiry } from "~/features/events/inquiry";
import { pageMeta } from "~/lib/seo/page-meta";
import type { Route } from "./+types/events";
import { eventsPageCopy } from "./events-copy.server";

export async function loader(args: Route.LoaderArgs) {
  const lang = pageLang(args);
  const { copy: c, faq, email } = await eventsPageCopy(lang);
  return {
    hub: c.hub,
    mailCta: c.mailCta,
    inquiryHref: eventInquiry(lang, "other", email).href,
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
