import { WeatherWidget } from "~/features/weather/components/weather-widget";
import { CruisePage } from "~/features/cruises/components/cruise-page";
import { EventBookingButton } from "~/features/event-booking/components/event-booking-button";
import { EnquiryProvider } from "~/features/cruises/components/enquiry-slot";
import { WarsawCruisesView } from "~/features/cruises/components/warsaw-cruises-view";
import { cruiseListLoader } from "~/features/cruises/page-data.server";
import { useLang } from "~/lib/i18n/use-lang";
import { pageMeta } from "~/lib/seo/page-meta";
import type { Route } from "./+types/warsaw-cruises";

export const loader = (args: Route.LoaderArgs) => cruiseListLoader(args, "warszawa");

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
          weather={<WeatherWidget location="warszawa" />}
          cards={loaderData.cards}
        />
      </EnquiryProvider>
    </CruisePage>
  );
}
