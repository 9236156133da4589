import { WARSAW_CRUISE_IDS, WARSAW_CRUISES } from "~/features/cruises/catalogue";
import { DepartureList } from "~/features/departures/components/departure-list";
import { pageDeparturesByKey } from "~/features/departures/page-departures.server";
import { pageLang } from "~/lib/i18n/page-lang.server";
import { WeatherWidget } from "~/features/weather/components/weather-widget";
import { CruisePage } from "~/features/cruises/components/cruise-page";
import { WarsawCruisesView } from "~/features/cruises/components/warsaw-cruises-view";
import { cruiseListLoader } from "~/features/cruises/page-data.server";
import { useLang } from "~/lib/i18n/use-lang";
import { pageMeta } from "~/lib/seo/page-meta";
import type { Route } from "./+types/warsaw-cruises";

export async function loader(args: Route.LoaderArgs) {
  const ref = pageLang(args) === "en" ? "warsaw-river-cruise" : "warsaw-cruises";
  // Each card's next 3 departures, from the shared cache (never waits on the provider).
  const [data, departures] = await Promise.all([
    cruiseListLoader(args, "warszawa"),
    pageDeparturesByKey(
      WARSAW_CRUISE_IDS.map((id) => WARSAW_CRUISES[id].priceType),
      3,
      ref,
    ),
  ]);
  return { ...data, departures };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.jsonLd);

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
        departures={(id, tone) => (
          <DepartureList
            data={loaderData.departures[WARSAW_CRUISES[id].priceType]}
            heading="h4"
            tone={tone}
          />
        )}
      />
    </CruisePage>
  );
}
