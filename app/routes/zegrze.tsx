import { WeatherWidget } from "~/features/weather/components/weather-widget";
import { CruiseCopyProvider } from "~/features/cruises/copy";
import { pageLang } from "~/lib/i18n/page-lang.server";
import { ZegrzeView } from "~/features/cruises/components/zegrze-view";
import { cruiseMessages } from "~/features/cruises/messages";
import { PricesProvider } from "~/components/live-price";
import { loadPricesForPage } from "~/lib/prices/prices.server";
import { pageMeta } from "~/lib/seo/page-meta";
import type { Route } from "./+types/zegrze";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export function loader(args: Route.LoaderArgs) {
  return { prices: loadPricesForPage(), copy: cruiseMessages[pageLang(args)] };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <CruiseCopyProvider value={loaderData.copy}>
      <PricesProvider prices={loaderData.prices}>
        <ZegrzeView  weather={<WeatherWidget location="zegrze" />} />
      </PricesProvider>
    </CruiseCopyProvider>
  );
}
