import { pickWording } from "~/lib/copy/open-wording";
import { withCopy } from "~/lib/copy/overrides.server";
import { pageLang } from "~/lib/i18n/page-lang.server";
import { EventBookingButton } from "~/features/event-booking/components/event-booking-button";
import { HomeActionsProvider, type HomeActions } from "~/features/home/actions";
import { NewsletterButton } from "~/features/newsletter/components/newsletter-button";
import {
  addedLocationCards,
  getCatalogue,
  homeCruisesOf,
  locationWithLayout,
} from "~/features/cruises/catalogue.server";
import { copySectionOf } from "~/content/catalogue-seed";
import { locationFactsOf } from "~/features/cruises/facts";
import { fillFactsByKey } from "~/lib/copy/facts";
import { HomeLocationsProvider, type HomeLocations } from "~/features/home/location-cruises";
import { HomeView } from "~/features/home/components/home-view";
import { HomeCopyProvider } from "~/features/home/copy";
import { homeMessages } from "~/features/home/messages";
import { PricesProvider } from "~/components/live-price";
import { loadPricesForPage } from "~/lib/prices/prices.server";
import { pageMeta } from "~/lib/seo/page-meta";
import { locationFromSearch } from "~/lib/location/detect";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export async function loader(args: Route.LoaderArgs) {
  const lang = pageLang(args);
  const prices = loadPricesForPage();
  const catalogue = await getCatalogue();
  // The open locations the operator added: ?location= names them, detection finds those with
  // coordinates (decision 405).
  const areas = catalogue.locationList
    .filter((l) => !l.spec && l.status === "open")
    .map((l) => ({ id: l.id, lat: l.lat, lng: l.lng }));
  // Each with its facts, for the texts written for any location (decision 410).
  const added = addedLocationCards(catalogue, lang).map((card) => ({
    ...card,
    facts: locationFactsOf(catalogue, card.id, lang),
  }));
  // The hero photo follows a location the URL names (?location=), which the server knows too.
  const override = locationFromSearch(
    args.url.search,
    added.map((a) => a.id),
  );
  const heroPhotoLocation = override?.added ?? override?.type ?? "default";
  const locations = {
    cruises: Object.fromEntries(
      catalogue.locationList.map(({ id }) => [id, homeCruisesOf(catalogue, id, lang)]),
    ) as HomeLocations["cruises"],
    open: Object.fromEntries(
      catalogue.locationList.map((l) => [l.id, l.status === "open"]),
    ) as HomeLocations["open"],
    added,
    areas,
    original: catalogue.locationList
      .filter((l) => l.spec && l.status !== "hidden")
      // Home's texts for them are written per original location: named by its layout's section.
      .map((l) => ({ id: l.id, layout: copySectionOf(l.layout) ?? l.layout, url: l.url_pl })),
  };
  // The texts about Gdańsk in the wording for its status: coming soon or open (decision 302).
  const gdanskOpen = locationWithLayout(catalogue, "coming-soon")?.status === "open";
  return {
    prices,
    // Each location's start point and boat size in its own texts (decision 410).
    copy: fillFactsByKey(
      pickWording(await withCopy("home", homeMessages[lang], lang), gdanskOpen),
      Object.fromEntries(
        catalogue.locationList.map(({ id }) => [id, locationFactsOf(catalogue, id, lang)]),
      ),
    ),
    heroPhotoLocation,
    locations,
  };
}

/** The other features' buttons on the home page: event booking, and the newsletter for region "warsaw". */
const HOME_ACTIONS: HomeActions = {
  EventBookingButton,
  NewsletterButton: (props) => <NewsletterButton region="warsaw" {...props} />,
};

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <HomeCopyProvider value={loaderData.copy}>
      <PricesProvider prices={loaderData.prices}>
        <HomeActionsProvider value={HOME_ACTIONS}>
          <HomeLocationsProvider value={loaderData.locations}>
            <HomeView heroPhotoLocation={loaderData.heroPhotoLocation} />
          </HomeLocationsProvider>
        </HomeActionsProvider>
      </PricesProvider>
    </HomeCopyProvider>
  );
}
