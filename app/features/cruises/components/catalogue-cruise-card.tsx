import type { ReactNode } from "react";
import type { CruiseCardData } from "../public-view";
import { PriceTag } from "./booking-button";
import {
  CruiseCardTitle,
  CruiseDetailsLink,
  PrivateCruiseMeta,
  TicketedCruiseMeta,
  CruiseCardPicture,
} from "./cruise-blocks";
import { CruiseBooking } from "./cruise-booking";

/**
 * A catalogue cruise's card on a list page (decision 301): picture, kind and length, name,
 * summary, live price, its booking action and a link to its page.
 */
export function CatalogueCruiseCard({
  cruise,
  departures,
}: {
  cruise: CruiseCardData;
  /** Its next departures, composed in by the route module (features/departures). */
  departures?: ReactNode;
}) {
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-md ring-1 ring-slate-200">
      <CruiseCardPicture cruise={cruise} alt={cruise.imageAlt} />
      <div className="flex flex-1 flex-col gap-3 p-6">
        {cruise.kind === "private" ? (
          <PrivateCruiseMeta minutes={cruise.minutes} maxPeople={cruise.capacity} />
        ) : (
          <TicketedCruiseMeta minutes={cruise.minutes} />
        )}
        <CruiseCardTitle
          name={cruise.name}
          gloss={cruise.gloss}
          className="text-xl font-extrabold text-navy-900"
          glossClassName="block text-sm font-medium text-slate-600"
        />
        {cruise.summary ? <p className="text-slate-700">{cruise.summary}</p> : null}
        {cruise.seasonNote ? (
          <p className="text-sm font-semibold text-signal-600">{cruise.seasonNote}</p>
        ) : null}
        <PriceTag
          priceType={cruise.key}
          unit={cruise.kind === "shared" ? "person" : "boat"}
          capacity={cruise.capacity}
        />
        {departures}
        <div className="mt-auto flex flex-wrap gap-3 pt-2">
          <CruiseBooking cruise={cruise} className="btn-primary" />
          <CruiseDetailsLink to={cruise.url} name={cruise.name} className="btn-secondary" />
        </div>
      </div>
    </li>
  );
}
