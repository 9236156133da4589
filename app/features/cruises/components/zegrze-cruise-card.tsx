import type { ReactNode } from "react";
import type { SeedZegrzeCopyId } from "~/content/catalogue-seed";
import { useCruiseCopy } from "../copy";
import type { CruiseCardData } from "../public-view";
import { CruiseBooking } from "./cruise-booking";
import { PriceTag } from "./booking-button";
import {
  CruiseCardTitle,
  CruiseDetailsLink,
  PrivateCruiseMeta,
  CruiseCardPicture,
} from "./cruise-blocks";

/** The card of one of Zegrze's two cruises from the product: route, price per boat, booking. */
export function ZegrzeCruiseCard({
  card,
  id,
  departures,
}: {
  card: CruiseCardData;
  id: SeedZegrzeCopyId;
  departures?: ReactNode;
}) {
  const t = useCruiseCopy();
  const z = t.zegrze;
  const copy = z.cruises[id];
  return (
    <li
      key={id}
      className="flex flex-col overflow-hidden rounded-3xl bg-white shadow-lg ring-1 ring-slate-200"
    >
      <CruiseCardPicture
        cruise={card}
        alt={copy.imageAlt}
        sizes="(min-width: 768px) 50vw, 100vw"
        maxWidth={1200}
      />
      <div className="flex flex-1 flex-col gap-4 p-6 sm:p-8">
        <PrivateCruiseMeta minutes={card.minutes} maxPeople={card.capacity} />
        <CruiseCardTitle
          name={copy.title}
          gloss={copy.gloss}
          className="text-2xl font-extrabold text-navy-900"
          glossClassName="block text-base font-medium text-slate-600"
        />
        <p className="text-slate-700">{copy.text}</p>
        <PriceTag priceType={card.key} unit="boat" capacity={card.capacity} placeholder="text" />
        {card.seasonNote ? (
          <p className="text-sm font-semibold text-signal-600">{card.seasonNote}</p>
        ) : null}
        {departures}
        <div>
          <h4 className="font-bold text-navy-900">{z.routeHeading}</h4>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-slate-700">
            {copy.route.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
        {/* Booked by its channel (phone until the operator sets a provider item): never
            a link to /#locations, whose Zegrze card leads back here (decision 301). */}
        <div className="mt-auto flex flex-wrap gap-3 pt-2">
          <CruiseBooking cruise={card} />
          <CruiseDetailsLink
            to={card.url}
            // By its own name, as the Warsaw cards say "Details of the Maksimum cruise".
            name={copy.title.split(" – ").pop() ?? copy.title}
            className="btn-secondary"
          />
        </div>
      </div>
    </li>
  );
}
