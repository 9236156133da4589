import { HydrationBoundary } from "~/components/hydration-boundary";
import type { ReactNode } from "react";
import Clock from "lucide-react/icons/clock";
import Gauge from "lucide-react/icons/gauge";
import Users from "lucide-react/icons/users";
import { PricesError } from "~/components/live-price";
import { WARSAW_CRUISE_IDS, type WarsawCruise } from "../catalogue";
import { fill, useCruiseCopy } from "../copy";
import { PriceTag } from "./booking-button";
import { CruiseBooking } from "./cruise-booking";
import type { CruisePageView } from "../public-view";
import { KindBadge, PageHero } from "./page-hero";
import { ClosingCta, WhatsAppButton } from "./cruise-blocks";
import {
  DeparturesBand,
  FactsSection,
  InclusionsSection,
  OtherCruises,
  RouteSection,
} from "./detail-sections";

const FACT_ICONS = [Clock, Users, Gauge] as const;

/** `departures`: the next departures list, composed in by the route module. */
/**
 * `booking`: the cruise as the catalogue stores it (decision 301): its booking button follows the
 * stored channel (the provider's item, a phone call or the enquiry form), not this code.
 */
export function CruiseDetailView({
  cruise,
  booking,
  departures,
}: {
  cruise: WarsawCruise;
  booking: CruisePageView;
  departures?: ReactNode;
}) {
  const t = useCruiseCopy();
  const copy = t.cruises[cruise.id];
  const d = t.detail;
  const channel = booking.booking.channel;
  const note =
    channel === "phone"
      ? d.bookingNotePhone
      : channel === "enquiry"
        ? booking.bookingNote
        : cruise.kind === "ticketed"
          ? d.bookingNoteTicket
          : d.bookingNotePrivate90;
  const others = WARSAW_CRUISE_IDS.filter((id) => id !== cruise.id);
  return (
    <>
      <PageHero
        image={cruise.image}
        slot={`cruise.${cruise.id}min`}
        imageAlt={copy.imageAlt}
        back={{ to: "/rejsy-wisla-warszawa", label: t.common.backToList }}
        badge={
          <KindBadge
            kind={cruise.kind}
            label={cruise.kind === "ticketed" ? t.common.ticketed : t.common.private}
          />
        }
        kicker={
          <>
            {cruise.label}
            {copy.gloss ? (
              <span className="ml-2 font-medium tracking-normal normal-case">{copy.gloss}</span>
            ) : null}
          </>
        }
        title={copy.title}
        text={copy.summary}
        size="medium"
      >
        <div className="flex w-full flex-col gap-4 sm:flex-row sm:items-center">
          <PriceTag
            priceType={cruise.priceType}
            unit={cruise.kind === "ticketed" ? "person" : "boat"}
            capacity={booking.capacity}
            tone="dark"
          />
          <CruiseBooking cruise={booking} />
        </div>
        <PricesError tone="dark" />
      </PageHero>

      {/* Below the hero, each part hydrates on its own after the hero (HydrationBoundary). */}
      <DeparturesBand>{departures}</DeparturesBand>

      <FactsSection facts={copy.facts} icons={FACT_ICONS}>
        <p className="mt-6 text-slate-700">{note}</p>
      </FactsSection>

      <HydrationBoundary>
        <RouteSection route={copy.route} image={cruise.image} slot={`cruise.${cruise.id}min`} />
        <InclusionsSection included={copy.included} excluded={copy.excluded} />
      </HydrationBoundary>

      <ClosingCta
        deferred
        id="detail-cta"
        title={d.ctaTitle}
        text={d.ctaText}
        actions={
          <>
            <CruiseBooking cruise={booking} />
            <WhatsAppButton message={t.warsaw.whatsappText} />
          </>
        }
      >
        <OtherCruises
          items={others.map((id) => ({
            url: `/rejsy-wisla-warszawa/${id}-min`,
            label: `${fill(t.common.minutes, { n: Number(id) })} · ${t.cruises[id].title.split(" – ")[1] ?? id}`,
          }))}
        />
      </ClosingCta>
    </>
  );
}
