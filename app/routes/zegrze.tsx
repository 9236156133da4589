import { WeatherWidget } from "~/features/weather/components/weather-widget";
import { CruisePage } from "~/features/cruises/components/cruise-page";
import { ZegrzeView } from "~/features/cruises/components/zegrze-view";
import { cruisePageLoader } from "~/features/cruises/page-data.server";
import { listTripsJsonLd } from "~/features/cruises/trip-json-ld";
import { pageMeta } from "~/lib/seo/page-meta";
import { rootDataFromMatches } from "~/lib/seo/root-data";
import type { Route } from "./+types/zegrze";

/** A TouristTrip for every cruise the page shows (docs/architecture.md §3). */
export const meta: Route.MetaFunction = (args) => {
  const { siteUrl, lang } = rootDataFromMatches(args.matches);
  return pageMeta(
    args,
    args.loaderData
      ? {
          jsonLd: listTripsJsonLd(
            siteUrl,
            lang,
            args.loaderData.copy,
            "zegrze",
          ),
        }
      : {},
  );
};

export const loader = cruisePageLoader;

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <CruisePage data={loaderData}>
      <ZegrzeView weather={<WeatherWidget location="zegrze" />} />
    </CruisePage>
  );
}
