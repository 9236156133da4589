import { WeatherWidget } from "~/features/weather/components/weather-widget";
import { CruiseCopyProvider } from "~/features/cruises/copy";
import { pageLang } from "~/lib/i18n/page-lang.server";
import { WarsawCruisesView } from "~/features/cruises/components/warsaw-cruises-view";
import { cruiseMessages } from "~/features/cruises/messages";
import { PricesProvider } from "~/components/live-price";
import { loadPricesForPage } from "~/lib/prices/prices.server";
import { pageMeta } from "~/lib/seo/page-meta";
import type { Route } from "./+types/warsaw-cruises";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export function loader(args: Route.LoaderArgs) {
  // Prices not awaited: the page streams and they fill in (features/prices).
  return { prices: loadPricesForPage(), copy: cruiseMessages[pageLang(args)] };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <CruiseCopyProvider value={loaderData.copy}>
      <PricesProvider prices={loaderData.prices}>
        <WarsawCruisesView refName="warsaw-cruises"  weather={<WeatherWidget location="warszawa" />} />
      </PricesProvider>
    </CruiseCopyProvider>
  );
}
