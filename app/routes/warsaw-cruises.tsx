import { WeatherWidget } from "~/features/weather/components/weather-widget";
import { CruisePage } from "~/features/cruises/components/cruise-page";
import { WarsawCruisesView } from "~/features/cruises/components/warsaw-cruises-view";
import { cruisePageLoader } from "~/features/cruises/page-data.server";
import { pageMeta } from "~/lib/seo/page-meta";
import type { Route } from "./+types/warsaw-cruises";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const loader = cruisePageLoader;

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <CruisePage data={loaderData}>
      <WarsawCruisesView
        refName="warsaw-cruises"
        weather={<WeatherWidget location="warszawa" />}
      />
    </CruisePage>
  );
}
