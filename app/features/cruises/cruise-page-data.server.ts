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
import { copySectionOf, warsawCopyOf } from "~/content/catalogue-seed";
import { isPublic, locationPageCopy, type Catalogue } from "./catalogue.server";
import { gdanskCopy } from "./gdansk-copy.server";
import { LOCATION_START_POINTS } from "./defaults";
import type { Cruise } from "./model";
import { cruiseCopy } from "./page-data.server";
import { cruisePageView, type CruisePageView } from "./public-view";
import { cruiseBreadcrumbJsonLd, touristTripJsonLd, tripFactsOf } from "./trip-json-ld";
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
  // The coming-soon page is named in the wording for its status (open, when its cruise is public).
  if (location.layout === "coming-soon") return (await gdanskCopy(lang)).seo.heading;
  // An original page's head copy is written for its layout (app/lib/seo/pages.ts).
  const section = copySectionOf(location.layout);
  if (section) return pageMessages[lang][section].heading;
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
  const location = catalogue.locations[cruise.location]!;
  const trip = tripFactsOf(cruise, lang);
  const crumbs = { siteUrl, lang, homeName, listName, listPage: location[`url_${lang}`] };
  const copyId = warsawCopyOf(cruise.key);
  if (copyId) {
    // The four keep their written description, route and facts (docs/product.md §2).
    // Its page's head copy (app/lib/seo/pages.ts) is named by its copy id: "cruise20".
    const pageKey = `cruise${copyId}` as const;
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
        trip,
        lang,
        name: copy.cruises[copyId].title,
        description: head.description,
        route: copy.cruises[copyId].route,
        price,
        askForPrice: copy.common.askForPrice,
        opensOn: view.seasonOpensOn,
      }),
      cruiseBreadcrumbJsonLd({ ...crumbs, name: head.heading, page: trip.page }),
    ];
  }
  return [
    touristTripJsonLd({
      siteUrl,
      trip,
      lang,
      name: view.name,
      description: view.summary || view.name,
      route: view.route,
      price,
      askForPrice: copy.common.askForPrice,
      opensOn: view.seasonOpensOn,
    }),
    cruiseBreadcrumbJsonLd({ ...crumbs, name: view.name, page: trip.page }),
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
  return { prices, copy, view, jsonLd, published, detail: !!warsawCopyOf(cruise.key) };
}
