import { HydrationBoundary } from "~/components/hydration-boundary";
import type { ReactNode } from "react";
import Clock from "lucide-react/icons/clock";
import Gauge from "lucide-react/icons/gauge";
import Info from "lucide-react/icons/info";
import MapPin from "lucide-react/icons/map-pin";
import Users from "lucide-react/icons/users";
import { ExternalLink } from "~/components/external-link";
import { PricesError } from "~/components/live-price";
import type { SeedWarsawCopyId } from "~/content/catalogue-seed";
import { fill, useCruiseCopy, type CruiseCopy } from "../copy";
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
/** The written copy's third fact of Warsaw's four is the boat's speed, not the start point. */
const WRITTEN_FACT_ICONS = [Clock, Users, Gauge] as const;

/**
 * One of Warsaw's four with the texts its written copy holds (decision 400): title, summary,
 * facts, route, inclusions, picture description, booking note and its links' names; every fact
 * of the row (kind, capacity, price, booking, season, map) stays the catalogue's.
 */
function withWrittenCopy(
  cruise: CruisePageView,
  t: CruiseCopy,
  copyId: SeedWarsawCopyId,
): CruisePageView {
  const copy = t.cruises[copyId];
  const d = t.detail;
  const channel = cruise.booking.channel;
  return {
    ...cruise,
    name: copy.title,
    summary: copy.summary,
    imageAlt: copy.imageAlt,
    gloss: copy.gloss,
    facts: [...copy.facts],
    route: [...copy.route],
    included: [...copy.included],
    excluded: [...copy.excluded],
    back: { ...cruise.back, label: t.common.backToList },
    bookingNote:
      channel === "phone"
        ? d.bookingNotePhone
        : channel === "enquiry"
          ? cruise.bookingNote
          : cruise.kind === "shared"
            ? d.bookingNoteTicket
            : d.bookingNotePrivate90,
    others: cruise.others.map((o) => ({
      ...o,
      // The four's links name them by their copy's title ("20 min · Szaleństwo").
      label: o.warsawCopy
        ? `${fill(t.common.minutes, { n: o.minutes })} · ${t.cruises[o.warsawCopy].title.split(" – ")[1] ?? o.label}`
        : o.label,
    })),
  };
}

/**
 * Every cruise's page (decisions 301, 400), one view: hero with back link, badge, title, price
 * and booking, the next departures, three facts, numbered route, included / not included, and a
 * closing call to action with the location's other cruises. Warsaw's four read their texts from
 * the written copy (`detail`: the loader says the page is one of them), every other cruise, and
 * one of the four not offered now, from its row. `departures`: the next departures list,
 * composed in by the route module.
 */
export function CruiseView({
  cruise: row,
  detail,
  departures,
}: {
  cruise: CruisePageView;
  /** One of the product's four Warsaw cruises (the loader knows it). */
  detail: boolean;
  departures?: ReactNode;
}) {
  const t = useCruiseCopy();
  const copyId = detail && !row.notOffered ? row.warsawCopy : null;
  const cruise = copyId ? withWrittenCopy(row, t, copyId) : row;
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
          copyId || cruise.gloss ? (
            <>
              {copyId ? cruise.label : null}
              {cruise.gloss ? (
                <span className={`${copyId ? "ml-2 " : ""}font-medium tracking-normal normal-case`}>
                  {cruise.gloss}
                </span>
              ) : null}
            </>
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

      <FactsSection facts={cruise.facts} icons={copyId ? WRITTEN_FACT_ICONS : FACT_ICONS}>
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
