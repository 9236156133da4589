import { PageLinkLine } from "~/components/page-link";
import type { FaqItem } from "~/content/faq";
import { useMessages } from "~/lib/i18n/use-lang";
import { contactMessages } from "../messages";
import { ContactChannels } from "./contact-channels";
import { FaqList } from "./faq-list";
import { PageSection, SectionTitle } from "~/components/ui/page-section";

/**
 * The contact/FAQ block that ends most pages (docs/product.md §2): the three contact channels and a few
 * common questions, with a link to the full FAQ on /contact. The questions come from the route's
 * loader (faqItems), so only the visitor's language ships with the page.
 */
export function ContactFaqBlock({
  items,
  mailHref,
  whatsappText,
}: {
  items: ReadonlyArray<FaqItem>;
  mailHref?: string;
  whatsappText?: string;
}) {
  const t = useMessages(contactMessages);
  return (
    <PageSection
      headingId="contact-faq-heading"
      className="bg-river-50 py-16"
      inner="container-page grid gap-10 lg:grid-cols-2"
    >
      <div>
        <SectionTitle id="contact-faq-heading">{t.blockHeading}</SectionTitle>
        <p className="mt-3 max-w-prose text-lg text-slate-700">{t.blockText}</p>
        <div className="mt-6">
          <ContactChannels mailHref={mailHref} whatsappText={whatsappText} />
        </div>
      </div>
      <div>
        <h3 className="sr-only">{t.faqHeading}</h3>
        <FaqList items={items} />
        <PageLinkLine to="/contact#faq" className="mt-4">
          {t.allFaq}
        </PageLinkLine>
      </div>
    </PageSection>
  );
}
