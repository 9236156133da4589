import type { ReactNode } from "react";
import type { CruiseCardData } from "../public-view";
import { useCruiseCopy } from "../copy";
import { OpenLocationTop } from "./location-page-parts";
import { WarsawClosingSections } from "./warsaw-closing-sections";
import { WarsawPrivateSection } from "./warsaw-private-section";
import { WarsawTicketSection } from "./warsaw-ticket-section";

/**
 * The Warsaw cruise list (docs/product.md §2): /rejsy-wisla-warszawa and its English twin
 * /warsaw-river-cruise; in English with travel tips. `refName` tags the booking links with the
 * page. Warsaw's own sections, named by its location row's layout (decision 400).
 * `weather`: the Warsaw weather widget; `departures`: each card's next departures (by cruise key,
 * dark for the ticket card, light for the others); both composed in by the route module.
 */
export function WarsawCruisesView({
  locationId,
  refName,
  tips = false,
  weather,
  cards,
  departures,
}: {
  /** The location row's id: the phone and booking clicks are tracked at it. */
  locationId: string;
  refName: string;
  tips?: boolean;
  weather: ReactNode;
  /** Warsaw's public cruises in the operator's order (decision 301). */
  cards: CruiseCardData[];
  departures?: (key: string, tone: "light" | "dark") => ReactNode;
}) {
  const w = useCruiseCopy().warsaw;
  // The shared ticket's card first (the cruise the ticket section's copy is written for); then
  // the private three with their own cards and the operator's own cruises with the catalogue's
  // card. Everything a card shows comes with the card's data (the page ships no catalogue of
  // its own).
  const ticket = cards.find((c) => c.warsawCopy === "20");
  const listed = cards.filter((c) => c !== ticket);
  return (
    <>
      <OpenLocationTop
        locationId={locationId}
        image="warszawa-dusk"
        slot="hero.warszawa"
        copy={w}
        weather={weather}
      />

      <WarsawTicketSection
        locationId={locationId}
        refName={refName}
        ticket={ticket}
        departures={departures}
      />
      <WarsawPrivateSection listed={listed} departures={departures} />
      <WarsawClosingSections
        locationId={locationId}
        refName={refName}
        tips={tips}
        ticket={ticket}
      />
    </>
  );
}
