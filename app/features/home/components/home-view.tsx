import { HydrationBoundary } from "~/components/hydration-boundary";
import { INITIAL_LOCATION, locationFromSearch, type LocationType } from "~/lib/location/detect";
import { useDetectedLocation } from "~/lib/location/use-location";
import { chooseLanguage } from "~/lib/i18n/language-client";
import { useLang } from "~/lib/i18n/use-lang";
import { ContactBlock } from "./contact-block";
import { EventsBlock } from "./events-block";
import { HomeHero } from "./home-hero";
import { LocationsSection } from "./locations-section";
import { OtherProjects } from "./other-projects";
import { SeoSection } from "./seo-section";
import { SpecialCruises } from "./special-cruises";
import { WhyChoose } from "./why-choose";
import { useHomeLocations } from "../location-cruises";

/**
 * The home page (docs/product.md §2 "Home"); the footer comes from the site frame.
 *
 * The hero follows an explicit detection only (a URL override or real coordinates). When the
 * location is merely the fallback (Warsaw, because nothing was detected), the server-rendered
 * default hero stays: the visitor may be anywhere, and swapping the headline after hydration
 * would make the largest paint wait for JavaScript (LCP). The cards use the fallback as docs/product.md says.
 */
export function HomeView({
  heroPhotoLocation = "default",
}: {
  /** One of the original three, `default`, or the id of a location the operator added. */
  heroPhotoLocation?: LocationType | string;
}) {
  const catalogue = useHomeLocations();
  const areas = catalogue?.areas ?? [];
  const { location, resolved, request } = useDetectedLocation(areas);
  const lang = useLang();
  const explicit =
    resolved &&
    (location.lat !== undefined ||
      locationFromSearch(
        window.location.search,
        areas.map((a) => a.id),
      ) !== undefined);
  const heroLocation: LocationType = explicit ? location.type : "default";
  // The detected location's id: an added one's (decision 405), or one of the original three's
  // (the fallback, Warsaw, included); none before detection.
  const detected =
    location.added ?? (location.type === INITIAL_LOCATION.type ? undefined : location.type);
  // A location the operator added, when detected or named by the URL (decision 405).
  const heroAdded = explicit ? catalogue?.added?.find((a) => a.id === location.added) : undefined;
  return (
    <>
      <HomeHero location={heroLocation} added={heroAdded} photoLocation={heroPhotoLocation} />
      <LocationsSection
        location={detected}
        onUseMyLocation={async () => {
          const found = await request();
          // The visitor asked for their location: outside Poland that is a choice of English,
          // stored (docs/architecture.md §3).
          if (!found.isInPoland && lang !== "en") chooseLanguage("en");
          return found;
        }}
      />
      <HydrationBoundary>
        <WhyChoose location={detected} />
      </HydrationBoundary>
      <HydrationBoundary>
        <SeoSection />
      </HydrationBoundary>
      <HydrationBoundary>
        <EventsBlock />
      </HydrationBoundary>
      <HydrationBoundary>
        <SpecialCruises />
      </HydrationBoundary>
      <HydrationBoundary>
        <OtherProjects />
      </HydrationBoundary>
      <HydrationBoundary>
        <ContactBlock />
      </HydrationBoundary>
    </>
  );
}
