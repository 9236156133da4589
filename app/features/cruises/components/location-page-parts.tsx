import type { ReactNode } from "react";
import { PricesError } from "~/components/live-price";
import type { SceneName } from "~/components/responsive-image";
import type { SlotId } from "~/lib/media/slots";
import { usePageCopy } from "~/lib/seo/page-meta";
import { useCruiseCopy } from "../copy";
import type { CruiseCardData } from "../public-view";
import { CatalogueCruiseCard } from "./catalogue-cruise-card";
import { CruiseSection } from "./cruise-blocks";
import { HeroCruiseActions, PageHero } from "./page-hero";
import { WeatherBand } from "./weather-band";

/**
 * The top of an open location's page: its hero (the page's h1, the location's artwork or the
 * operator's photo, "see the cruises" and a phone button) and the weather band under it.
 */
export function OpenLocationTop({
  locationId,
  image,
  slot,
  copy,
  weather,
}: {
  /** The location row's id: the phone click is tracked at it. */
  locationId: string;
  image: SceneName;
  slot: SlotId;
  copy: { heroImageAlt: string; heroKicker: string; heroText: string };
  weather: ReactNode;
}) {
  const t = useCruiseCopy();
  const heading = usePageCopy().heading;
  return (
    <>
      <PageHero
        image={image}
        slot={slot}
        imageAlt={copy.heroImageAlt}
        kicker={copy.heroKicker}
        title={heading}
        text={copy.heroText}
      >
        <HeroCruiseActions seeCruises={t.warsaw.seeCruises} location={locationId} />
      </PageHero>

      <WeatherBand>{weather}</WeatherBand>
    </>
  );
}

/** A location's cruise list (`#rejsy`, the hero's "see the cruises" target) with the prices' error. */
export function LocationCruisesSection({
  headingId,
  title,
  text,
  listClassName = "mt-10 grid gap-6 md:grid-cols-3",
  children,
}: {
  headingId: string;
  title: string;
  text: string;
  listClassName?: string;
  /** The cards (`<li>`s). */
  children: ReactNode;
}) {
  return (
    <CruiseSection
      deferred
      id="rejsy"
      headingId={headingId}
      title={title}
      text={text}
      className="scroll-mt-4 py-16 sm:py-20"
    >
      <PricesError className="mt-6 max-w-xl" />
      <ul className={listClassName}>{children}</ul>
    </CruiseSection>
  );
}

/** The catalogue's cards of a location's cruises, each with its next departures. */
export function CatalogueCruiseCards({
  cards,
  departures,
}: {
  cards: CruiseCardData[];
  departures?: (key: string) => ReactNode;
}) {
  return cards.map((card) => (
    <CatalogueCruiseCard key={card.key} cruise={card} departures={departures?.(card.key)} />
  ));
}
