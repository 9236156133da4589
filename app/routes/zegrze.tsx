import { WeatherWidget } from "~/features/weather/components/weather-widget";
import { CruisePage } from "~/features/cruises/components/cruise-page";
import { ZegrzeView } from "~/features/cruises/components/zegrze-view";
import { cruisePageData } from "~/features/cruises/page-data.server";
import { pageLang } from "~/lib/i18n/page-lang.server";
import { pageMeta } from "~/lib/seo/page-meta";
import type { Route } from "./+types/zegrze";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export function loader(args: Route.LoaderArgs) {
  return cruisePageData(pageLang(args));
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <CruisePage data={loaderData}>
      <ZegrzeView weather={<WeatherWidget location="zegrze" />} />
    </CruisePage>
  );
}
