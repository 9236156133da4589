import { pickWording } from "~/lib/copy/open-wording";
import { withCopy } from "~/lib/copy/overrides.server";
import { getEnv } from "~/lib/env.server";
import type { Lang } from "~/lib/i18n/lang";
import { pageLang } from "~/lib/i18n/page-lang.server";
import { loadPricesForPage } from "~/lib/prices/prices.server";
import type { CruisePageData } from "./components/cruise-page";
import { getCatalogue, isPublic } from "./catalogue.server";
import type { CruiseCopy } from "./copy";
import type { Cruise, Location, LocationLayout } from "./model";
import { cruiseMessages } from "./messages";
import { listTripsJsonLd, touristTripJsonLd } from "./trip-json-ld";
import { cruiseCard, locationPageView } from "./public-view";
import { catalogueMessages } from "./catalogue-messages";
import { gdanskCopy } from "./gdansk-copy.server";

/**
 * The cruise pages' copy in one language, with the operator's edits: page copy (page id
 * "cruises", decision 240) and, for the six original cruises, the texts of their cruise rows
 * (decision 300); the Gdańsk texts in the wording for Gdańsk's status (decision 302).
 */
export async function cruiseCopy(lang: Lang): Promise<CruiseCopy> {
  const [copy, catalogue] = await Promise.all([
    withCopy("cruises", cruiseMessages[lang], lang),
    getCatalogue(),
  ]);
  const picked = pickWording(copy, catalogue.locations.gdansk.status === "open");
  return withCatalogueTexts(picked, catalogue.cruises, lang);
}

const WARSAW_KEYS = { "20": "20min", "30": "30min", "60": "60min", "90": "90min" } as const;
const ZEGRZE_KEYS = { zegrze30: "zegrze_30min", zegrze60: "zegrze_60min" } as const;

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

/** the original three pages keep the booking `ref` tags they always had; another page is named by its slug. */
const SPEC_REFS: Partial<Record<LocationLayout, Record<Lang, string>>> = {
  warszawa: { pl: "warsaw-cruises", en: "warsaw-river-cruise" },
  zegrze: { pl: "zegrze", en: "zegrze-lake-cruises" },
  gdansk: { pl: "gdansk", en: "gdansk-cruises" },
};

/** The `ref` tag of a location page's booking links in a language. */
export function locationRef(location: Location, lang: Lang): string {
  return SPEC_REFS[location.layout]?.[lang] ?? location[`slug_${lang}`];
}

/**
 * The loader data of a location's page (decision 400), in the language its address and the
 * visitor ask for: its data with prices, its public cruises in order as cards (decision 301), a
 * TouristTrip for every cruise it shows (docs/architecture.md §3), and what its sections need (Gdańsk's wording for its status, the standard sections' words).
 */
export async function locationPageData(args: { request: Request; url: URL }, location: Location) {
  const lang = pageLang(args);
  const catalogue = await getCatalogue();
  const open = location.status === "open";
  const [data, gdansk] = await Promise.all([
    cruisePageData(lang, { prices: open }),
    location.layout === "gdansk" ? gdanskCopy(lang) : null,
  ]);
  const shown = catalogue.cruises.filter(
    (c) => c.location === location.id && isPublic(c, catalogue),
  );
  const m = catalogueMessages[lang];
  return {
    ...data,
    cards: shown.map((c) => cruiseCard(c, lang)),
    open,
    jsonLd: listJsonLd(location, shown, lang, data.copy),
    location: locationPageView(location, lang),
    refs: { pl: locationRef(location, "pl"), en: locationRef(location, "en") },
    // Gdańsk's line under the weather, in the wording for its status (the route makes the widget's words).
    availability: gdansk?.availability,
    openCopy: { cruisesHeading: m.cruisesHeading, cruisesText: m.cruisesText },
  };
}

/** The TouristTrips of a location page, without offers (their prices stream in after the head). */
function listJsonLd(location: Location, shown: Cruise[], lang: Lang, copy: CruiseCopy) {
  const siteUrl = getEnv().PUBLIC_SITE_URL;
  const keys = new Set(shown.map((c) => c.key));
  const warsaw = location.layout === "warszawa";
  // the four original Warsaw cruises as before; every other cruise from the catalogue, with its own page.
  const specTrips = warsaw
    ? listTripsJsonLd(siteUrl, lang, copy, "warszawa").filter((_, i) =>
        keys.has(["20min", "30min", "60min", "90min"][i] ?? ""),
      )
    : [];
  const newTrips = shown
    .filter((c) => !warsaw || !c.spec)
    .map((c) =>
      touristTripJsonLd({
        siteUrl,
        lang,
        trip: {
          page: c[`url_${lang}`],
          kind: c.kind === "shared" ? "ticketed" : "private",
          maxPeople: c.capacity,
          byPhone: c.booking.channel !== "provider",
        },
        name: c[`name_${lang}`],
        description: c[`summary_${lang}`] || c[`name_${lang}`],
        route: c[`route_${lang}`],
        askForPrice: copy.common.askForPrice,
        withOffer: false,
      }),
    );
  return [...specTrips, ...newTrips];
}
