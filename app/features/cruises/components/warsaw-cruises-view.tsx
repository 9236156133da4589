import type { ReactNode } from "react";
import ArrowRight from "lucide-react/icons/arrow-right";
import Check from "lucide-react/icons/check";
import { PageLink } from "~/components/page-link";
import { ResponsiveImage } from "~/components/responsive-image";
import { PricesError } from "~/components/live-price";
import { usePageCopy } from "~/lib/seo/page-meta";
import type { CruiseCardData } from "../public-view";
import { CatalogueCruiseCard } from "./catalogue-cruise-card";
import { CruiseBooking } from "./cruise-booking";
import { fill, useCruiseCopy } from "../copy";
import { BookingButton, PhoneButton, PriceTag } from "./booking-button";
import { HeroCruiseActions, KindBadge, PageHero } from "./page-hero";
import { WeatherBand } from "./weather-band";
import {
  ClosingCta,
  CruiseCardTitle,
  CruiseSection,
  PrivateCruiseMeta,
  WhatsAppButton,
} from "./cruise-blocks";

/** The product's private three keep their own cards (keys → their copy's ids). */
const SPEC_PRIVATE: Record<string, "30" | "60" | "90"> = {
  "30min": "30",
  "60min": "60",
  "90min": "90",
};

/**
 * The Warsaw cruise list (docs/product.md §2): /rejsy-wisla-warszawa and its English twin
 * /warsaw-river-cruise; in English with travel tips. `refName` tags the booking links with the page.
 */
/**
 * `weather`: the Warsaw weather widget; `departures`: each card's next departures (by cruise key,
 * dark for the ticket card, light for the others); both composed in by the route module.
 */
export function WarsawCruisesView({
  refName,
  tips = false,
  weather,
  cards,
  departures,
}: {
  refName: string;
  tips?: boolean;
  weather: ReactNode;
  /** Warsaw's public cruises in the operator's order (decision 301). */
  cards: CruiseCardData[];
  departures?: (key: string, tone: "light" | "dark") => ReactNode;
}) {
  const t = useCruiseCopy();
  const heading = usePageCopy().heading;
  const w = t.warsaw;
  // The shared ticket's card first; then the private three with their own cards and the
  // operator's own cruises with the catalogue's card. Everything a card shows comes with the
  // card's data (the page ships no catalogue of its own).
  const ticket = cards.find((c) => c.key === "20min");
  const ticketCopy = t.cruises["20"];
  const listed = cards.filter((c) => c.key !== "20min");
  return (
    <>
      <PageHero
        image="warszawa-dusk"
        slot="hero.warszawa"
        imageAlt={w.heroImageAlt}
        kicker={w.heroKicker}
        title={heading}
        text={w.heroText}
      >
        <HeroCruiseActions seeCruises={w.seeCruises} location="warszawa" />
      </PageHero>

      <WeatherBand>{weather}</WeatherBand>

      <CruiseSection
        deferred
        id="rejsy"
        headingId="ticket-heading"
        title={w.ticketHeading}
        text={w.ticketText}
        className="scroll-mt-4 py-16 sm:py-20"
      >
        <PricesError className="mt-6 max-w-xl" />
        {ticket ? (
          <article className="mt-8 grid overflow-hidden rounded-3xl bg-navy-900 text-white shadow-xl lg:grid-cols-2">
            <ResponsiveImage
              name={ticket.image}
              slot={ticket.slot}
              alt={ticketCopy.imageAlt}
              sizes="(min-width: 1024px) 560px, 100vw"
              maxWidth={1200}
              imgClassName="h-full w-full object-cover"
            />
            <div className="flex flex-col gap-4 p-6 sm:p-10">
              <div className="flex flex-wrap items-center gap-2">
                <KindBadge kind="ticketed" label={t.common.ticketed} />
                <span className="text-sm font-semibold text-river-300">
                  {fill(t.common.minutes, { n: ticket.minutes })}
                </span>
              </div>
              <CruiseCardTitle
                name={ticket.label}
                gloss={ticketCopy.gloss}
                className="text-2xl font-extrabold sm:text-3xl"
                glossClassName="ml-2 text-lg font-medium text-slate-300"
              />
              <p className="text-slate-200">{ticketCopy.summary}</p>
              <PriceTag
                priceType={ticket.key}
                unit="person"
                capacity={ticket.capacity}
                tone="dark"
              />
              {departures?.(ticket.key, "dark")}
              <div className="mt-auto flex flex-wrap gap-3 pt-2">
                {ticket.bookFrom ? (
                  // Out of season: when it opens, and no booking link (decision 350).
                  <CruiseBooking cruise={ticket} />
                ) : (
                  <BookingButton
                    item="ticket20"
                    refName={refName}
                    location="warszawa"
                    priceType={ticket.key}
                  />
                )}
                <PageLink
                  to={ticket.url}
                  className="btn-light"
                  aria-label={fill(t.common.detailsOf, { name: ticket.label })}
                >
                  {t.common.details}
                </PageLink>
              </div>
            </div>
          </article>
        ) : null}
      </CruiseSection>

      <CruiseSection
        deferred
        headingId="private-heading"
        title={w.privateHeading}
        text={w.privateText}
        className="below-fold bg-slate-50 py-16 sm:py-20"
      >
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {listed.map((card) => {
            const id = SPEC_PRIVATE[card.key];
            if (!id)
              return (
                <CatalogueCruiseCard
                  key={card.key}
                  cruise={card}
                  departures={departures?.(card.key, "light")}
                />
              );
            const cruise = card;
            const copy = t.cruises[id];
            return (
              <li
                key={id}
                className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-md ring-1 ring-slate-200"
              >
                <ResponsiveImage
                  name={cruise.image}
                  slot={cruise.slot}
                  alt={copy.imageAlt}
                  sizes="(min-width: 768px) 33vw, 100vw"
                  maxWidth={800}
                  imgClassName="aspect-video w-full object-cover"
                />
                <div className="flex flex-1 flex-col gap-3 p-6">
                  <PrivateCruiseMeta minutes={cruise.minutes} maxPeople={cruise.capacity} />
                  <CruiseCardTitle
                    name={cruise.label}
                    gloss={copy.gloss}
                    className="text-xl font-extrabold text-navy-900"
                    glossClassName="block text-sm font-medium text-slate-600"
                  />
                  <p className="text-slate-700">{copy.summary}</p>
                  <PriceTag priceType={cruise.key} unit="boat" capacity={cruise.capacity} />
                  {departures?.(cruise.key, "light")}
                  <PageLink
                    to={cruise.url}
                    className="btn-secondary mt-auto"
                    aria-label={fill(t.common.detailsOf, { name: cruise.label })}
                  >
                    {t.common.details}
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </PageLink>
                </div>
              </li>
            );
          })}
        </ul>
      </CruiseSection>

      <CruiseSection
        deferred
        headingId="timeline-heading"
        title={w.timelineHeading}
        className="below-fold py-16 sm:py-20"
      >
        <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
          {w.timeline.map((step, i) => (
            <li key={step.title} className="relative rounded-2xl bg-river-50 p-5">
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full bg-navy-900 text-lg font-bold text-white"
              >
                {i + 1}
              </span>
              <h3 className="mt-4 text-lg font-bold text-navy-900">{step.title}</h3>
              <p className="mt-1 text-slate-700">{step.text}</p>
            </li>
          ))}
        </ol>
      </CruiseSection>

      {tips ? (
        <CruiseSection
          deferred
          headingId="tips-heading"
          title={w.tipsHeading}
          className="below-fold bg-slate-50 py-16 sm:py-20"
        >
          <div className="mt-10 grid gap-6 md:grid-cols-3">
            {w.tips.map((tip) => (
              <div
                key={tip.title}
                className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
              >
                <h3 className="flex items-center gap-2 text-lg font-bold text-navy-900">
                  <Check aria-hidden="true" className="size-5 text-river-600" />
                  {tip.title}
                </h3>
                <p className="mt-2 text-slate-700">{tip.text}</p>
              </div>
            ))}
          </div>
        </CruiseSection>
      ) : null}

      <ClosingCta
        deferred
        id="warsaw-cta"
        title={w.ctaTitle}
        text={w.ctaText}
        actions={
          <>
            {!ticket?.bookFrom ? (
              <BookingButton
                item="ticket20"
                refName={refName}
                location="warszawa"
                label={w.ctaBook}
              />
            ) : null}
            <PhoneButton location="warszawa" className="btn-light" />
            <WhatsAppButton message={w.whatsappText} />
          </>
        }
      />
    </>
  );
}
