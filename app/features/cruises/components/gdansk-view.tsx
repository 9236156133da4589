import type { ReactNode } from "react";
import Anchor from "lucide-react/icons/anchor";
import MapPin from "lucide-react/icons/map-pin";
import Sailboat from "lucide-react/icons/sailboat";
import Waves from "lucide-react/icons/waves-horizontal";
import { PageLink } from "~/components/page-link";
import { usePageCopy } from "~/lib/seo/page-meta";
import { useCruiseCopy } from "../copy";
import { PhoneButton } from "./booking-button";
import { KindBadge, PageHero } from "./page-hero";
import type { CruiseCardData } from "../public-view";
import {
  CatalogueCruiseCards,
  LocationCruisesSection,
  OpenLocationTop,
} from "./location-page-parts";
import { WeatherBand } from "./weather-band";
import { IconCard } from "~/components/ui/icon-card";
import { ClosingCta, CruiseSection, WhatsAppButton } from "./cruise-blocks";

const ICONS = [MapPin, Waves, Anchor, Sailboat] as const;

/**
 * /rejsy-gdansk (docs/product.md §2): coming soon, static content, weather, links home, phone and
 * WhatsApp; opened, its cruises. Its heading and hero text are in the wording for its status
 * (the loaders pick it, decision 302). `weather`: the Gdańsk weather widget, composed in by the
 * route module.
 */
export function GdanskView({
  locationId,
  weather,
  open,
  cards,
  openCopy,
  departures,
}: {
  /** The location row's id: the phone and booking clicks are tracked at it. */
  locationId: string;
  weather: ReactNode;
  /** Opened by the operator (decision 302): its cruises, no "coming soon". */
  open: boolean;
  cards: CruiseCardData[];
  openCopy: { cruisesHeading: string; cruisesText: string };
  /** A card's next departures by cruise key, composed in by the route module (features/departures). */
  departures?: (key: string) => ReactNode;
}) {
  const t = useCruiseCopy();
  const g = t.gdansk;
  const heading = usePageCopy().heading;
  if (open)
    return (
      <>
        <OpenLocationTop
          locationId={locationId}
          image="gdansk-crane"
          slot="hero.gdansk"
          copy={g}
          weather={weather}
        />
        <LocationCruisesSection
          headingId="gdansk-cruises"
          title={openCopy.cruisesHeading}
          text={openCopy.cruisesText}
        >
          <CatalogueCruiseCards cards={cards} departures={departures} />
        </LocationCruisesSection>
      </>
    );
  return (
    <>
      <PageHero
        image="gdansk-crane"
        slot="hero.gdansk"
        imageAlt={g.heroImageAlt}
        badge={<KindBadge kind="ticketed" label={g.comingSoon} />}
        kicker={g.heroKicker}
        title={heading}
        text={g.heroText}
      >
        <PageLink to="/#locations" className="btn-primary">
          {g.seeLocations}
        </PageLink>
        <PhoneButton location={locationId} className="btn-light" />
      </PageHero>

      <WeatherBand>{weather}</WeatherBand>

      <CruiseSection
        deferred
        headingId="gdansk-offer"
        title={g.offerHeading}
        className="py-16 sm:py-20"
      >
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {g.offers.map((offer, i) => (
            <IconCard
              key={offer.title}
              icon={ICONS[i] ?? MapPin}
              title={offer.title}
              text={offer.text}
              className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200"
            />
          ))}
        </ul>
      </CruiseSection>

      <ClosingCta
        deferred
        id="gdansk-cta"
        title={g.stayTuned}
        text={g.stayTunedText}
        actions={
          <>
            <PhoneButton location={locationId} className="btn-primary" />
            <WhatsAppButton message={g.whatsappText} />
            <PageLink to="/#locations" className="btn-light">
              {g.seeLocations}
            </PageLink>
          </>
        }
      />
    </>
  );
}
