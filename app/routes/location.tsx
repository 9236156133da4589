import { data } from "react-router";
import { CruisePage } from "~/features/cruises/components/cruise-page";
import { EnquiryProvider } from "~/features/cruises/components/enquiry-slot";
import { LocationView } from "~/features/cruises/components/location-view";
import { getCatalogue, resolveLocationPath } from "~/features/cruises/catalogue.server";
import { locationPageData } from "~/features/cruises/page-data.server";
import { DepartureList } from "~/features/departures/components/departure-list";
import { EventBookingButton } from "~/features/event-booking/components/event-booking-button";
import { WeatherWidget } from "~/features/weather/components/weather-widget";
import { weatherTexts } from "~/features/weather/texts.server";
import { pageLang } from "~/lib/i18n/page-lang.server";
import { useLang } from "~/lib/i18n/use-lang";
import { pageMeta } from "~/lib/seo/page-meta";
import { pageDeparturesByKey } from "./departure-cruises.server";
import { LazyNotFound } from "~/components/site/lazy-not-found";
import type { Route } from "./+types/location";

/**
 * Every location's page and its English twin (decision 400): `/<slug_pl>` and `/en/<slug_en>`
 * (the product's Warsaw twin `/warsaw-river-cruise`), found in the location rows, so a location the
 * operator adds is served with no code change. A path that is no shown location's page (a hidden
 * one included) is the site's not-found page, HTTP 404.
 */
export async function loader(args: Route.LoaderArgs) {
  const location = resolveLocationPath(await getCatalogue(), args.url.pathname);
  if (!location) return data({ notFound: true as const }, { status: 404 });
  const lang = pageLang(args);
  const page = await locationPageData(args, location);
  // Each card's next 3 departures (provider or timetable), from the shared cache only.
  const departures = await pageDeparturesByKey(
    page.cards.map((c) => c.key),
    3,
    lang,
    page.refs[lang],
  );
  const weather = weatherTexts(location[`name_${lang}`], lang, page.availability);
  return { notFound: false as const, ...page, departures, weather };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, args.loaderData?.notFound === false ? args.loaderData.jsonLd : undefined);

export default function Page({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  if (loaderData.notFound) return <LazyNotFound />;
  const { location } = loaderData;
  return (
    <CruisePage data={loaderData}>
      <EnquiryProvider value={EventBookingButton}>
        <LocationView
          location={location}
          refName={loaderData.refs[lang]}
          tips={lang === "en"}
          weather={<WeatherWidget location={location.id} texts={loaderData.weather} />}
          cards={loaderData.cards}
          openCopy={loaderData.openCopy}
          departures={(key, tone) => {
            const list = loaderData.departures[key];
            return list ? <DepartureList data={list} heading="h4" tone={tone} /> : null;
          }}
        />
      </EnquiryProvider>
    </CruisePage>
  );
}
