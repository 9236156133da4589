import { WeatherWidget } from "~/features/weather/components/weather-widget";
import { CruisePage } from "~/features/cruises/components/cruise-page";
import { WarsawCruisesView } from "~/features/cruises/components/warsaw-cruises-view";
import { cruisePageData } from "~/features/cruises/page-data.server";
import { pageLang } from "~/lib/i18n/page-lang.server";
import { pageMeta } from "~/lib/seo/page-meta";
import type { Route } from "./+types/warsaw-cruises";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export function loader(args: Route.LoaderArgs) {
  return cruisePageData(pageLang(args));
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <CruisePage data={loaderData}>
      <WarsawCruisesView refName="warsaw-cruises" weather={<WeatherWidget location="warszawa" />} />
    </CruisePage>
  );
}
