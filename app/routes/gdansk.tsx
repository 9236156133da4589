import { WeatherWidget } from "~/features/weather/components/weather-widget";
import { CruiseCopyProvider } from "~/features/cruises/copy";
import { pageLang } from "~/lib/i18n/page-lang.server";
import { GdanskView } from "~/features/cruises/components/gdansk-view";
import { cruiseMessages } from "~/features/cruises/messages";
import { pageMeta } from "~/lib/seo/page-meta";
import type { Route } from "./+types/gdansk";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export function loader(args: Route.LoaderArgs) {
  return { copy: cruiseMessages[pageLang(args)] };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <CruiseCopyProvider value={loaderData.copy}>
      <GdanskView  weather={<WeatherWidget location="gdansk" />} />
    </CruiseCopyProvider>
  );
}
