import ArrowRight from "lucide-react/icons/arrow-right";
import MapPin from "lucide-react/icons/map-pin";
import type { ReactNode } from "react";
import { LivePrice, WithPublishedPrice } from "~/components/live-price";
import { PageLink } from "~/components/page-link";
import { ResponsiveImage, type SceneName } from "~/components/responsive-image";
import { useHomeLocations } from "../location-cruises";

/**
 * A home location card's frame, the same for an original location and an added one: its photo
 * place `card.<id>` (the drawing until a photo is set), its name, what the card says, its
 * buttons and the link to its page.
 */
export function LocationCardFrame({
  id,
  image,
  alt,
  name,
  url,
  link,
  actions,
  children,
}: {
  id: string;
  image: SceneName;
  alt: string;
  name: string;
  url: string;
  link: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <li
      data-location={id}
      className="flex flex-col overflow-hidden rounded-3xl bg-white shadow-lg ring-1 ring-slate-200"
    >
      <ResponsiveImage
        name={image}
        slot={`card.${id}`}
        alt={alt}
        sizes="(min-width: 1024px) 33vw, 100vw"
        maxWidth={800}
        imgClassName="aspect-video w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-4 p-6">
        <h3 className="flex items-center gap-2 text-2xl font-extrabold text-navy-900">
          <MapPin aria-hidden="true" className="size-6 text-signal-600" />
          {name}
        </h3>
        {children}
        <div className="mt-auto grid gap-3 pt-2">
          {actions}
          <PageLink to={url} className="link inline-flex items-center gap-1">
            {link}
            <ArrowRight aria-hidden="true" className="size-4" />
          </PageLink>
        </div>
      </div>
    </li>
  );
}

/** The location's public cruises, each a link to its page (decision 302). */
export function CardCruises({ location }: { location: string }) {
  const cruises = useHomeLocations()?.cruises[location] ?? [];
  if (cruises.length === 0) return null;
  return (
    <ul className="space-y-1 text-sm" data-testid={`home-cruises-${location}`}>
      {cruises.map((c) => (
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
  );
}
