import { WeatherWidget } from "~/features/weather/components/weather-widget";
import { CruisePage } from "~/features/cruises/components/cruise-page";
import { WarsawCruisesView } from "~/features/cruises/components/warsaw-cruises-view";
import { cruisePageLoader } from "~/features/cruises/page-data.server";
import { useLang } from "~/lib/i18n/use-lang";
import { listTripsJsonLd } from "~/features/cruises/trip-json-ld";
import { pageMeta } from "~/lib/seo/page-meta";
import { getEnv } from "~/lib/env.server";
import { pageLang } from "~/lib/i18n/page-lang.server";
import type { Route } from "./+types/warsaw-cruises";

/** A TouristTrip for every cruise the page shows (docs/architecture.md §3), built on the server. */
export async function loader(args: Route.LoaderArgs) {
  const data = await cruisePageLoader(args);
  const jsonLd = listTripsJsonLd(
    getEnv().PUBLIC_SITE_URL,
    pageLang(args),
    data.copy,
    "warszawa",
  );
  return { ...data, jsonLd };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, args.loaderData?.jsonLd);

/**
 * /rejsy-wisla-warszawa and its English twin /warsaw-river-cruise (docs/architecture.md §3): in
 * English (the twin, or the Polish URL for a visitor who reads English) with travel tips.
 */
export default function Page({ loaderData }: Route.ComponentProps) {
  const english = useLang() === "en";
  return (
    <CruisePage data={loaderData}>
      <WarsawCruisesView
        refName={english ? "warsaw-river-cruise" : "warsaw-cruises"}
        tips={english}
        weather={<WeatherWidget location="warszawa" />}
      />
    </CruisePage>
  );
}
