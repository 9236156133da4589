import type { AddedLocationCardData } from "../location-cruises";
import { CardCruises, LocationCardFrame } from "./location-card-frame";

/**
 * The home card of a location the operator added (decision 400): its photo place `card.<id>`
 * (the river drawing until a photo is set), name, start point, its public cruises with their
 * live prices, and a link to its page. Everything comes from its row, in the page's language.
 */
export function AddedLocationCard({ card }: { card: AddedLocationCardData }) {
  return (
    <LocationCardFrame
      id={card.id}
      image="vistula-day"
      alt=""
      name={card.name}
      url={card.url}
      link={card.link}
    >
      <p className="text-slate-700">{card.startPoint}</p>
      <CardCruises location={card.id} />
    </LocationCardFrame>
  );
}
