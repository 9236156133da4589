import { data, useMatches } from "react-router";
import { warsawCruiseByRouteId } from "~/features/cruises/catalogue";
import { CruiseDetailView } from "~/features/cruises/components/cruise-detail-view";
import { GiveThisCruise } from "~/features/vouchers/components/give-this-cruise";
import { CatalogueCruiseView } from "~/features/cruises/components/catalogue-cruise-view";
import { getCatalogue, isPublic } from "~/features/cruises/catalogue.server";
import { cruisePageView } from "~/features/cruises/public-view";
import { CruiseCopyProvider } from "~/features/cruises/copy";
import { EnquiryProvider } from "~/features/cruises/components/enquiry-slot";
import { EventBookingButton } from "~/features/event-booking/components/event-booking-button";
import { DepartureList } from "~/features/departures/components/departure-list";
import { pageLang } from "~/lib/i18n/page-lang.server";
import { cruiseCopy } from "~/features/cruises/page-data.server";
import {
  cruiseBreadcrumbJsonLd,
  touristTripJsonLd,
  warsawTripFacts,
} from "~/features/cruises/trip-json-ld";
import { frameMessages } from "~/components/site/frame-messages";
import { PricesProvider, priceOf } from "~/components/live-price";
import { loadPricesForPage } from "~/lib/prices/prices.server";
import type { PricesResult } from "~/lib/prices/types";
import { getEnv } from "~/lib/env.server";
import { pageMeta } from "~/lib/seo/page-meta";
import { pageMessages } from "~/lib/seo/pages";
import { pageDeparturesOf } from "./departure-cruises.server";
import type { Route } from "./+types/cruise-detail";

const KEYS = {
  "cruise-20": "cruise20",
  "cruise-30": "cruise30",
  "cruise-60": "cruise60",
  "cruise-90": "cruise90",
} as const;

/** How long the structured-data price may wait for the database before the metadata price is used. */
const OFFER_PRICE_WAIT_MS = 1200;

export async function loader(args: Route.LoaderArgs) {
  // The normalized url: request.url ends in ".data" on client navigations.
  const path = args.url.pathname;
  const cruise = warsawCruiseByRouteId(`cruise-${path.match(/(\d+)-min$/)?.[1] ?? ""}`);
  if (!cruise) throw data(null, { status: 404 });
  const lang = pageLang(args);
  const prices = loadPricesForPage();
  // The next departures from the shared cache (never waits on the provider).
  const departures = pageDeparturesOf(cruise.priceType, 6, lang, cruise.routeId);
  const copy = await cruiseCopy(lang);
  // Unpublished by the operator: the page stays (its URL is in the product spec and in
  // bookmarks) and says it is not offered now, noindex, without structured data (decision 301).
  const catalogue = await getCatalogue();
  const entry = catalogue.cruises.find((c) => c.key === cruise.priceType);
  // The catalogue inserts the six original cruises by migration; a database without it is not a site.
  if (!entry) throw new Error(`cruise ${cruise.priceType} missing from the catalogue`);
  const siblings = catalogue.cruises.filter(
    (c) => c.location === "warszawa" && isPublic(c, catalogue),
  );
  const published = isPublic(entry, catalogue);
  const view = cruisePageView(entry, lang, catalogue.locations.warszawa, siblings, published);
  if (!published) {
    return {
      prices,
      copy,
      jsonLd: [] as Array<Record<string, unknown>>,
      view,
      departures: null,
    };
  }
  // JSON-LD wants the real price; wait briefly for it, never long (the page still streams).
  let timer: ReturnType<typeof setTimeout> | undefined;
  const quick = await Promise.race([
    prices,
    new Promise<null>((r) => (timer = setTimeout(() => r(null), OFFER_PRICE_WAIT_MS))),
  ]);
  clearTimeout(timer);
  const siteUrl = getEnv().PUBLIC_SITE_URL;
  const pages = pageMessages[lang];
  const jsonLd = [
    touristTripJsonLd({
      siteUrl,
      // Booked as the catalogue says (the operator may change the channel).
      trip: { ...warsawTripFacts(cruise), byPhone: view.booking.channel !== "provider" },
      lang,
      name: copy.cruises[cruise.id].title,
      description: pages[KEYS[cruise.routeId]].description,
      route: copy.cruises[cruise.id].route,
      price: quick ? priceOf(quick as PricesResult, cruise.priceType) : undefined,
      askForPrice: copy.common.askForPrice,
      opensOn: view.seasonOpensOn,
    }),
    cruiseBreadcrumbJsonLd({
      siteUrl,
      lang,
      cruise,
      homeName: frameMessages[lang].nav.home,
      listName: pages.warsaw.heading,
      name: pages[KEYS[cruise.routeId]].heading,
    }),
  ];
  return { prices, copy, jsonLd, view, departures: await departures };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.jsonLd);

export default function Page({ loaderData }: Route.ComponentProps) {
  // The twin's route id is the Polish one's with "-en" (app/routes.ts).
  const cruise = warsawCruiseByRouteId(useMatches().at(-1)!.id.replace(/-en$/, ""))!;
  return (
    <CruiseCopyProvider value={loaderData.copy}>
      <PricesProvider prices={loaderData.prices}>
        <EnquiryProvider value={EventBookingButton}>
          {loaderData.view.notOffered ? (
            <CatalogueCruiseView cruise={loaderData.view} />
          ) : (
            <>
              <CruiseDetailView
                cruise={cruise}
                booking={loaderData.view}
                departures={
                  loaderData.departures ? <DepartureList data={loaderData.departures} /> : undefined
                }
              />
              <GiveThisCruise cruiseKey={loaderData.view.key} />
            </>
          )}
        </EnquiryProvider>
      </PricesProvider>
    </CruiseCopyProvider>
  );
}
