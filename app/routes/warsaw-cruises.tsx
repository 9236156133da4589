import { DepartureList } from "~/features/departures/components/departure-list";
import { pageLang } from "~/lib/i18n/page-lang.server";
import { WeatherWidget } from "~/features/weather/components/weather-widget";
import { weatherTexts } from "~/features/weather/texts.server";
import { CruisePage } from "~/features/cruises/components/cruise-page";
import { EventBookingButton } from "~/features/event-booking/components/event-booking-button";
import { EnquiryProvider } from "~/features/cruises/components/enquiry-slot";
import { WarsawCruisesView } from "~/features/cruises/components/warsaw-cruises-view";
import { cruiseListLoader } from "~/features/cruises/page-data.server";
import { useLang } from "~/lib/i18n/use-lang";
import { pageMeta } from "~/lib/seo/page-meta";
import { pageDeparturesByKey } from "./departure-cruises.server";
import type { Route } from "./+types/warsaw-cruises";

export async function loader(args: Route.LoaderArgs) {
  const lang = pageLang(args);
  const ref = lang === "en" ? "warsaw-river-cruise" : "warsaw-cruises";
  const data = await cruiseListLoader(args, "warszawa");
  // Each card's next 3 departures, from the shared cache (never waits on the provider).
  const departures = await pageDeparturesByKey(
    data.cards.map((c) => c.key),
    3,
    lang,
    ref,
  );
  return { ...data, departures, weather: weatherTexts("warszawa", lang) };
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
      <EnquiryProvider value={EventBookingButton}>
        <WarsawCruisesView
          refName={english ? "warsaw-river-cruise" : "warsaw-cruises"}
          tips={english}
          weather={<WeatherWidget location="warszawa" texts={loaderData.weather} />}
          cards={loaderData.cards}
          departures={(key, tone) => {
            const data = loaderData.departures[key];
            return data ? <DepartureList data={data} heading="h4" tone={tone} /> : null;
          }}
        />
      </EnquiryProvider>
    </CruisePage>
  );
}
