import type { ReactNode } from "react";
import ArrowRight from "lucide-react/icons/arrow-right";
import { PageLink } from "~/components/page-link";
import { ResponsiveImage } from "~/components/responsive-image";
import { fill, useCruiseCopy } from "../copy";
import type { CruiseCardData } from "../public-view";
import { PriceTag } from "./booking-button";
import { CruiseCardTitle, PrivateCruiseMeta } from "./cruise-blocks";
import { CruiseBooking } from "./cruise-booking";
import { KindBadge } from "./page-hero";

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
  const t = useCruiseCopy();
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-md ring-1 ring-slate-200">
      <ResponsiveImage
        name={cruise.image}
        slot={cruise.slot}
        alt={cruise.imageAlt}
        sizes="(min-width: 768px) 33vw, 100vw"
        maxWidth={800}
        imgClassName="aspect-video w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-6">
        {cruise.kind === "private" ? (
          <PrivateCruiseMeta minutes={cruise.minutes} maxPeople={cruise.capacity} />
        ) : (
          <div className="flex flex-wrap items-center gap-2">
            <KindBadge kind="ticketed" label={t.common.ticketed} />
            <span className="text-sm font-semibold text-river-700">
              {fill(t.common.minutes, { n: cruise.minutes })}
            </span>
          </div>
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
          <PageLink
            to={cruise.url}
            className="btn-secondary"
            aria-label={fill(t.common.detailsOf, { name: cruise.name })}
          >
            {t.common.details}
            <ArrowRight aria-hidden="true" className="size-4" />
          </PageLink>
        </div>
      </div>
    </li>
  );
}
