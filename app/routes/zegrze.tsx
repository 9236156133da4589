import { WeatherWidget } from "~/features/weather/components/weather-widget";
import { CruisePage } from "~/features/cruises/components/cruise-page";
import { ZegrzeView } from "~/features/cruises/components/zegrze-view";
import { cruisePageLoader } from "~/features/cruises/page-data.server";
import { listTripsJsonLd } from "~/features/cruises/trip-json-ld";
import { pageMeta } from "~/lib/seo/page-meta";
import { getEnv } from "~/lib/env.server";
import { pageLang } from "~/lib/i18n/page-lang.server";
import type { Route } from "./+types/zegrze";

/** A TouristTrip for every cruise the page shows (docs/architecture.md §3), built on the server. */
export async function loader(args: Route.LoaderArgs) {
  const data = await cruisePageLoader(args);
  const jsonLd = listTripsJsonLd(
    getEnv().PUBLIC_SITE_URL,
    pageLang(args),
    data.copy,
    "zegrze",
  );
  return { ...data, jsonLd };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, args.loaderData?.jsonLd);

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <CruisePage data={loaderData}>
      <ZegrzeView weather={<WeatherWidget location="zegrze" />} />
    </CruisePage>
  );
}
