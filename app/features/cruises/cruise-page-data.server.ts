/**
 * A cruise page's loader data (decision 400): one function for every cruise page, the
 * product's four Warsaw cruises included, so one route module serves them all. The four keep
 * their written facts, JSON-LD and breadcrumbs; every other cruise is built from its row.
 */
import { frameMessages } from "~/components/site/frame-messages";
import { priceOf } from "~/components/live-price";
import { getEnv } from "~/lib/env.server";
import type { Lang } from "~/lib/i18n/lang";
import { loadPricesForPage } from "~/lib/prices/prices.server";
import type { PricesResult } from "~/lib/prices/types";
import { pageMessages } from "~/lib/seo/pages";
import { withPageFacts } from "~/lib/seo/page-facts";
import { warsawCruiseByKey } from "./catalogue";
import { isPublic, locationPageCopy, type Catalogue } from "./catalogue.server";
import { gdanskCopy } from "./gdansk-copy.server";
import { LOCATION_START_POINTS } from "./defaults";
import type { Cruise } from "./model";
import { cruiseCopy } from "./page-data.server";
import { cruisePageView, type CruisePageView } from "./public-view";
import { cruiseBreadcrumbJsonLd, touristTripJsonLd, warsawTripFacts } from "./trip-json-ld";
import type { CruiseCopy } from "./copy";

/** How long the structured-data price may wait for the database. */
const OFFER_PRICE_WAIT_MS = 1200;

/** The price for the structured data: waited for briefly, never long (the page still streams). */
async function quickPrice(prices: Promise<PricesResult>, key: string) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const quick = await Promise.race([
    prices,
    new Promise<null>((r) => (timer = setTimeout(() => r(null), OFFER_PRICE_WAIT_MS))),
  ]);
  clearTimeout(timer);
  return quick ? priceOf(quick, key) : undefined;
}

/** The name of the cruise's location page, for the breadcrumbs. */
async function listNameOf(catalogue: Catalogue, cruise: Cruise, lang: Lang): Promise<string> {
  const location = catalogue.locations[cruise.location]!;
  // Gdańsk's page is named in the wording for its status (open, when its cruise is public).
  if (location.layout === "coming-soon") return (await gdanskCopy(lang)).seo.heading;
  if (location.layout === "river-tickets") return pageMessages[lang].warszawa.heading;
  if (location.layout === "lake") return pageMessages[lang].zegrze.heading;
  return locationPageCopy(location, lang).heading;
}

/** The structured data of a public cruise's page: its TouristTrip and its breadcrumbs. */
async function cruiseJsonLd(opts: {
  catalogue: Catalogue;
  cruise: Cruise;
  view: CruisePageView;
  copy: CruiseCopy;
  lang: Lang;
  prices: Promise<PricesResult>;
}): Promise<Array<Record<string, unknown>>> {
  const { catalogue, cruise, view, copy, lang } = opts;
  const siteUrl = getEnv().PUBLIC_SITE_URL;
  const price = await quickPrice(opts.prices, cruise.key);
  const homeName = frameMessages[lang].nav.home;
  const listName = await listNameOf(catalogue, cruise, lang);
  const byPhone = view.booking.channel !== "provider";
  const spec = warsawCruiseByKey(cruise.key);
  if (spec) {
    // The four keep their written description, route and facts (docs/product.md §2).
    // Its page's head copy (app/lib/seo/pages.ts) is named by its copy id: "cruise20".
    const pageKey = `cruise${spec.id}` as const;
    // Its facts from the catalogue, as in the page's <head> (decision 410).
    const head = withPageFacts(
      pageMessages[lang][pageKey],
      { ...catalogue, seedStartPoints: LOCATION_START_POINTS },
      cruise.url_pl,
      lang,
    );
    return [
      touristTripJsonLd({
        siteUrl,
        trip: { ...warsawTripFacts(spec), byPhone },
        lang,
        name: copy.cruises[spec.id].title,
        description: head.description,
        route: copy.cruises[spec.id].route,
        price,
        askForPrice: copy.common.askForPrice,
        opensOn: view.seasonOpensOn,
      }),
      cruiseBreadcrumbJsonLd({
        siteUrl,
        lang,
        cruise: spec,
        homeName,
        listName,
        name: head.heading,
      }),
    ];
  }
  const location = catalogue.locations[cruise.location]!;
  const url = (p: string) => `${siteUrl}${p}`;
  return [
    touristTripJsonLd({
      siteUrl,
      trip: {
        page: cruise[`url_${lang}`],
        kind: cruise.kind === "shared" ? "ticketed" : "private",
        maxPeople: cruise.capacity,
        byPhone,
      },
      lang,
      name: view.name,
      description: view.summary || view.name,
      route: view.route,
      price,
      askForPrice: copy.common.askForPrice,
      opensOn: view.seasonOpensOn,
    }),
    {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        [homeName, lang === "en" ? "/en" : "/"],
        [listName, location[`url_${lang}`]],
        [view.name, cruise[`url_${lang}`]],
      ].map(([name, p], i) => ({
        "@type": "ListItem",
        position: i + 1,
        name,
        item: url(p === "/" ? "/" : p!),
      })),
    },
  ];
}

/**
 * A cruise page's data: the copy, the prices (streamed), the view in one language and, while it
 * is public, its structured data; `detail`: one of the product's four Warsaw cruises, shown with
 * its own sections. An unpublished cruise of the product keeps its page, saying it is not offered
 * now (noindex, no structured data, decision 301).
 */
export async function cruiseDetailData(catalogue: Catalogue, cruise: Cruise, lang: Lang) {
  const prices = loadPricesForPage();
  const published = isPublic(cruise, catalogue);
  const siblings = catalogue.cruises.filter(
    (c) => c.location === cruise.location && isPublic(c, catalogue),
  );
  const location = catalogue.locations[cruise.location]!;
  const view = cruisePageView(cruise, lang, location, siblings, published);
  const copy = await cruiseCopy(lang);
  const jsonLd = published
    ? await cruiseJsonLd({ catalogue, cruise, view, copy, lang, prices })
    : [];
  return { prices, copy, view, jsonLd, published, detail: !!warsawCruiseByKey(cruise.key) };
}
