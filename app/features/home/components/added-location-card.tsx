import ArrowRight from "lucide-react/icons/arrow-right";
import MapPin from "lucide-react/icons/map-pin";
import { PageLink } from "~/components/page-link";
import { LivePrice, WithPublishedPrice } from "~/components/live-price";
import { ResponsiveImage } from "~/components/responsive-image";
import type { AddedLocationCardData } from "../location-cruises";

/**
 * The home card of a location the operator added (decision 400): its photo place `card.<id>`
 * (the river drawing until a photo is set), name, start point, its public cruises with their
 * live prices, and a link to its page. Everything comes from its row, in the page's language.
 */
export function AddedLocationCard({ card }: { card: AddedLocationCardData }) {
  return (
    <li
      data-location={card.id}
      className="flex flex-col overflow-hidden rounded-3xl bg-white shadow-lg ring-1 ring-slate-200"
    >
      <ResponsiveImage
        name="vistula-day"
        slot={`card.${card.id}`}
        alt=""
        sizes="(min-width: 1024px) 33vw, 100vw"
        maxWidth={800}
        imgClassName="aspect-video w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-4 p-6">
        <h3 className="flex items-center gap-2 text-2xl font-extrabold text-navy-900">
          <MapPin aria-hidden="true" className="size-6 text-signal-600" />
          {card.name}
        </h3>
        <p className="text-slate-700">{card.startPoint}</p>
        {card.cruises.length ? (
          <ul className="space-y-1 text-sm" data-testid={`home-cruises-${card.id}`}>
            {card.cruises.map((c) => (
              <li key={c.key}>
                <PageLink to={c.url} className="link inline-flex items-center gap-1">
                  {c.name}
                  <WithPublishedPrice type={c.key}>
                    <span className="text-slate-600">
                      {" · "}
                      <LivePrice type={c.key} placeholder="dots" />
                    </span>
                  </WithPublishedPrice>
                </PageLink>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-auto grid gap-3 pt-2">
          <PageLink to={card.url} className="link inline-flex items-center gap-1">
            {card.link}
            <ArrowRight aria-hidden="true" className="size-4" />
          </PageLink>
        </div>
      </div>
    </li>
  );
}
