import { data, redirect } from "react-router";
import { EventBookingButton } from "~/features/event-booking/components/event-booking-button";
import { CruiseView } from "~/features/cruises/components/cruise-view";
import { GiveThisCruise } from "~/features/vouchers/components/give-this-cruise";
import { CruisePage } from "~/features/cruises/components/cruise-page";
import { EnquiryProvider } from "~/features/cruises/components/enquiry-slot";
import { getCatalogue, resolveCruisePath } from "~/features/cruises/catalogue.server";
import { cruiseDetailData } from "~/features/cruises/cruise-page-data.server";
import { cruiseRef } from "~/features/cruises/model";
import { pageLang } from "~/lib/i18n/page-lang.server";
import { pageMeta } from "~/lib/seo/page-meta";
import { DepartureList } from "~/features/departures/components/departure-list";
import { pageDeparturesOf } from "./departure-cruises.server";
import { LazyNotFound } from "~/components/site/lazy-not-found";
import type { Route } from "./+types/cruise";

/**
 * Every cruise's page (decisions 301, 400) under its location's page and its English twin:
 * `/rejsy-wisla-warszawa/20-min`, `/rejsy-zegrze/30-min`, `/warsaw-river-cruise/sunset`, and any
 * cruise of a location the operator added. A renamed slug and a deleted cruise answer 301; an
 * unpublished new cruise, or one of a hidden location, 404; an unpublished cruise of the
 * product keeps its page, saying it is not offered now (noindex, no structured data).
 */
export async function loader(args: Route.LoaderArgs) {
  const catalogue = await getCatalogue();
  const hit = resolveCruisePath(catalogue, args.url.pathname);
  if (hit.kind === "redirect") throw redirect(hit.to, 301);
  // No such cruise (or a new one not public): the ordinary not-found page, HTTP 404.
  if (hit.kind === "none" || (!hit.public && !hit.cruise.spec))
    return data({ notFound: true as const }, { status: 404 });
  const { cruise } = hit;
  const lang = pageLang(args);
  // The next departures from the shared cache (never waits on the provider), in the first byte.
  const departures = hit.public
    ? pageDeparturesOf(cruise.key, 6, lang, cruiseRef(cruise))
    : Promise.resolve(null);
  const page = await cruiseDetailData(catalogue, cruise, lang);
  return { notFound: false as const, ...page, departures: await departures };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, args.loaderData?.notFound === false ? args.loaderData.jsonLd : undefined);

export default function Page({ loaderData }: Route.ComponentProps) {
  if (loaderData.notFound) return <LazyNotFound />;
  const { view } = loaderData;
  return (
    <CruisePage data={loaderData}>
      <EnquiryProvider value={EventBookingButton}>
        <CruiseView
          cruise={view}
          detail={loaderData.detail}
          departures={
            loaderData.departures ? <DepartureList data={loaderData.departures} /> : undefined
          }
        />
        {view.notOffered ? null : <GiveThisCruise cruiseKey={view.key} />}
      </EnquiryProvider>
    </CruisePage>
  );
}
