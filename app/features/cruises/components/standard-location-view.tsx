import type { ReactNode } from "react";
import MapPin from "lucide-react/icons/map-pin";
import { PageLink } from "~/components/page-link";
import { PhotoPicture } from "~/components/responsive-image";
import { ExternalLink } from "~/components/external-link";
import { useSlotPhotos } from "~/lib/media/context";
import { usePageCopy } from "~/lib/seo/page-meta";
import type { CruiseCardData, LocationPageView } from "../public-view";
import { useCruiseCopy } from "../copy";
import { PhoneButton } from "./booking-button";
import { CatalogueCruiseCards, LocationCruisesSection } from "./location-page-parts";
import { ClosingCta, CruiseSection } from "./cruise-blocks";
import { HeroCruiseActions, KindBadge, PageHero } from "./page-hero";
import { WeatherBand } from "./weather-band";

/**
 * The page of a location the operator added (decision 400): everything from its row, in one
 * language (the loader's `location`): hero (photo place `hero.<id>`), weather, its cruises with
 * their next departures once it is open, or the coming-soon wording; the start point on a map,
 * its gallery (`gallery.<id>`) when it has photos, and a call to call.
 */
export function StandardLocationView({
  location,
  weather,
  cards,
  departures,
}: {
  location: LocationPageView;
  weather: ReactNode;
  cards: CruiseCardData[];
  departures?: (key: string, tone: "light" | "dark") => ReactNode;
}) {
  const t = useCruiseCopy();
  const heading = usePageCopy().heading;
  const gallery = useSlotPhotos(`gallery.${location.id}`);
  const l = location.labels;
  return (
    <>
      <PageHero
        image="vistula-day"
        slot={`hero.${location.id}`}
        imageAlt=""
        badge={location.open ? undefined : <KindBadge kind="ticketed" label={l.comingSoon} />}
        kicker={l.kicker}
        title={heading}
        text={location.open ? l.cruisesText : l.comingSoonText}
      >
        {location.open ? (
          <HeroCruiseActions seeCruises={t.warsaw.seeCruises} location={location.id} />
        ) : (
          <>
            <PageLink to="/#locations" className="btn-primary">
              {l.seeLocations}
            </PageLink>
            <PhoneButton location={location.id} className="btn-light" />
          </>
        )}
      </PageHero>

      <WeatherBand>{weather}</WeatherBand>

      {location.open ? (
        <LocationCruisesSection
          headingId={`${location.id}-cruises`}
          title={l.cruisesHeading}
          text={l.cruisesText}
        >
          <CatalogueCruiseCards
            cards={cards}
            departures={departures && ((key) => departures(key, "light"))}
          />
        </LocationCruisesSection>
      ) : null}

      {gallery.length > 0 ? (
        <CruiseSection
          deferred
          headingId={`${location.id}-gallery`}
          title={l.galleryHeading}
          className="py-16 sm:py-20"
        >
          <ul className="mt-8 grid gap-4 sm:grid-cols-2">
            {gallery.map((photo) => (
              <li key={photo.id}>
                <PhotoPicture
                  photo={photo}
                  alt=""
                  sizes="(min-width: 640px) 50vw, 100vw"
                  maxWidth={1600}
                  imgClassName="aspect-video w-full rounded-2xl object-cover"
                />
              </li>
            ))}
          </ul>
        </CruiseSection>
      ) : null}

      <ClosingCta
        deferred
        id={`${location.id}-cta`}
        title={location.startPoint}
        text={location.open ? l.cruisesText : l.comingSoonText}
        actions={
          <>
            <PhoneButton location={location.id} className="btn-primary" />
            {location.mapUrl ? (
              <ExternalLink href={location.mapUrl} className="btn-light">
                <MapPin aria-hidden="true" className="size-4" />
                {l.showOnMap}
              </ExternalLink>
            ) : null}
          </>
        }
      />
    </>
  );
}
