import { WeatherWidget } from "~/features/weather/components/weather-widget";
import { CruisePage } from "~/features/cruises/components/cruise-page";
import { WarsawCruisesView } from "~/features/cruises/components/warsaw-cruises-view";
import { cruisePageLoader } from "~/features/cruises/page-data.server";
import { useLang } from "~/lib/i18n/use-lang";
import { listTripsJsonLd } from "~/features/cruises/trip-json-ld";
import { pageMeta } from "~/lib/seo/page-meta";
import { rootDataFromMatches } from "~/lib/seo/root-data";
import type { Route } from "./+types/warsaw-cruises";

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
            "warszawa",
          ),
        }
      : {},
  );
};

export const loader = cruisePageLoader;

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
