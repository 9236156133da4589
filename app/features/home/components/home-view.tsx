import { useDetectedLocation } from "~/features/location/use-location";
import { ContactBlock } from "./contact-block";
import { EventsBlock } from "./events-block";
import { HomeHero } from "./home-hero";
import { LocationsSection } from "./locations-section";
import { OtherProjects } from "./other-projects";
import { SeoSection } from "./seo-section";
import { SpecialCruises } from "./special-cruises";
import { WhyChoose } from "./why-choose";

/** The home page (SPEC §2 "Home"); the footer comes from the site frame. */
export function HomeView() {
  const { location, request } = useDetectedLocation();
  return (
    <>
      <HomeHero location={location.type} />
      <LocationsSection location={location.type} onUseMyLocation={request} />
      <WhyChoose location={location.type} />
      <SeoSection />
      <EventsBlock />
      <SpecialCruises />
      <OtherProjects />
      <ContactBlock />
    </>
  );
}
