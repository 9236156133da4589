import { HydrationBoundary } from "~/components/hydration-boundary";
import type { ReactNode } from "react";
import Clock from "lucide-react/icons/clock";
import Info from "lucide-react/icons/info";
import MapPin from "lucide-react/icons/map-pin";
import Users from "lucide-react/icons/users";
import { ExternalLink } from "~/components/external-link";
import { PricesError } from "~/components/live-price";
import { useCruiseCopy } from "../copy";
import type { CruisePageView } from "../public-view";
import { PriceTag } from "./booking-button";
import { ClosingCta, WhatsAppButton } from "./cruise-blocks";
import {
  DeparturesBand,
  FactsSection,
  InclusionsSection,
  OtherCruises,
  RouteSection,
} from "./detail-sections";
import { CruiseBooking } from "./cruise-booking";
import { KindBadge, PageHero } from "./page-hero";

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
            <PriceTag priceType={cruise.key} unit={unit} capacity={cruise.capacity} tone="dark" />
            <CruiseBooking cruise={cruise} />
          </div>
        )}
        {cruise.seasonNote && !cruise.notOffered ? (
          <p className="font-semibold text-river-200">{cruise.seasonNote}</p>
        ) : null}
        <PricesError tone="dark" />
      </PageHero>

      {/* Below the hero, each part hydrates on its own after the hero (HydrationBoundary). */}
      <DeparturesBand>{departures}</DeparturesBand>

      <FactsSection facts={cruise.facts} icons={FACT_ICONS}>
        <p className="mt-6 text-slate-700">{cruise.bookingNote}</p>
        {cruise.mapUrl ? (
          <p className="mt-3">
            <ExternalLink href={cruise.mapUrl} className="link inline-flex items-center gap-2">
              <MapPin aria-hidden="true" className="size-4" />
              {cruise.labels.showOnMap}
            </ExternalLink>
          </p>
        ) : null}
      </FactsSection>

      <HydrationBoundary>
        {cruise.route.length > 0 ? (
          <RouteSection route={cruise.route} image={cruise.image} slot={cruise.slot} />
        ) : null}
        {cruise.included.length > 0 || cruise.excluded.length > 0 ? (
          <InclusionsSection included={cruise.included} excluded={cruise.excluded} />
        ) : null}
      </HydrationBoundary>

      <ClosingCta
        deferred
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
        <OtherCruises items={cruise.others} />
      </ClosingCta>
    </>
  );
}
