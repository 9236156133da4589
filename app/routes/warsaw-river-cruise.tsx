import { WeatherWidget } from "~/features/weather/components/weather-widget";
import { CruisePage } from "~/features/cruises/components/cruise-page";
import { WarsawCruisesView } from "~/features/cruises/components/warsaw-cruises-view";
import { cruisePageData } from "~/features/cruises/page-data.server";
import { pageMeta } from "~/lib/seo/page-meta";
import type { Route } from "./+types/warsaw-river-cruise";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { lang: "en" });

export function loader() {
  return cruisePageData("en");
}

/** The English landing page (always English, docs/architecture.md §3): the Warsaw cruises plus travel tips. */
export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <CruisePage data={loaderData}>
      <WarsawCruisesView
        refName="warsaw-river-cruise"
        tips
        weather={<WeatherWidget location="warszawa" />}
      />
    </CruisePage>
  );
}
