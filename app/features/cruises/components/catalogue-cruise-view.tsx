import type { ReactNode } from "react";
import ArrowRight from "lucide-react/icons/arrow-right";
import Check from "lucide-react/icons/check";
import Clock from "lucide-react/icons/clock";
import Info from "lucide-react/icons/info";
import MapPin from "lucide-react/icons/map-pin";
import Users from "lucide-react/icons/users";
import X from "lucide-react/icons/x";
import { ExternalLink } from "~/components/external-link";
import { PageLink } from "~/components/page-link";
import { ResponsiveImage } from "~/components/responsive-image";
import { PricesError } from "~/components/live-price";
import { IconCard } from "~/components/ui/icon-card";
import { CheckList } from "~/components/ui/check-list";
import { PageSection } from "~/components/ui/page-section";
import { useCruiseCopy } from "../copy";
import type { CruisePageView } from "../public-view";
import { PriceTag } from "./booking-button";
import { ClosingCta, CruiseSection, WhatsAppButton } from "./cruise-blocks";
import { CruiseBooking } from "./cruise-booking";
import { KindBadge, PageHero, SectionHeading } from "./page-hero";

const FACT_ICONS = [Clock, Users, MapPin] as const;

/**
 * A catalogue cruise's page (decision 301), the layout of the product's detail pages: hero with back
 * link, badge, title, price and booking, three facts, numbered route, included / not included,
 * closing call to action with the location's other cruises.
 */
/** `departures`: the next departures list, composed in by the route module. */
export function CatalogueCruiseView({
  cruise,
  departures,
}: {
  cruise: CruisePageView;
  departures?: ReactNode;
}) {
  const t = useCruiseCopy();
  const d = t.detail;
  const unit = cruise.kind === "shared" ? "person" : "boat";
  return (
    <>
      <PageHero
        image={cruise.image}
        slot={cruise.slot}
        imageAlt={cruise.imageAlt}
        back={{ to: cruise.back.to, label: cruise.back.label }}
        badge={
          <KindBadge
            kind={cruise.kind === "shared" ? "ticketed" : "private"}
            label={cruise.kind === "shared" ? t.common.ticketed : t.common.private}
          />
        }
        kicker={
          cruise.gloss ? (
            <span className="font-medium tracking-normal normal-case">{cruise.gloss}</span>
          ) : undefined
        }
        title={cruise.name}
        text={cruise.summary}
        size="medium"
      >
        {cruise.notOffered ? (
          <p className="flex items-start gap-2 rounded-xl bg-white/10 p-4 font-semibold text-white ring-1 ring-white/30">
            <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {cruise.labels.notOffered}
          </p>
        ) : (
          <div className="flex w-full flex-col gap-4 sm:flex-row sm:items-center">
            <PriceTag priceType={cruise.key} unit={unit} tone="dark" />
            <CruiseBooking cruise={cruise} />
          </div>
        )}
        {cruise.seasonNote && !cruise.notOffered ? (
          <p className="font-semibold text-river-200">{cruise.seasonNote}</p>
        ) : null}
        <PricesError tone="dark" />
      </PageHero>

      {departures ? <div className="container-page pt-10">{departures}</div> : null}

      <CruiseSection headingId="facts-heading" title={d.factsHeading} className="py-14 sm:py-16">
        <ul className="mt-8 grid gap-5 sm:grid-cols-3">
          {cruise.facts.map((fact, i) => (
            <IconCard
              key={fact.title}
              icon={FACT_ICONS[i] ?? Check}
              title={fact.title}
              text={fact.text}
              className="rounded-2xl bg-river-50 p-6"
              titleSize="text-xl"
            />
          ))}
        </ul>
        <p className="mt-6 text-slate-700">{cruise.bookingNote}</p>
        {cruise.mapUrl ? (
          <p className="mt-3">
            <ExternalLink href={cruise.mapUrl} className="link inline-flex items-center gap-2">
              <MapPin aria-hidden="true" className="size-4" />
              {cruise.labels.showOnMap}
            </ExternalLink>
          </p>
        ) : null}
      </CruiseSection>

      {cruise.route.length > 0 ? (
        <PageSection
          headingId="route-heading"
          className="bg-slate-50 py-14 sm:py-16"
          inner="container-page grid items-start gap-10 lg:grid-cols-2"
        >
          <div>
            <SectionHeading id="route-heading" title={d.routeHeading} />
            <ol className="mt-8 space-y-4">
              {cruise.route.map((step, i) => (
                <li key={`${i}-${step}`} className="flex gap-4">
                  <span
                    aria-hidden="true"
                    className="flex size-9 shrink-0 items-center justify-center rounded-full bg-navy-900 font-bold text-white"
                  >
                    {i + 1}
                  </span>
                  <span className="pt-1.5 text-lg text-slate-800">{step}</span>
                </li>
              ))}
            </ol>
          </div>
          <ResponsiveImage
            name={cruise.image}
            slot={cruise.slot}
            alt=""
            sizes="(min-width: 1024px) 560px, 100vw"
            maxWidth={1200}
            imgClassName="w-full rounded-3xl shadow-lg"
          />
        </PageSection>
      ) : null}

      {cruise.included.length > 0 || cruise.excluded.length > 0 ? (
        <section
          aria-label={`${d.includedHeading} / ${d.excludedHeading}`}
          className="py-14 sm:py-16"
        >
          <div className="container-page grid gap-6 md:grid-cols-2">
            <div className="rounded-2xl p-6 ring-1 ring-slate-200">
              <h2 className="text-2xl font-extrabold text-navy-900">{d.includedHeading}</h2>
              <CheckList items={cruise.included} className="mt-4 space-y-3" />
            </div>
            <div className="rounded-2xl p-6 ring-1 ring-slate-200">
              <h2 className="text-2xl font-extrabold text-navy-900">{d.excludedHeading}</h2>
              <CheckList
                items={cruise.excluded}
                className="mt-4 space-y-3"
                icon={X}
                iconClassName="mt-0.5 size-5 shrink-0 text-signal-600"
              />
            </div>
          </div>
        </section>
      ) : null}

      <ClosingCta
        id="detail-cta"
        title={d.ctaTitle}
        text={d.ctaText}
        actions={
          <>
            {cruise.notOffered ? null : <CruiseBooking cruise={cruise} />}
            <WhatsAppButton message={t.warsaw.whatsappText} />
          </>
        }
      >
        {cruise.others.length > 0 ? (
          <>
            <h3 className="mt-12 text-lg font-bold">{d.otherCruises}</h3>
            <ul className="mt-3 flex flex-wrap gap-3">
              {cruise.others.map((o) => (
                <li key={o.url}>
                  <PageLink
                    to={o.url}
                    className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 font-semibold ring-1 ring-white/30 hover:bg-white/20"
                  >
                    {o.label}
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </PageLink>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </ClosingCta>
    </>
  );
}
