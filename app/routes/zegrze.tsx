import { WeatherWidget } from "~/features/weather/components/weather-widget";
import { CruisePage } from "~/features/cruises/components/cruise-page";
import { ZegrzeView } from "~/features/cruises/components/zegrze-view";
import { cruisePageLoader } from "~/features/cruises/page-data.server";
import { pageMeta } from "~/lib/seo/page-meta";
import type { Route } from "./+types/zegrze";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const loader = cruisePageLoader;

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <CruisePage data={loaderData}>
      <ZegrzeView weather={<WeatherWidget location="zegrze" />} />
    </CruisePage>
  );
}
