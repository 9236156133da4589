import { WeatherWidget } from "~/features/weather/components/weather-widget";
import { CruisePage } from "~/features/cruises/components/cruise-page";
import { EventBookingButton } from "~/features/event-booking/components/event-booking-button";
import { EnquiryProvider } from "~/features/cruises/components/enquiry-slot";
import { ZegrzeView } from "~/features/cruises/components/zegrze-view";
import { cruiseListLoader } from "~/features/cruises/page-data.server";
import { pageMeta } from "~/lib/seo/page-meta";
import type { Route } from "./+types/zegrze";

export const loader = (args: Route.LoaderArgs) => cruiseListLoader(args, "zegrze");

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.jsonLd);

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <CruisePage data={loaderData}>
      <EnquiryProvider value={EventBookingButton}>
        <ZegrzeView weather={<WeatherWidget location="zegrze" />} cards={loaderData.cards} />
      </EnquiryProvider>
    </CruisePage>
  );
}
