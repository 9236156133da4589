import { HydrationBoundary } from "~/components/hydration-boundary";
import type { ReactNode } from "react";
import Clock from "lucide-react/icons/clock";
import Gauge from "lucide-react/icons/gauge";
import Users from "lucide-react/icons/users";
import { PricesError } from "~/components/live-price";
import type { SeedWarsawCopyId } from "~/content/catalogue-seed";
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
 * `cruise`: the cruise as the catalogue stores it (decision 301): its kind, capacity, picture and
 * booking button follow its row (the provider's item, a phone call or the enquiry form), not
 * this code; `copyId`: where the written copy holds its texts (one of Warsaw's four).
 */
export function CruiseDetailView({
  copyId,
  cruise,
  departures,
}: {
  copyId: SeedWarsawCopyId;
  cruise: CruisePageView;
  departures?: ReactNode;
}) {
  const t = useCruiseCopy();
  const copy = t.cruises[copyId];
  const d = t.detail;
  const channel = cruise.booking.channel;
  const shared = cruise.kind === "shared";
  const note =
    channel === "phone"
      ? d.bookingNotePhone
      : channel === "enquiry"
        ? cruise.bookingNote
        : shared
          ? d.bookingNoteTicket
          : d.bookingNotePrivate90;
  return (
    <>
      <PageHero
        image={cruise.image}
        slot={cruise.slot}
        imageAlt={copy.imageAlt}
        back={{ to: cruise.back.to, label: t.common.backToList }}
        badge={
          <KindBadge
            kind={shared ? "ticketed" : "private"}
            label={shared ? t.common.ticketed : t.common.private}
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
            priceType={cruise.key}
            unit={shared ? "person" : "boat"}
            capacity={cruise.capacity}
            tone="dark"
          />
          <CruiseBooking cruise={cruise} />
        </div>
        <PricesError tone="dark" />
      </PageHero>

      {/* Below the hero, each part hydrates on its own after the hero (HydrationBoundary). */}
      <DeparturesBand>{departures}</DeparturesBand>

      <FactsSection facts={copy.facts} icons={FACT_ICONS}>
        <p className="mt-6 text-slate-700">{note}</p>
      </FactsSection>

      <HydrationBoundary>
        <RouteSection route={copy.route} image={cruise.image} slot={cruise.slot} />
        <InclusionsSection included={copy.included} excluded={copy.excluded} />
      </HydrationBoundary>

      <ClosingCta
        deferred
        id="detail-cta"
        title={d.ctaTitle}
        text={d.ctaText}
        actions={
          <>
            <CruiseBooking cruise={cruise} />
            <WhatsAppButton message={t.warsaw.whatsappText} />
          </>
        }
      >
        <OtherCruises
          items={cruise.others.map((o) => ({
            url: o.url,
            // The four's links name them by their copy's title ("20 min · Szaleństwo").
            label: o.warsawCopy
              ? `${fill(t.common.minutes, { n: o.minutes })} · ${t.cruises[o.warsawCopy].title.split(" – ")[1] ?? o.label}`
              : o.label,
          }))}
        />
      </ClosingCta>
    </>
  );
}
