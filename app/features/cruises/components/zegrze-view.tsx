import type { ReactNode } from "react";
import { useCruiseCopy } from "../copy";
import type { CruiseCardData } from "../public-view";
import { CatalogueCruiseCard } from "./catalogue-cruise-card";
import { PhoneButton } from "./booking-button";
import { LocationCruisesSection, OpenLocationTop } from "./location-page-parts";
import { CruiseSection } from "./cruise-blocks";
import { ZegrzeCruiseCard } from "./zegrze-cruise-card";
import { ZegrzeGallerySection } from "./zegrze-gallery-section";

/** /rejsy-zegrze (docs/product.md §2): two private cruises with live prices per boat, routes, gallery, weather. */
/**
 * `weather`: the Zegrze weather widget; `departures`: each card's next departures (by cruise
 * key); both composed in by the route module.
 */
export function ZegrzeView({
  locationId,
  weather,
  cards,
  departures,
}: {
  /** The location row's id: the phone and booking clicks are tracked at it. */
  locationId: string;
  weather: ReactNode;
  /** Zegrze's public cruises in the operator's order (decision 301). */
  cards: CruiseCardData[];
  departures?: (key: string) => ReactNode;
}) {
  const t = useCruiseCopy();
  const z = t.zegrze;
  return (
    <>
      <OpenLocationTop
        locationId={locationId}
        image="zegrze-lake"
        slot="hero.zegrze"
        copy={z}
        weather={weather}
      />

      <LocationCruisesSection
        headingId="zegrze-cruises"
        title={z.cruisesHeading}
        text={z.cruisesText}
        listClassName="mt-10 grid gap-8 md:grid-cols-2"
      >
        {cards.map((card) => {
          // Zegrze's two from the product keep their own cards (the written copy holds their texts).
          const id = card.zegrzeCopy;
          if (!id)
            return (
              <CatalogueCruiseCard
                key={card.key}
                cruise={card}
                departures={departures?.(card.key)}
              />
            );
          return (
            <ZegrzeCruiseCard key={id} card={card} id={id} departures={departures?.(card.key)} />
          );
        })}
      </LocationCruisesSection>

      <CruiseSection
        deferred
        headingId="zegrze-availability"
        tone="dark"
        title={z.availabilityHeading}
        text={z.availabilityText}
        className="bg-gradient-to-br from-navy-900 to-river-700 py-14 text-white"
        inner="container-page flex flex-col gap-6 sm:flex-row sm:items-center sm:justify-between"
      >
        <PhoneButton location={locationId} className="btn-primary shrink-0">
          {z.callForAvailability}
        </PhoneButton>
      </CruiseSection>

      <ZegrzeGallerySection />
    </>
  );
}
