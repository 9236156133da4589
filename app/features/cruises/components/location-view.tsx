import type { ReactNode } from "react";
import type { CruiseCardData, LocationPageView } from "../public-view";
import { GdanskView } from "./gdansk-view";
import { StandardLocationView } from "./standard-location-view";
import { WarsawCruisesView } from "./warsaw-cruises-view";
import { ZegrzeView } from "./zegrze-view";

/**
 * Every location's page (decision 400), one view family: the sections its row's `layout` names.
 * the original three keep their own sections (Warsaw's ticket and private boats, Zegrze's cards and
 * gallery, Gdańsk's coming-soon offer); any other location has the standard ones.
 */
export function LocationView({
  location,
  refName,
  tips,
  weather,
  cards,
  departures,
  openCopy,
}: {
  location: LocationPageView;
  /** The booking links' `ref` tag: the page's name. */
  refName: string;
  /** The travel tips (Warsaw's English page). */
  tips: boolean;
  weather: ReactNode;
  cards: CruiseCardData[];
  departures: (key: string, tone?: "light" | "dark") => ReactNode;
  openCopy: { cruisesHeading: string; cruisesText: string };
}) {
  switch (location.layout) {
    case "river-tickets":
      return (
        <WarsawCruisesView
          locationId={location.id}
          refName={refName}
          tips={tips}
          weather={weather}
          cards={cards}
          departures={departures}
        />
      );
    case "lake":
      return (
        <ZegrzeView
          locationId={location.id}
          weather={weather}
          cards={cards}
          departures={departures}
        />
      );
    case "coming-soon":
      return (
        <GdanskView
          locationId={location.id}
          weather={weather}
          open={location.open}
          cards={cards}
          openCopy={openCopy}
          departures={departures}
        />
      );
    default:
      return (
        <StandardLocationView
          location={location}
          weather={weather}
          cards={cards}
          departures={departures}
        />
      );
  }
}
