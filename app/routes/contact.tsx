import Building2 from "lucide-react/icons/building-complex";
import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import MessageCircle from "lucide-react/icons/message-circle";
import Phone from "lucide-react/icons/phone";
import type { AnchorHTMLAttributes } from "react";
import { Link } from "react-router";
import { PageHeading } from "~/components/page-heading";
import { useSite } from "~/lib/site-data/use-site";
import { faqContent, faqItems, faqJsonLd } from "~/content/faq";
import { pageLang } from "~/lib/i18n/page-lang.server";
import { ContactChannels } from "~/features/contact/components/contact-channels";
import { gdanskCopy } from "~/features/cruises/gdansk-copy.server";
import {
  getCatalogue,
  listedLocations,
  locationPageCopy,
} from "~/features/cruises/catalogue.server";
import { withBoatCopy } from "~/features/cruises/copy-facts.server";
import { FaqList } from "~/features/contact/components/faq-list";
import { contactMessages } from "~/features/contact/messages";
import { useMessages } from "~/lib/i18n/use-lang";
import { pageMeta } from "~/lib/seo/page-meta";
import type { Route } from "./+types/contact";
import { NewTabNote, useNewTabNote } from "~/components/new-tab-note";
import { PageSection } from "~/components/ui/page-section";

export async function loader(args: Route.LoaderArgs) {
  const lang = pageLang(args);
  const [faqCopy, gdansk, catalogue] = await Promise.all([
    withBoatCopy("faq", faqContent[lang], lang),
    gdanskCopy(lang),
    getCatalogue(),
  ]);
  const faq = faqItems(lang, undefined, faqCopy.items);
  // Every location the menu lists (decision 400): its start point as the catalogue has it and
  // its map link from its coordinates (decision 410).
  const names = contactMessages[lang].points as Record<string, { name: string; page: string }>;
  const points = listedLocations(catalogue).map((l) => ({
    id: l.id,
    name: names[l.id]?.name ?? l[`name_${lang}`],
    page: names[l.id]?.page ?? locationPageCopy(l, lang).heading,
    url: l[`url_${lang}`],
    place: l[`startPoint_${lang}`],
    mapUrl: l.mapUrl,
    // The coming-soon page's badge says what its status is now: coming soon or open (decision 302).
    badge: l.layout === "coming-soon" ? gdansk.contactBadge : null,
  }));
  return { faq, jsonLd: faqJsonLd(faq), points };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.jsonLd);

/** One way to reach us: its icon, its name and the link (one opening a new tab says so). */
function ChannelRow({
  icon: Icon,
  label,
  value,
  linkClassName = "link text-lg",
  ...link
}: {
  icon: typeof Phone;
  label: string;
  value: string;
  linkClassName?: string;
} & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <div className="flex items-start gap-3">
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-river-600" />
      <dl>
        <dt className="text-sm text-slate-600">{label}</dt>
        <dd>
          <a {...link} className={linkClassName}>
            {value}
            {link.target ? <NewTabNote /> : null}
          </a>
        </dd>
      </dl>
    </div>
  );
}

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  const t = useMessages(contactMessages);
  const newTab = useNewTabNote();
  const c = site.company;
  return (
    <>
      <PageHeading>
        <p className="mt-4 max-w-2xl text-lg text-slate-200">{t.intro}</p>
        <div className="mt-8">
          <ContactChannels tone="dark" />
        </div>
      </PageHeading>

      <PageSection
        headingId="channels-heading"
        className="container-page grid gap-8 py-14 md:grid-cols-2"
      >
        <div className="rounded-2xl border border-slate-200 p-6 shadow-sm">
          <h2 id="channels-heading" className="text-2xl font-bold text-navy-900">
            {t.channelsHeading}
          </h2>
          <div className="mt-5 space-y-4">
            <ChannelRow icon={Phone} label={t.phone} value={site.phone} href={site.phoneHref} />
            <ChannelRow
              icon={MessageCircle}
              label={t.whatsapp}
              value={site.whatsapp}
              href={site.whatsappUrl(t.whatsappText)}
              target="_blank"
              rel="noopener noreferrer"
            />
            <ChannelRow
              icon={Mail}
              label={t.email}
              value={site.email}
              href={site.mailtoUrl(t.emailSubject, t.emailBody)}
              linkClassName="link text-lg break-all"
            />
          </div>
        </div>
        <div className="rounded-2xl border border-slate-200 p-6 shadow-sm">
          <h2 className="flex items-center gap-2 text-2xl font-bold text-navy-900">
            <Building2 aria-hidden="true" className="size-6 text-river-600" />
            {t.companyHeading}
          </h2>
          <address className="mt-5 leading-relaxed text-slate-800 not-italic">
            <strong>{c.name}</strong>
            <br />
            {c.street}
            <br />
            {c.postalCode} {c.city}
            {/* An identifier the operator has not entered yet is left out, never shown empty. */}
            {(
              [
                [t.nip, c.nip],
                [t.regon, c.regon],
                [t.krs, c.krs],
                // Art. 206 § 1 KSH: the registry court and the share capital too (issue 45, item 12).
                [t.registryCourt, c.registryCourt],
                [t.shareCapital, c.shareCapital],
              ] as const
            )
              .filter(([, value]) => value)
              .map(([label, value]) => (
                <span key={label}>
                  <br />
                  {label}: {value}
                </span>
              ))}
          </address>
        </div>
      </PageSection>

      <PageSection
        headingId="start-heading"
        heading={t.startHeading}
        className="bg-slate-50 py-14"
        inner="container-page"
      >
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {loaderData.points.map((p) => (
            <li
              key={p.id}
              className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
            >
              <h3 className="flex items-center gap-2 text-xl font-bold text-navy-900">
                <MapPin aria-hidden="true" className="size-5 text-signal-600" />
                {p.name}
                {p.badge && <span className="sr-only"> – </span>}
                {p.badge && (
                  <span className="ml-auto rounded-full bg-signal-600 px-3 py-0.5 text-xs font-bold text-white uppercase">
                    {p.badge}
                  </span>
                )}
              </h3>
              <p className="mt-2 flex-1 text-slate-700">{p.place}</p>
              <div className="mt-4 flex flex-wrap gap-x-5 gap-y-2">
                {p.mapUrl ? (
                  <a href={p.mapUrl} target="_blank" rel="noopener noreferrer" className="link">
                    {t.map}
                    <span className="sr-only">
                      : {p.name} {newTab}
                    </span>
                  </a>
                ) : null}
                <Link to={p.url} className="link">
                  {p.page}
                </Link>
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-6 rounded-xl border-l-4 border-river-500 bg-white p-4 text-slate-800">
          {t.startNote}
        </p>
      </PageSection>

      <PageSection
        id="faq"
        headingId="faq-heading"
        heading={t.faqHeading}
        className="container-page scroll-mt-20 py-14"
      >
        <div className="mt-8 max-w-3xl">
          <FaqList items={loaderData.faq} />
        </div>
      </PageSection>
    </>
  );
}
