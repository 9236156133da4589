import Check from "lucide-react/icons/check";
import ExternalLink from "lucide-react/icons/external-link";
import { PageLinkLine } from "~/components/page-link";
import { RENTAL_PRODUCT } from "~/config/business";
import { RENTAL } from "~/config/site";
import { useSite } from "~/lib/site-data/use-site";
import { pageLang } from "~/lib/i18n/page-lang.server";
import { pageUrl } from "~/lib/i18n/page-urls";
import { rentalContent } from "~/content/rental";
import { withCopy } from "~/lib/copy/overrides.server";
import { SceneHero } from "~/features/events/components/scene-hero";
import { pageMeta } from "~/lib/seo/page-meta";
import { getEnv } from "~/lib/env.server";
import type { Lang } from "~/lib/i18n/lang";
import type { SiteSettings } from "~/lib/site-data/settings";
import type { Route } from "./+types/rental";
import { NewTabNote } from "~/components/new-tab-note";
import { CheckList } from "~/components/ui/check-list";
import { PageSection, SectionTitle } from "~/components/ui/page-section";
import { PhoneLink, WhatsAppLink } from "~/components/contact-links";

/** The page's own URL; the rental brand's path is an alias that canonicalises to it (docs/architecture.md §3). */
const MAIN_PATH = "/motorowka-bez-patentu";

/** A rental offer priced per unit of time (schema.org UnitPriceSpecification, UN/CEFACT HUR = hour, DAY = day). */
const unitOffer = (price: number, unitCode: "HUR" | "DAY", unitText: string) => ({
  "@type": "Offer",
  priceCurrency: "PLN",
  price,
  priceSpecification: {
    "@type": "UnitPriceSpecification",
    price,
    priceCurrency: "PLN",
    unitCode,
    unitText,
    referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode },
  },
});

/** Copy from the loader: only the visitor's language ships with the page. */
export async function loader(args: Route.LoaderArgs) {
  const lang = pageLang(args);
  const { getSiteSettings } = await import("~/lib/site-data/site-data.server");
  const [t, site] = await Promise.all([
    withCopy("rental", rentalContent[lang], lang),
    getSiteSettings(),
  ]);
  return { t, jsonLd: rentalJsonLd(getEnv().PUBLIC_SITE_URL, lang, site) };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.jsonLd);

/** The rental as a schema.org Service, built on the server (decision 271). */
function rentalJsonLd(siteUrl: string, lang: Lang, site: SiteSettings) {
  const r = site.rentalCompany;
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name:
      lang === "pl"
        ? "Wynajem motorówki bez patentu – Zegrze"
        : "Licence-free motorboat hire – Zegrze",
    serviceType: "Boat rental",
    areaServed: "Zalew Zegrzyński",
    url: siteUrl + pageUrl(MAIN_PATH, lang),
    provider: {
      "@type": "LocalBusiness",
      name: RENTAL.brand,
      url: RENTAL.website,
      telephone: site.phone,
      priceRange: `${RENTAL_PRODUCT.hourly} - ${RENTAL_PRODUCT.daily} PLN`,
      address: {
        "@type": "PostalAddress",
        streetAddress: r.street,
        postalCode: r.postalCode,
        addressLocality: r.city,
        addressCountry: "PL",
      },
    },
    offers: [
      unitOffer(RENTAL_PRODUCT.hourly, "HUR", lang === "pl" ? "godzina" : "hour"),
      unitOffer(RENTAL_PRODUCT.daily, "DAY", lang === "pl" ? "dzień" : "day"),
    ],
  };
}

export default function RentalPage({ loaderData }: Route.ComponentProps) {
  const t = loaderData.t;
  const site = useSite();
  const r = site.rentalCompany;
  return (
    <>
      <SceneHero scene="zegrze-day" slot="page.rental">
        <p className="mt-3 text-sm font-semibold tracking-wider text-river-300 uppercase">
          {t.brandNote} {RENTAL.brand}
        </p>
        <p className="mt-4 max-w-2xl text-lg text-slate-200">{t.lead}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <PhoneLink className="btn-primary">
            {t.bookCall}: {site.phone}
          </PhoneLink>
          <WhatsAppLink text={t.whatsappText} className="btn-light">
            {t.bookWhatsapp}
          </WhatsAppLink>
        </div>
      </SceneHero>

      <section aria-label={t.factsLabel} className="border-b border-slate-200 bg-river-50">
        <dl className="container-page grid grid-cols-2 gap-6 py-8 lg:grid-cols-4">
          {t.facts.map((f) => (
            <div key={f.id} className="flex flex-col-reverse">
              <dt className="text-slate-700">{f.label}</dt>
              <dd className="text-xl font-extrabold text-navy-900 sm:text-2xl">{f.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <PageSection
        headingId="prices-heading"
        heading={t.pricesHeading}
        className="container-page py-14"
      >
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {t.prices.map((p) => (
            <li key={p.id} className="rounded-2xl border-2 border-navy-900 p-6">
              <p className="text-4xl font-black text-navy-900">
                {p.amount} <span className="text-lg font-semibold text-slate-700">{p.unit}</span>
              </p>
              <p className="mt-3 text-slate-700">{p.note}</p>
            </li>
          ))}
        </ul>
        <p className="mt-6 flex gap-3 text-lg text-slate-800">
          <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-river-600" />
          {t.included}
        </p>
      </PageSection>

      <PageSection
        headingId="conditions-heading"
        className="bg-slate-50 py-14"
        inner="container-page grid gap-10 lg:grid-cols-2"
      >
        <div>
          <SectionTitle id="conditions-heading">{t.conditionsHeading}</SectionTitle>
          <CheckList items={t.conditions} className="mt-6 space-y-3" />
        </div>
        <div>
          <SectionTitle>{t.howHeading}</SectionTitle>
          <p className="mt-6 text-lg text-slate-800">{t.how}</p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <PhoneLink className="btn-primary">{site.phone}</PhoneLink>
            <WhatsAppLink text={t.whatsappText} className="btn-secondary">
              WhatsApp
            </WhatsAppLink>
          </div>
        </div>
      </PageSection>

      <PageSection
        headingId="company-heading"
        heading={t.companyHeading}
        headingClassName="text-2xl font-bold text-navy-900"
        className="container-page py-14"
      >
        <address className="mt-4 leading-relaxed text-slate-800 not-italic">
          <strong>{r.name}</strong> ({RENTAL.brand})
          <br />
          {r.street}, {r.postalCode} {r.city}
          <br />
          {r.nip ? (
            <>
              {t.nip}: {r.nip}
              <br />
            </>
          ) : null}
          <a
            href={RENTAL.website}
            target="_blank"
            rel="noopener noreferrer"
            className="link inline-flex items-center gap-1"
          >
            {t.website}: {RENTAL.website.replace(/^https:\/\//, "")}
            <ExternalLink aria-hidden="true" className="size-4" />
            <NewTabNote />
          </a>
        </address>
        <PageLinkLine to="/rejsy-zegrze" className="mt-8">
          {t.zegrzeLink}
        </PageLinkLine>
      </PageSection>
    </>
  );
}
