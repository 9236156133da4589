import { data, redirect } from "react-router";
import { EventBookingButton } from "~/features/event-booking/components/event-booking-button";
import { CatalogueCruiseView } from "~/features/cruises/components/catalogue-cruise-view";
import { GiveThisCruise } from "~/features/vouchers/components/give-this-cruise";
import { CruisePage } from "~/features/cruises/components/cruise-page";
import { EnquiryProvider } from "~/features/cruises/components/enquiry-slot";
import { getCatalogue, isPublic, resolveCruisePath } from "~/features/cruises/catalogue.server";
import { cruiseRef } from "~/features/cruises/model";
import { gdanskCopy } from "~/features/cruises/gdansk-copy.server";
import { cruiseCopy } from "~/features/cruises/page-data.server";
import { cruisePageView } from "~/features/cruises/public-view";
import { touristTripJsonLd } from "~/features/cruises/trip-json-ld";
import { frameMessages } from "~/components/site/frame-messages";
import { priceOf } from "~/components/live-price";
import { getEnv } from "~/lib/env.server";
import { pageLang } from "~/lib/i18n/page-lang.server";
import { loadPricesForPage } from "~/lib/prices/prices.server";
import type { PricesResult } from "~/lib/prices/types";
import { pageMeta } from "~/lib/seo/page-meta";
import { pageMessages } from "~/lib/seo/pages";
import { DepartureList } from "~/features/departures/components/departure-list";
import { pageDeparturesOf } from "./departure-cruises.server";
import NotFound from "./not-found";
import type { Route } from "./+types/cruise";

/** How long the structured-data price may wait for the database. */
const OFFER_PRICE_WAIT_MS = 1200;
const LIST_KEYS = { warszawa: "warsaw", zegrze: "zegrze" } as const;

/**
 * A catalogue cruise's page (decision 301) under its location's page and its English twin:
 * `/rejsy-zegrze/30-min`, `/warsaw-river-cruise/sunset`, … A renamed slug and a deleted cruise
 * answer 301; an unpublished new cruise 404; an unpublished cruise of the six original cruises keeps its page,
 * saying it is not offered now (noindex, no structured data).
 */
export async function loader(args: Route.LoaderArgs) {
  const path = args.url.pathname;
  const catalogue = await getCatalogue();
  const hit = resolveCruisePath(catalogue, path);
  if (hit.kind === "redirect") throw redirect(hit.to, 301);
  // No such cruise (or a new one not public): the ordinary not-found page, HTTP 404.
  if (hit.kind === "none" || (!hit.public && !hit.cruise.spec))
    return data({ notFound: true as const }, { status: 404 });
  const { cruise } = hit;
  const lang = pageLang(args);
  const prices = loadPricesForPage();
  const siblings = catalogue.cruises.filter(
    (c) => c.location === cruise.location && isPublic(c, catalogue),
  );
  const view = cruisePageView(
    cruise,
    lang,
    catalogue.locations[cruise.location],
    siblings,
    hit.public,
  );
  // The next departures from the shared cache (never waits on the provider).
  const departures = hit.public
    ? pageDeparturesOf(cruise.key, 6, lang, cruiseRef(cruise))
    : Promise.resolve(null);
  const copy = await cruiseCopy(lang);
  let jsonLd: Array<Record<string, unknown>> = [];
  if (hit.public) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const quick = await Promise.race([
      prices,
      new Promise<null>((r) => (timer = setTimeout(() => r(null), OFFER_PRICE_WAIT_MS))),
    ]);
    clearTimeout(timer);
    const siteUrl = getEnv().PUBLIC_SITE_URL;
    const url = (p: string) => `${siteUrl}${p}`;
    const location = catalogue.locations[cruise.location]!;
    const listPath = location[`url_${lang}`];
    // Gdańsk's page is named in the wording for its status (open, when its cruise is public).
    const listName =
      cruise.location === "gdansk"
        ? (await gdanskCopy(lang)).seo.heading
        : cruise.location in LIST_KEYS
          ? pageMessages[lang][LIST_KEYS[cruise.location as keyof typeof LIST_KEYS]].heading
          : location[`name_${lang}`];
    jsonLd = [
      touristTripJsonLd({
        siteUrl,
        trip: {
          page: cruise[`url_${lang}`],
          kind: cruise.kind === "shared" ? "ticketed" : "private",
          maxPeople: cruise.capacity,
          byPhone: view.booking.channel !== "provider",
        },
        lang,
        name: view.name,
        description: view.summary || view.name,
        route: view.route,
        price: quick ? priceOf(quick as PricesResult, cruise.key) : undefined,
        askForPrice: copy.common.askForPrice,
        opensOn: view.seasonOpensOn,
      }),
      {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [
          [frameMessages[lang].nav.home, lang === "en" ? "/en" : "/"],
          [listName, listPath],
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
  return {
    notFound: false as const,
    prices,
    copy,
    view,
    jsonLd,
    departures: await departures,
  };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, args.loaderData?.notFound === false ? args.loaderData.jsonLd : undefined);

export default function Page({ loaderData }: Route.ComponentProps) {
  if (loaderData.notFound) return <NotFound />;
  return (
    <CruisePage data={loaderData}>
      <EnquiryProvider value={EventBookingButton}>
        <CatalogueCruiseView
          cruise={loaderData.view}
          departures={
            loaderData.departures ? <DepartureList data={loaderData.departures} /> : undefined
          }
        />
        {loaderData.view.notOffered ? null : <GiveThisCruise cruiseKey={loaderData.view.key} />}
      </EnquiryProvider>
    </CruisePage>
  );
}
