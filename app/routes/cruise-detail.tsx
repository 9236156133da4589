import { data, useMatches } from "react-router";
import { warsawCruiseByRouteId } from "~/features/cruises/catalogue";
import { CruiseDetailView } from "~/features/cruises/components/cruise-detail-view";
import { cruiseMessages } from "~/features/cruises/messages";
import { touristTripJsonLd } from "~/features/cruises/trip-json-ld";
import { PricesProvider, priceOf } from "~/features/prices/components/live-price";
import { loadPricesForPage } from "~/features/prices/prices.server";
import type { PricesResult } from "~/features/prices/types";
import { pageMeta } from "~/features/seo/page-meta";
import { pageMessages } from "~/features/seo/pages";
import { rootDataFromMatches } from "~/features/seo/root-data";
import type { Route } from "./+types/cruise-detail";

const KEYS = { "cruise-20": "cruise20", "cruise-30": "cruise30", "cruise-60": "cruise60", "cruise-90": "cruise90" } as const;
type CruiseRouteId = keyof typeof KEYS;

/** How long the structured-data price may wait for the database before the metadata price is used. */
const OFFER_PRICE_WAIT_MS = 400;

export async function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  const cruise = warsawCruiseByRouteId(`cruise-${path.match(/(\d+)-min$/)?.[1] ?? ""}`);
  if (!cruise) throw data(null, { status: 404 });
  const prices = loadPricesForPage();
  // JSON-LD wants the real price; wait briefly for it, never long (the page still streams).
  const quick = await Promise.race([prices, new Promise<null>((r) => setTimeout(() => r(null), OFFER_PRICE_WAIT_MS))]);
  const offerPrice = quick ? priceOf(quick as PricesResult, cruise.priceType) : undefined;
  return { prices, offerPrice: offerPrice ?? null };
}

export const meta: Route.MetaFunction = (args) => {
  const routeId = args.matches.at(-1)!.id as CruiseRouteId;
  const cruise = warsawCruiseByRouteId(routeId)!;
  const lang = rootDataFromMatches(args.matches).lang;
  const copy = cruiseMessages[lang].cruises[cruise.id];
  const page = pageMessages[lang][KEYS[routeId]];
  const jsonLd = touristTripJsonLd({
    siteUrl: rootDataFromMatches(args.matches).siteUrl,
    cruise,
    lang,
    name: copy.title,
    description: page.description,
    route: copy.route,
    price: args.loaderData?.offerPrice ?? undefined,
  });
  return pageMeta(KEYS[routeId], args, { jsonLd });
};

export default function Page({ loaderData }: Route.ComponentProps) {
  const id = useMatches().at(-1)!.id;
  const cruise = warsawCruiseByRouteId(id)!;
  return (
    <PricesProvider prices={loaderData.prices}>
      <CruiseDetailView cruise={cruise} />
    </PricesProvider>
  );
}
