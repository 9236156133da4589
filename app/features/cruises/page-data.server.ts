import { pickWording } from "~/lib/copy/open-wording";
import { withCopy } from "~/lib/copy/overrides.server";
import { getEnv } from "~/lib/env.server";
import type { Lang } from "~/lib/i18n/lang";
import { pageLang } from "~/lib/i18n/page-lang.server";
import { loadPricesForPage } from "~/lib/prices/prices.server";
import type { PricesResult } from "~/lib/prices/types";
import { priceOf } from "~/components/live-price";
import type { CruisePageData } from "./components/cruise-page";
import { getCatalogue, isPublic, locationWithLayout } from "./catalogue.server";
import { SEED_LOCATION_REFS, SEED_WARSAW_COPY, SEED_ZEGRZE_COPY } from "~/content/catalogue-seed";
import type { CruiseCopy } from "./copy";
import type { Cruise, Location, LocationLayout } from "./model";
import { cruiseMessages } from "./messages";
import { touristTripJsonLd, tripFactsOf } from "./trip-json-ld";
import { cruiseCard, locationPageView } from "./public-view";
import { catalogueMessages } from "./catalogue-messages";
import { gdanskCopy } from "./gdansk-copy.server";
import { cruiseFacts, locationFactsOf, type FactsCatalogue } from "./facts";
import { fillFactsDeep, peopleFacts } from "~/lib/copy/facts";
import { getSiteSettings } from "~/lib/site-data/site-data.server";
import { eventBoatCapacity, type SiteSettings } from "~/lib/site-data/settings";

/**
 * The cruise pages' copy in one language, with the operator's edits: page copy (page id
 * "cruises", decision 240) and, for the six original cruises, the texts of their cruise rows
 * (decision 300); the Gdańsk texts in the wording for Gdańsk's status (decision 302).
 */
export async function cruiseCopy(lang: Lang): Promise<CruiseCopy> {
  const [copy, catalogue, settings] = await Promise.all([
    withCopy("cruises", cruiseMessages[lang], lang),
    getCatalogue(),
    getSiteSettings(),
  ]);
  const picked = pickWording(copy, locationWithLayout(catalogue, "coming-soon")?.status === "open");
  return withFacts(withCatalogueTexts(picked, catalogue.cruises, lang), catalogue, settings, lang);
}

/**
 * The copy with the catalogue's facts in its placeholders (decision 410): each of the six
 * original cruises' texts with its own capacity, each location's section with its start point
 * and its largest private boat, and the larger event boat from the settings everywhere.
 * `{upToPeople}` of a price line shared by several cards is filled by the card (PriceTag).
 */
export function withFacts(
  copy: CruiseCopy,
  catalogue: FactsCatalogue,
  settings: Pick<SiteSettings, "boats">,
  lang: Lang,
): CruiseCopy {
  const event = peopleFacts(eventBoatCapacity(settings), lang, "event");
  // Each section's copy with the facts of the location whose page shows it (decision 400).
  const at = (layout: LocationLayout) => {
    const location = Object.values(catalogue.locations).find((l) => l.layout === layout);
    return { ...(location ? locationFactsOf(catalogue, location.id, lang) : {}), ...event };
  };
  const byKey = new Map(catalogue.cruises.map((c) => [c.key, c]));
  const cruises = { ...copy.cruises };
  for (const [id, key] of Object.entries(WARSAW_KEYS) as Array<
    [keyof typeof WARSAW_KEYS, string]
  >) {
    const c = byKey.get(key);
    cruises[id] = fillFactsDeep(cruises[id], {
      ...at("river-tickets"),
      ...(c ? cruiseFacts(c, lang) : {}),
    });
  }
  const zegrzeCruises = { ...copy.zegrze.cruises };
  for (const [id, key] of Object.entries(ZEGRZE_KEYS) as Array<
    [keyof typeof ZEGRZE_KEYS, string]
  >) {
    const c = byKey.get(key);
    zegrzeCruises[id] = fillFactsDeep(zegrzeCruises[id], {
      ...at("lake"),
      ...(c ? cruiseFacts(c, lang) : {}),
    });
  }
  return {
    ...copy,
    cruises,
    warsaw: fillFactsDeep(copy.warsaw, at("river-tickets")),
    zegrze: { ...fillFactsDeep(copy.zegrze, at("lake")), cruises: zegrzeCruises },
    gdansk: fillFactsDeep(copy.gdansk, at("coming-soon")),
  };
}

/** The copy's sections of the six original cruises by their copy id, with their keys (the seed's). */
const WARSAW_KEYS = Object.fromEntries(
  Object.entries(SEED_WARSAW_COPY).map(([key, id]) => [id, key]),
) as Record<(typeof SEED_WARSAW_COPY)[keyof typeof SEED_WARSAW_COPY], string>;
const ZEGRZE_KEYS = Object.fromEntries(
  Object.entries(SEED_ZEGRZE_COPY).map(([key, id]) => [id, key]),
) as Record<(typeof SEED_ZEGRZE_COPY)[keyof typeof SEED_ZEGRZE_COPY], string>;

/** The copy with the six original cruises cruises' texts taken from the catalogue (unchanged objects when nothing differs). */
export function withCatalogueTexts(copy: CruiseCopy, cruises: Cruise[], lang: Lang): CruiseCopy {
  const byKey = new Map(cruises.map((c) => [c.key, c]));
  const warsaw = { ...copy.cruises };
  for (const [id, key] of Object.entries(WARSAW_KEYS) as Array<
    [keyof typeof WARSAW_KEYS, string]
  >) {
    const c = byKey.get(key);
    if (!c || c.edited.length === 0) continue;
    warsaw[id] = {
      ...warsaw[id],
      title: c[`name_${lang}`],
      summary: c[`summary_${lang}`],
      imageAlt: c[`imageAlt_${lang}`],
      route: c[`route_${lang}`],
      included: c[`included_${lang}`],
      excluded: c[`excluded_${lang}`],
    };
  }
  const zegrze = { ...copy.zegrze.cruises };
  for (const [id, key] of Object.entries(ZEGRZE_KEYS) as Array<
    [keyof typeof ZEGRZE_KEYS, string]
  >) {
    const c = byKey.get(key);
    if (!c || c.edited.length === 0) continue;
    zegrze[id] = {
      ...zegrze[id],
      title: c[`name_${lang}`],
      text: c[`summary_${lang}`],
      imageAlt: c[`imageAlt_${lang}`],
      route: c[`route_${lang}`],
    };
  }
  return { ...copy, cruises: warsaw, zegrze: { ...copy.zegrze, cruises: zegrze } };
}

/**
 * A cruise page's loader data: the copy in the page's language and the prices, not awaited, so
 * the page streams and they fill in (app/components/live-price.tsx).
 */
export async function cruisePageData(lang: Lang, { prices = true } = {}): Promise<CruisePageData> {
  const pending = prices ? loadPricesForPage() : undefined;
  const copy = await cruiseCopy(lang);
  return pending ? { copy, prices: pending } : { copy };
}

/** How long a list page's head waits for the prices of its Offers (as a cruise page's does). */
const OFFER_PRICE_WAIT_MS = 1200;

/** The prices, when they come within OFFER_PRICE_WAIT_MS; null otherwise (or none asked for). */
async function quickly(
  prices: Promise<PricesResult> | PricesResult | undefined,
): Promise<PricesResult | null> {
  if (!prices) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const quick = await Promise.race([
    prices,
    new Promise<null>((r) => (timer = setTimeout(() => r(null), OFFER_PRICE_WAIT_MS))),
  ]);
  clearTimeout(timer);
  return quick;
}

/**
 * The `ref` tag of a location page's booking links in a language: the original three pages
 * keep the tags they always had (the seed's), another page is named by its slug.
 */
export function locationRef(location: Location, lang: Lang): string {
  const seeded = location.spec ? SEED_LOCATION_REFS[location.id] : undefined;
  return seeded?.[lang] ?? location[`slug_${lang}`];
}

/**
 * The loader data of a location's page (decision 400), in the language its address and the
 * visitor ask for: its data with prices, its public cruises in order as cards (decision 301), a
 * TouristTrip with its Offer for every cruise it shows (docs/architecture.md §3), and what its sections need (Gdańsk's wording for its status, the standard sections' words).
 */
export async function locationPageData(args: { request: Request; url: URL }, location: Location) {
  const lang = pageLang(args);
  const catalogue = await getCatalogue();
  const open = location.status === "open";
  const [data, gdansk] = await Promise.all([
    cruisePageData(lang, { prices: open }),
    location.layout === "coming-soon" ? gdanskCopy(lang) : null,
  ]);
  const shown = catalogue.cruises.filter(
    (c) => c.location === location.id && isPublic(c, catalogue),
  );
  const m = catalogueMessages[lang];
  const cards = shown.map((c) => cruiseCard(c, lang));
  return {
    ...data,
    cards,
    open,
    jsonLd: await listJsonLd(shown, cards, lang, data),
    location: locationPageView(location, lang),
    refs: { pl: locationRef(location, "pl"), en: locationRef(location, "en") },
    // Gdańsk's line under the weather, in the wording for its status (the route makes the widget's words).
    availability: gdansk?.availability,
    openCopy: { cruisesHeading: m.cruisesHeading, cruisesText: m.cruisesText },
  };
}

/**
 * Every cruise a location page shows as a TouristTrip with its Offer, from the catalogue
 * (decision 410): its live price when it comes quickly, its capacity, and no availability claim
 * out of season or for a phone booking, as on its own page.
 */
async function listJsonLd(
  shown: Cruise[],
  cards: ReturnType<typeof cruiseCard>[],
  lang: Lang,
  data: CruisePageData,
) {
  const siteUrl = getEnv().PUBLIC_SITE_URL;
  // The Offers want the real prices: wait briefly for them, never long (the page still streams).
  const quick = await quickly(data.prices);
  return shown.map((c, i) =>
    touristTripJsonLd({
      siteUrl,
      lang,
      trip: tripFactsOf(c, lang),
      name: c[`name_${lang}`],
      description: c[`summary_${lang}`] || c[`name_${lang}`],
      route: c[`route_${lang}`],
      askForPrice: data.copy.common.askForPrice,
      price: quick ? priceOf(quick, c.key) : undefined,
      opensOn: cards[i]!.seasonOpensOn,
    }),
  );
}
