import type { ReactNode } from "react";
import ArrowRight from "lucide-react/icons/arrow-right";
import { PageLink } from "~/components/page-link";
import { ResponsiveImage } from "~/components/responsive-image";
import type { CruiseCardData } from "../public-view";
import { CatalogueCruiseCard } from "./catalogue-cruise-card";
import { fill, useCruiseCopy } from "../copy";
import { PriceTag } from "./booking-button";
import { CruiseCardTitle, CruiseSection, PrivateCruiseMeta } from "./cruise-blocks";

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
              <ResponsiveImage
                name={cruise.image}
                slot={cruise.slot}
                alt={copy.imageAlt}
                sizes="(min-width: 768px) 33vw, 100vw"
                maxWidth={800}
                imgClassName="aspect-video w-full object-cover"
              />
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
                <PageLink
                  to={cruise.url}
                  className="btn-secondary mt-auto"
                  aria-label={fill(t.common.detailsOf, { name: cruise.label })}
                >
                  {t.common.details}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </PageLink>
              </div>
            </li>
          );
        })}
      </ul>
    </CruiseSection>
  );
}
