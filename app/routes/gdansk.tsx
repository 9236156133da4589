import { WeatherWidget } from "~/features/weather/components/weather-widget";
import { weatherTexts } from "~/features/weather/texts.server";
import { EventBookingButton } from "~/features/event-booking/components/event-booking-button";
import { catalogueMessages } from "~/features/cruises/catalogue-messages";
import { CruisePage } from "~/features/cruises/components/cruise-page";
import { EnquiryProvider } from "~/features/cruises/components/enquiry-slot";
import { GdanskView } from "~/features/cruises/components/gdansk-view";
import { gdanskCopy } from "~/features/cruises/gdansk-copy.server";
import { cruiseListLoader } from "~/features/cruises/page-data.server";
import { DepartureList } from "~/features/departures/components/departure-list";
import { pageLang } from "~/lib/i18n/page-lang.server";
import { pageMeta } from "~/lib/seo/page-meta";
import { pageDeparturesByKey } from "./departure-cruises.server";
import type { Route } from "./+types/gdansk";

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.jsonLd);

/** Gdańsk: coming soon (no prices) until the operator opens it; then its cruises (decision 302). */
export async function loader(args: Route.LoaderArgs) {
  const lang = pageLang(args);
  const m = catalogueMessages[lang];
  const [list, gdansk] = await Promise.all([cruiseListLoader(args, "gdansk"), gdanskCopy(lang)]);
  // Opened: each card's next 3 departures (provider or timetable), from the shared cache only.
  const departures = await pageDeparturesByKey(
    list.cards.map((c) => c.key),
    3,
    lang,
    lang === "en" ? "gdansk-cruises" : "gdansk",
  );
  return {
    ...list,
    departures,
    openCopy: { cruisesHeading: m.cruisesHeading, cruisesText: m.cruisesText },
    // The widget's words; the line under the weather in the wording for Gdańsk's status.
    weather: weatherTexts("gdansk", lang, gdansk.availability),
  };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <CruisePage data={loaderData}>
      <EnquiryProvider value={EventBookingButton}>
        <GdanskView
          weather={<WeatherWidget location="gdansk" texts={loaderData.weather} />}
          open={loaderData.open}
          cards={loaderData.cards}
          openCopy={loaderData.openCopy}
          departures={(key) => {
            const data = loaderData.departures[key];
            return data ? <DepartureList data={data} heading="h4" /> : null;
          }}
        />
      </EnquiryProvider>
    </CruisePage>
  );
}
