import type { ReactNode } from "react";
import ArrowRight from "lucide-react/icons/arrow-right";
import Check from "lucide-react/icons/check";
import Clock from "lucide-react/icons/clock";
import Gauge from "lucide-react/icons/gauge";
import Users from "lucide-react/icons/users";
import X from "lucide-react/icons/x";
import { PageLink } from "~/components/page-link";
import { ResponsiveImage } from "~/components/responsive-image";
import { PricesError } from "~/components/live-price";
import { WARSAW_CRUISE_IDS, type WarsawCruise } from "../catalogue";
import { fill, useCruiseCopy } from "../copy";
import { PriceTag } from "./booking-button";
import { CruiseBooking } from "./cruise-booking";
import type { CruisePageView } from "../public-view";
import { KindBadge, PageHero, SectionHeading } from "./page-hero";
import { ClosingCta, CruiseSection, WhatsAppButton } from "./cruise-blocks";
import { IconCard } from "~/components/ui/icon-card";
import { CheckList } from "~/components/ui/check-list";
import { PageSection } from "~/components/ui/page-section";

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
            tone="dark"
          />
          <CruiseBooking cruise={booking} />
        </div>
        <PricesError tone="dark" />
      </PageHero>

      {departures ? <div className="container-page pt-10">{departures}</div> : null}

      <CruiseSection headingId="facts-heading" title={d.factsHeading} className="py-14 sm:py-16">
        <ul className="mt-8 grid gap-5 sm:grid-cols-3">
          {copy.facts.map((fact, i) => (
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
        <p className="mt-6 text-slate-700">{note}</p>
      </CruiseSection>

      <PageSection
        headingId="route-heading"
        className="bg-slate-50 py-14 sm:py-16"
        inner="container-page grid items-start gap-10 lg:grid-cols-2"
      >
        <div>
          <SectionHeading id="route-heading" title={d.routeHeading} />
          <ol className="mt-8 space-y-4">
            {copy.route.map((step, i) => (
              <li key={step} className="flex gap-4">
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
          slot={`cruise.${cruise.id}min`}
          alt=""
          sizes="(min-width: 1024px) 560px, 100vw"
          maxWidth={1200}
          imgClassName="w-full rounded-3xl shadow-lg"
        />
      </PageSection>

      <section
        aria-label={`${d.includedHeading} / ${d.excludedHeading}`}
        className="py-14 sm:py-16"
      >
        <div className="container-page grid gap-6 md:grid-cols-2">
          <div className="rounded-2xl p-6 ring-1 ring-slate-200">
            <h2 className="text-2xl font-extrabold text-navy-900">{d.includedHeading}</h2>
            <CheckList items={copy.included} className="mt-4 space-y-3" />
          </div>
          <div className="rounded-2xl p-6 ring-1 ring-slate-200">
            <h2 className="text-2xl font-extrabold text-navy-900">{d.excludedHeading}</h2>
            <CheckList
              items={copy.excluded}
              className="mt-4 space-y-3"
              icon={X}
              iconClassName="mt-0.5 size-5 shrink-0 text-signal-600"
            />
          </div>
        </div>
      </section>

      <ClosingCta
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
        <h3 className="mt-12 text-lg font-bold">{d.otherCruises}</h3>
        <ul className="mt-3 flex flex-wrap gap-3">
          {others.map((id) => (
            <li key={id}>
              <PageLink
                to={`/rejsy-wisla-warszawa/${id}-min`}
                className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 font-semibold ring-1 ring-white/30 hover:bg-white/20"
              >
                {fill(t.common.minutes, { n: Number(id) })} ·{" "}
                {t.cruises[id].title.split(" – ")[1] ?? id}
                <ArrowRight aria-hidden="true" className="size-4" />
              </PageLink>
            </li>
          ))}
        </ul>
      </ClosingCta>
    </>
  );
}
