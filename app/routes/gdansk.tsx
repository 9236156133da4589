import { WeatherWidget } from "~/features/weather/components/weather-widget";
import { CruisePage } from "~/features/cruises/components/cruise-page";
import { GdanskView } from "~/features/cruises/components/gdansk-view";
import { cruisePageData } from "~/features/cruises/page-data.server";
import { pageLang } from "~/lib/i18n/page-lang.server";
import { pageMeta } from "~/lib/seo/page-meta";
import type { Route } from "./+types/gdansk";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** Gdańsk is coming soon: no prices on the page. */
export function loader(args: Route.LoaderArgs) {
  return cruisePageData(pageLang(args), { prices: false });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <CruisePage data={loaderData}>
      <GdanskView weather={<WeatherWidget location="gdansk" />} />
    </CruisePage>
  );
}
