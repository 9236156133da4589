import Crosshair from "lucide-react/icons/crosshair";
import ExternalIcon from "lucide-react/icons/external-link";
import { useState } from "react";
import type { SceneName } from "~/components/responsive-image";
import { bookingUrl } from "~/config/site";
import { trackBookingClick } from "~/lib/analytics/track";
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
import {
  useHomeLocations,
  type AddedLocationCardData,
  type HomeCruise,
  type HomeLocations,
} from "../location-cruises";
import { fillFacts, peopleFacts } from "~/lib/copy/facts";
import type { Lang } from "~/lib/i18n/lang";
import { useHomeCopy, type HomeCopy } from "../copy";
import { NewTabNote } from "~/components/new-tab-note";
import { CheckList } from "~/components/ui/check-list";
import { AddedLocationCard } from "./added-location-card";
import { CardCruises, LocationCardFrame } from "./location-card-frame";
import { PageSection, SECTION_TITLE } from "~/components/ui/page-section";

/** The lowest live Zegrze price (both Zegrze cruises are private boats), or undefined when none is known. */
export function zegrzeFromPrice(result: PricesResult): number | undefined {
  const known = [priceOf(result, "zegrze_30min"), priceOf(result, "zegrze_60min")].filter(
    (p): p is number => p !== undefined,
  );
  return known.length ? Math.min(...known) : undefined;
}

/** The original locations' own cards: their texts (`cards.<layout>`) and these parts, by layout. */
type OriginalLayout = keyof HomeCopy["locations"]["cards"];

/** A card on home: an original location's own (by its layout), or an added location's. */
type Card =
  | { kind: "original"; id: string; layout: OriginalLayout; url: string }
  | { kind: "added"; id: string; card: AddedLocationCardData };

/**
 * The cards in the rows' order, the detected location's first (docs/product.md §2): one of the
 * original three, or a location the operator added (decision 405).
 */
export function orderLocations<T extends { id: string }>(cards: readonly T[], first?: string): T[] {
  const lead = cards.find((c) => c.id === first);
  return lead ? [lead, ...cards.filter((c) => c !== lead)] : [...cards];
}

/** Home's cards from the catalogue the loader handed in: the original locations', then the added ones'. */
function cardsOf(catalogue: HomeLocations | null, cards: HomeCopy["locations"]["cards"]): Card[] {
  const original: Card[] = (catalogue?.original ?? []).flatMap((l) =>
    Object.prototype.hasOwnProperty.call(cards, l.layout)
      ? [{ kind: "original", id: l.id, layout: l.layout as OriginalLayout, url: l.url }]
      : [],
  );
  const added: Card[] = (catalogue?.added ?? []).map((card) => ({
    kind: "added",
    id: card.id,
    card,
  }));
  return [...original, ...added];
}

/** Warsaw's card's booking buttons: the shared ride, a private boat and an event. */
function WarsawActions({ location }: { location: string }) {
  const t = useHomeCopy().locations;
  const { EventBookingButton } = useHomeActions();
  const ticket = (price: number | undefined, published = true) => (
    <a
      href={bookingUrl("ticket20", "home")}
      target="_blank"
      rel="noopener noreferrer"
      className="btn-primary w-full"
      onClick={() => trackBookingClick("ticket20", location, price)}
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
        onClick={() => trackBookingClick("private", location)}
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

const BIG = "text-3xl font-extrabold text-navy-900";

/** Warsaw's card's price: the shared ride's, per person. */
function TicketPrice() {
  const t = useHomeCopy().locations;
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <LivePrice type="20min" placeholder="dots" className={BIG} />
      <WithPublishedPrice type="20min">
        <span className="text-sm text-slate-600">{t.perPerson}</span>
      </WithPublishedPrice>
    </p>
  );
}

/** The cheapest live price of the location's cruises, and what it buys (decision 410). */
function CheapestPrice({ location }: { location: string }) {
  const t = useHomeCopy().locations;
  const lang = useLang();
  const cruises = useHomeLocations()?.cruises[location] ?? [];
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <WithPrices fallback={<span className={BIG}>...</span>}>
        {(result) => {
          const cheapest = cheapestCruise(result, cruises);
          return (
            <span className={BIG}>
              {cheapest === undefined
                ? t.askForPrice
                : `${t.from} ${formatPrice(cheapest.price, lang)}`}
            </span>
          );
        }}
      </WithPrices>
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
    </p>
  );
}

/**
 * The original locations' cards' own parts, named by the location's layout (decision 400):
 * Warsaw's card sells the shared ride and lists no cruises; the others show their cheapest
 * cruise and list their cruises.
 */
const ORIGINAL_PARTS: Record<
  OriginalLayout,
  {
    image: SceneName;
    Price: (props: { location: string }) => React.ReactNode;
    Actions?: (props: { location: string }) => React.ReactNode;
    listsCruises: boolean;
  }
> = {
  warszawa: {
    image: "warszawa-golden",
    Price: TicketPrice,
    Actions: WarsawActions,
    listsCruises: false,
  },
  zegrze: { image: "zegrze-day", Price: CheapestPrice, listsCruises: true },
  gdansk: { image: "gdansk-crane", Price: CheapestPrice, listsCruises: true },
};

/** An original location's card: its texts and photo place `card.<id>`, its own parts. */
function OriginalCard({ card }: { card: Extract<Card, { kind: "original" }> }) {
  const t = useHomeCopy().locations.cards[card.layout];
  const comingSoon = useHomeCopy().locations.comingSoon;
  // A location not open yet (Gdańsk until the operator opens it) says "coming soon" (decision 302).
  const open = useHomeLocations()?.open[card.id] ?? false;
  const parts = ORIGINAL_PARTS[card.layout];
  return (
    <LocationCardFrame
      id={card.id}
      image={parts.image}
      alt={t.imageAlt}
      name={t.name}
      url={card.url}
      link={t.link}
      actions={parts.Actions ? <parts.Actions location={card.id} /> : null}
    >
      <p className="text-slate-700">{t.description}</p>
      <CheckList
        items={t.details}
        className="space-y-1.5 text-sm text-slate-700"
        itemClassName="flex gap-2"
        iconClassName="mt-0.5 size-4 shrink-0 text-river-600"
      />
      {open ? <parts.Price location={card.id} /> : <p className={BIG}>{comingSoon}</p>}
      {parts.listsCruises ? <CardCruises location={card.id} /> : null}
    </LocationCardFrame>
  );
}

/**
 * docs/product.md §2 #locations: a card per location (the original three, then those the
 * operator added), the detected one first, plus a "use my location" control.
 */
export function LocationsSection({
  location,
  onUseMyLocation,
}: {
  /** The detected location's id: one of the original three's or an added one's (decision 405). */
  location?: string;
  onUseMyLocation: () => Promise<unknown>;
}) {
  const copy = useHomeCopy().locations;
  const t = copy;
  const catalogue = useHomeLocations();
  const [status, setStatus] = useState<"idle" | "busy" | "done">("idle");
  const cards = orderLocations(cardsOf(catalogue, copy.cards), location);
  const detected = cards.find((c) => c.id === location);
  const detectedName =
    detected?.kind === "added"
      ? detected.card.name
      : detected
        ? copy.cards[detected.layout].name
        : undefined;
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
            {status === "done" && detectedName ? t.nearest.replace("{name}", detectedName) : null}
          </p>
        </div>
      </div>
      <PricesError className="mt-6 max-w-xl" />
      <ul className="mt-10 grid gap-8 lg:grid-cols-3" data-testid="location-cards">
        {cards.map((card) =>
          card.kind === "added" ? (
            <AddedLocationCard key={card.id} card={card.card} />
          ) : (
            <OriginalCard key={card.id} card={card} />
          ),
        )}
      </ul>
    </PageSection>
  );
}
