import { WeatherWidget } from "~/features/weather/components/weather-widget";
import { weatherTexts } from "~/features/weather/texts.server";
import { CruisePage } from "~/features/cruises/components/cruise-page";
import { EventBookingButton } from "~/features/event-booking/components/event-booking-button";
import { EnquiryProvider } from "~/features/cruises/components/enquiry-slot";
import { ZegrzeView } from "~/features/cruises/components/zegrze-view";
import { cruiseListLoader } from "~/features/cruises/page-data.server";
import { DepartureList } from "~/features/departures/components/departure-list";
import { pageLang } from "~/lib/i18n/page-lang.server";
import { pageMeta } from "~/lib/seo/page-meta";
import { pageDeparturesByKey } from "./departure-cruises.server";
import type { Route } from "./+types/zegrze";

export async function loader(args: Route.LoaderArgs) {
  const lang = pageLang(args);
  const ref = lang === "en" ? "zegrze-lake-cruises" : "zegrze";
  const data = await cruiseListLoader(args, "zegrze");
  // Each card's next 3 departures (provider or timetable), from the shared cache only.
  const departures = await pageDeparturesByKey(
    data.cards.map((c) => c.key),
    3,
    lang,
    ref,
  );
  return { ...data, departures, weather: weatherTexts("zegrze", lang) };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.jsonLd);

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <CruisePage data={loaderData}>
      <EnquiryProvider value={EventBookingButton}>
        <ZegrzeView
          weather={<WeatherWidget location="zegrze" texts={loaderData.weather} />}
          cards={loaderData.cards}
          departures={(key) => {
            const data = loaderData.departures[key];
            return data ? <DepartureList data={data} heading="h4" /> : null;
          }}
        />
      </EnquiryProvider>
    </CruisePage>
  );
}
