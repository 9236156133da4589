import Briefcase from "lucide-react/icons/briefcase";
import Gem from "lucide-react/icons/gem";
import Mail from "lucide-react/icons/mail";
import PartyPopper from "lucide-react/icons/party-popper";
import Sparkles from "lucide-react/icons/sparkles";
import { PageLink } from "~/components/page-link";
import { useSite } from "~/lib/site-data/use-site";
import { trackBookingClick } from "~/lib/analytics/track";
import { useHomeCopy } from "../copy";
import { useDefaultLocationId } from "../location-cruises";
import { IconCard } from "~/components/ui/icon-card";
import { PageSection, SECTION_TITLE } from "~/components/ui/page-section";
import { PhoneLink, WhatsAppLink } from "~/components/contact-links";

const ICONS = [Sparkles, PartyPopper, Briefcase, Gem] as const;

/** docs/product.md §2: events and groups, four event types, CTA with e-mail (prefilled), phone and WhatsApp. */
export function EventsBlock() {
  const site = useSite();
  const t = useHomeCopy().events;
  const location = useDefaultLocationId();
  return (
    <PageSection
      headingId="events-heading"
      heading={t.heading}
      headingClassName={`${SECTION_TITLE} sm:text-4xl`}
      className="below-fold bg-slate-50 py-16 sm:py-20"
      inner="container-page"
    >
      <p className="mt-3 max-w-2xl text-lg text-slate-700">{t.text}</p>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {t.types.map((type, i) => (
          <IconCard
            key={type.title}
            icon={ICONS[i] ?? Sparkles}
            title={
              <PageLink
                to={t.links[i] ?? "/eventy-nad-wisla"}
                className="underline decoration-river-500 decoration-2 underline-offset-4 hover:text-river-700"
              >
                {type.title}
              </PageLink>
            }
            text={type.text}
            className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
            iconClassName="size-7 text-signal-600"
            textClassName="mt-1 flex-1 text-slate-700"
          />
        ))}
      </ul>
      <div className="mt-10 rounded-3xl bg-navy-900 p-6 text-white sm:p-10">
        <h3 className="text-2xl font-extrabold">{t.ctaTitle}</h3>
        <p className="mt-2 max-w-2xl text-slate-200">{t.ctaText}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <a
            href={site.mailtoUrl(t.emailSubject, t.emailBody)}
            className="btn-primary"
            onClick={() => trackBookingClick("event", location)}
          >
            <Mail aria-hidden="true" className="size-4" />
            {t.email}
          </a>
          <PhoneLink
            className="btn-light"
            iconClassName="size-4"
            onClick={() => trackBookingClick("phone", location)}
          >
            {site.phone}
          </PhoneLink>
          <WhatsAppLink text={t.whatsappText} className="btn-light" iconClassName="size-4">
            {t.whatsapp}
          </WhatsAppLink>
        </div>
      </div>
    </PageSection>
  );
}
