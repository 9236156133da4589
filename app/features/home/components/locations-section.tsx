import ArrowRight from "lucide-react/icons/arrow-right";
import Crosshair from "lucide-react/icons/crosshair";
import ExternalIcon from "lucide-react/icons/external-link";
import MapPin from "lucide-react/icons/map-pin";
import { useState } from "react";
import { PageLink } from "~/components/page-link";
import { ResponsiveImage, type SceneName } from "~/components/responsive-image";
import { bookingUrl } from "~/config/site";
import { trackBookingClick } from "~/lib/analytics/track";
import type { LocationType } from "~/lib/location/detect";
import {
  LivePrice,
  priceOf,
  PricesError,
  WithPrices,
  WithPublishedPrice,
} from "~/components/live-price";
import { formatPrice } from "~/lib/prices/format";
import type { PricesResult } from "~/lib/prices/types";
import { useLang } from "~/lib/i18n/use-lang";
import { useHomeActions } from "../actions";
import { useHomeLocations, type HomeCruise } from "../location-cruises";
import { fillFacts, peopleFacts } from "~/lib/copy/facts";
import type { Lang } from "~/lib/i18n/lang";
import { useHomeCopy } from "../copy";
import { NewTabNote } from "~/components/new-tab-note";
import { CheckList } from "~/components/ui/check-list";
import { AddedLocationCard } from "./added-location-card";
import { PageSection, SECTION_TITLE } from "~/components/ui/page-section";

/** The lowest live Zegrze price (both Zegrze cruises are private boats), or undefined when none is known. */
export function zegrzeFromPrice(result: PricesResult): number | undefined {
  const known = [priceOf(result, "zegrze_30min"), priceOf(result, "zegrze_60min")].filter(
    (p): p is number => p !== undefined,
  );
  return known.length ? Math.min(...known) : undefined;
}

type CardLocation = Exclude<LocationType, "default">;
const ORDER: readonly CardLocation[] = ["warszawa", "zegrze", "gdansk"];
const CARD: Record<CardLocation, { image: SceneName; to: string }> = {
  warszawa: { image: "warszawa-golden", to: "/rejsy-wisla-warszawa" },
  zegrze: { image: "zegrze-day", to: "/rejsy-zegrze" },
  gdansk: { image: "gdansk-crane", to: "/rejsy-gdansk" },
};

/** The detected location's card first, the others in their usual order. */
export function orderLocations(first: LocationType): CardLocation[] {
  if (first === "default") return [...ORDER];
  return [first, ...ORDER.filter((l) => l !== first)];
}

function WarsawActions() {
  const t = useHomeCopy().locations;
  const { EventBookingButton } = useHomeActions();
  const ticket = (price: number | undefined, published = true) => (
    <a
      href={bookingUrl("ticket20", "home")}
      target="_blank"
      rel="noopener noreferrer"
      className="btn-primary w-full"
      onClick={() => trackBookingClick("ticket20", "warszawa", price)}
    >
      <span>
        {t.bookOnline}
        {published && (
          <>
            {" · "}
            <LivePrice type="20min" placeholder="dots" />
          </>
        )}
      </span>
      <ExternalIcon aria-hidden="true" className="size-4" />
      <NewTabNote />
    </a>
  );
  return (
    <div className="grid gap-3">
      <WithPrices fallback={ticket(undefined)}>
        {(result) => ticket(priceOf(result, "20min"), priceOf(result, "20min") !== undefined)}
      </WithPrices>
      <a
        href={bookingUrl("private", "home")}
        target="_blank"
        rel="noopener noreferrer"
        className="btn-secondary w-full"
        onClick={() => trackBookingClick("private", "warszawa")}
      >
        {t.bookPrivate}
        <ExternalIcon aria-hidden="true" className="size-4" />
        <NewTabNote />
      </a>
      <EventBookingButton className="btn-secondary w-full">{t.bookEvent}</EventBookingButton>
    </div>
  );
}

/**
 * The cruise with the lowest live price among a location's cruises, with that price, or
 * undefined when none is known: the card says its price and what the price buys (decision 410).
 */
export function cheapestCruise(
  result: PricesResult,
  cruises: readonly HomeCruise[],
): { cruise: HomeCruise; price: number } | undefined {
  let best: { cruise: HomeCruise; price: number } | undefined;
  for (const cruise of cruises) {
    const price = priceOf(result, cruise.key);
    if (price !== undefined && (!best || price < best.price)) best = { cruise, price };
  }
  return best;
}

/** "za osobę" for a shared cruise, "za łódź (do 8 osób)" for a private one. */
function unitOf(cruise: HomeCruise, t: { perPerson: string; perBoat: string }, lang: Lang) {
  return cruise.kind === "shared"
    ? t.perPerson
    : fillFacts(t.perBoat, peopleFacts(cruise.capacity, lang));
}

function CardPrice({ location }: { location: CardLocation }) {
  const t = useHomeCopy().locations;
  const lang = useLang();
  const catalogue = useHomeLocations();
  const big = "text-3xl font-extrabold text-navy-900";
  // Gdańsk says "coming soon" until the operator opens it (decision 302).
  if (location === "gdansk" && !catalogue?.open.gdansk)
    return <p className={big}>{t.comingSoon}</p>;
  const cruises = catalogue?.cruises[location] ?? [];
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      {location === "warszawa" ? (
        <LivePrice type="20min" placeholder="dots" className={big} />
      ) : (
        <WithPrices fallback={<span className={big}>...</span>}>
          {(result) => {
            // The cheapest live price of the location's cruises, and what it buys.
            const cheapest = cheapestCruise(result, cruises);
            return (
              <span className={big}>
                {cheapest === undefined
                  ? t.askForPrice
                  : `${t.from} ${formatPrice(cheapest.price, lang)}`}
              </span>
            );
          }}
        </WithPrices>
      )}
      {location === "warszawa" ? (
        <WithPublishedPrice type="20min">
          <span className="text-sm text-slate-600">{t.perPerson}</span>
        </WithPublishedPrice>
      ) : (
        <WithPrices fallback={null}>
          {(result) => {
            const cheapest = cheapestCruise(result, cruises);
            return cheapest === undefined ? null : (
              <span className="text-sm text-slate-600" data-testid={`home-unit-${location}`}>
                {unitOf(cheapest.cruise, t, lang)}
              </span>
            );
          }}
        </WithPrices>
      )}
    </p>
  );
}

/** The location's public cruises, each a link to its page (decision 302). */
function CardCruises({ location }: { location: CardLocation }) {
  const cruises = useHomeLocations()?.cruises[location] ?? [];
  if (cruises.length === 0 || location === "warszawa") return null;
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

/** docs/product.md §2 #locations: three cards, the detected one first, plus a "use my location" control. */
export function LocationsSection({
  location,
  addedName,
  onUseMyLocation,
}: {
  location: LocationType;
  /** The name of the added location detected (decision 405), for "Closest to you: …". */
  addedName?: string;
  onUseMyLocation: () => Promise<{ type: LocationType }>;
}) {
  const t = useHomeCopy().locations;
  const [status, setStatus] = useState<"idle" | "busy" | "done">("idle");
  const order = orderLocations(location);
  const ask = async () => {
    setStatus("busy");
    await onUseMyLocation();
    setStatus("done");
  };
  return (
    <PageSection
      id="locations"
      tabIndex={-1}
      headingId="locations-heading"
      className="scroll-mt-2 py-16 outline-none sm:py-24"
      inner="container-page"
    >
      <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
        <div className="max-w-2xl">
          <h2 id="locations-heading" className={`${SECTION_TITLE} sm:text-4xl`}>
            {t.heading}
          </h2>
          <p className="mt-3 text-lg text-slate-700">{t.text}</p>
        </div>
        <div className="flex flex-col items-start gap-2 sm:items-end">
          <button
            type="button"
            onClick={ask}
            disabled={status === "busy"}
            className="btn-secondary"
          >
            <Crosshair aria-hidden="true" className="size-4" />
            {status === "busy" ? t.locating : t.useMyLocation}
          </button>
          <p role="status" className="min-h-6 text-sm text-slate-700">
            {status === "done" && addedName
              ? t.nearest.replace("{name}", addedName)
              : status === "done" && location !== "default"
                ? t.nearest.replace("{name}", t.cards[location].name)
                : null}
          </p>
        </div>
      </div>
      <PricesError className="mt-6 max-w-xl" />
      <ul className="mt-10 grid gap-8 lg:grid-cols-3" data-testid="location-cards">
        {order.map((loc) => {
          const card = t.cards[loc];
          return (
            <li
              key={loc}
              data-location={loc}
              className="flex flex-col overflow-hidden rounded-3xl bg-white shadow-lg ring-1 ring-slate-200"
            >
              <ResponsiveImage
                name={CARD[loc].image}
                slot={`card.${loc}`}
                alt={card.imageAlt}
                sizes="(min-width: 1024px) 33vw, 100vw"
                maxWidth={800}
                imgClassName="aspect-video w-full object-cover"
              />
              <div className="flex flex-1 flex-col gap-4 p-6">
                <h3 className="flex items-center gap-2 text-2xl font-extrabold text-navy-900">
                  <MapPin aria-hidden="true" className="size-6 text-signal-600" />
                  {card.name}
                </h3>
                <p className="text-slate-700">{card.description}</p>
                <CheckList
                  items={card.details}
                  className="space-y-1.5 text-sm text-slate-700"
                  itemClassName="flex gap-2"
                  iconClassName="mt-0.5 size-4 shrink-0 text-river-600"
                />
                <CardPrice location={loc} />
                <CardCruises location={loc} />
                <div className="mt-auto grid gap-3 pt-2">
                  {loc === "warszawa" ? <WarsawActions /> : null}
                  <PageLink to={CARD[loc].to} className="link inline-flex items-center gap-1">
                    {card.link}
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </PageLink>
                </div>
              </div>
            </li>
          );
        })}
        {(useHomeLocations()?.added ?? []).map((card) => (
          <AddedLocationCard key={card.id} card={card} />
        ))}
      </ul>
    </PageSection>
  );
}
