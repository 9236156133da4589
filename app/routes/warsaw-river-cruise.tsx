import { WeatherWidget } from "~/features/weather/components/weather-widget";
import { CruiseCopyProvider } from "~/features/cruises/copy";
import { WarsawCruisesView } from "~/features/cruises/components/warsaw-cruises-view";
import { cruiseMessages } from "~/features/cruises/messages";
import { PricesProvider } from "~/components/live-price";
import { loadPricesForPage } from "~/lib/prices/prices.server";
import { pageMeta } from "~/lib/seo/page-meta";
import type { Route } from "./+types/warsaw-river-cruise";

export const meta: Route.MetaFunction = (args) => pageMeta(args, { lang: "en" });

export function loader() {
  return { prices: loadPricesForPage(), copy: cruiseMessages.en };
}

/** The English landing page (always English, docs/architecture.md §3): the Warsaw cruises plus travel tips. */
export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <CruiseCopyProvider value={loaderData.copy}>
      <PricesProvider prices={loaderData.prices}>
        <WarsawCruisesView refName="warsaw-river-cruise" tips  weather={<WeatherWidget location="warszawa" />} />
      </PricesProvider>
    </CruiseCopyProvider>
  );
}
