import type { ReactNode } from "react";
import type { CruiseCardData } from "../public-view";
import { CatalogueCruiseCard } from "./catalogue-cruise-card";
import { useCruiseCopy } from "../copy";
import { PriceTag } from "./booking-button";
import {
  CruiseCardTitle,
  CruiseDetailsLink,
  CruiseSection,
  PrivateCruiseMeta,
  CruiseCardPicture,
} from "./cruise-blocks";

/**
 * Warsaw's private-boat section: its cruises after the ticket, in the operator's order; the
 * product's private three (the cards whose texts the written copy holds) with their own cards,
 * the operator's own cruises with the catalogue's card (a section of Warsaw's page, decision 400).
 */
export function WarsawPrivateSection({
  listed,
  departures,
}: {
  listed: CruiseCardData[];
  departures?: (key: string, tone: "light" | "dark") => ReactNode;
}) {
  const t = useCruiseCopy();
  const w = t.warsaw;
  return (
    <CruiseSection
      deferred
      headingId="private-heading"
      title={w.privateHeading}
      text={w.privateText}
      className="below-fold bg-slate-50 py-16 sm:py-20"
    >
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {listed.map((card) => {
          const id = card.warsawCopy;
          if (!id)
            return (
              <CatalogueCruiseCard
                key={card.key}
                cruise={card}
                departures={departures?.(card.key, "light")}
              />
            );
          const cruise = card;
          const copy = t.cruises[id];
          return (
            <li
              key={id}
              className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-md ring-1 ring-slate-200"
            >
              <CruiseCardPicture cruise={cruise} alt={copy.imageAlt} />
              <div className="flex flex-1 flex-col gap-3 p-6">
                <PrivateCruiseMeta minutes={cruise.minutes} maxPeople={cruise.capacity} />
                <CruiseCardTitle
                  name={cruise.label}
                  gloss={copy.gloss}
                  className="text-xl font-extrabold text-navy-900"
                  glossClassName="block text-sm font-medium text-slate-600"
                />
                <p className="text-slate-700">{copy.summary}</p>
                <PriceTag priceType={cruise.key} unit="boat" capacity={cruise.capacity} />
                {departures?.(cruise.key, "light")}
                <CruiseDetailsLink
                  to={cruise.url}
                  name={cruise.label}
                  className="btn-secondary mt-auto"
                />
              </div>
            </li>
          );
        })}
      </ul>
    </CruiseSection>
  );
}
