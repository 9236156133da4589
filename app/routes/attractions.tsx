import ArrowRight from "lucide-react/icons/arrow-right";
import { PageLink } from "~/components/page-link";
import { ResponsiveImage } from "~/components/responsive-image";
import { pageLang } from "~/lib/i18n/page-lang.server";
import { loadAttractionsForPage } from "~/features/attractions/attractions.server";
import { AttractionsList } from "~/features/attractions/components/attractions-list";
import { attractionsMessages } from "~/features/attractions/messages";
import { useMessages } from "~/lib/i18n/use-lang";
import {
  LivePrice,
  PricesError,
  PricesProvider,
  WithPublishedPrice,
} from "~/components/live-price";
import { loadPricesForPage } from "~/lib/prices/prices.server";
import { pageMeta } from "~/lib/seo/page-meta";
import { usePageCopy } from "~/lib/seo/page-meta";
import type { Route } from "./+types/attractions";
import { CheckList } from "~/components/ui/check-list";
import { PageSection, SECTION_TITLE } from "~/components/ui/page-section";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/**
 * The partner list streams: "Ładowanie atrakcji..." goes out first and the list replaces it
 * (app/entry.server.tsx keeps React's streaming for this page only).
 */
export const handle = { showsLoadingState: true };

/** Both stream (not awaited): the page shell renders at once, even with the database down. */
export function loader(args: Route.LoaderArgs) {
  return {
    attractions: loadAttractionsForPage(pageLang(args)),
    prices: loadPricesForPage(),
  };
}

export default function AttractionsPage({ loaderData }: Route.ComponentProps) {
  const t = useMessages(attractionsMessages);
  const page = usePageCopy();
  return (
    <PricesProvider prices={loaderData.prices}>
      <header className="relative isolate overflow-hidden bg-navy-900 pt-24 pb-14 text-white sm:pt-32 sm:pb-20">
        <ResponsiveImage
          name="warszawa-golden"
          slot="page.attractions"
          alt=""
          priority
          className="absolute inset-0 -z-10"
          imgClassName="h-full w-full object-cover opacity-45"
        />
        <div
          className="absolute inset-0 -z-10 bg-gradient-to-t from-navy-950/90 via-navy-900/60 to-navy-900/30"
          aria-hidden="true"
        />
        <div className="container-page">
          <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight sm:text-6xl">
            {page.heading}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-slate-100 sm:text-xl">{t.heroLead}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <a href="#partners" className="btn-primary">
              {t.toPartners}
            </a>
            <PageLink to="/rejsy-wisla-warszawa" className="btn-light">
              {t.toCruises}
            </PageLink>
          </div>
        </div>
      </header>

      <PageSection
        headingId="main-attraction-heading"
        className="container-page py-14 sm:py-20"
        inner="grid items-center gap-8 lg:grid-cols-2 lg:gap-12"
      >
        <ResponsiveImage
          name="vistula-day"
          slot="attractions.main"
          alt={t.mainImageAlt}
          sizes="(min-width: 1024px) 560px, 100vw"
          maxWidth={1200}
          className="block overflow-hidden rounded-2xl shadow-lg"
          imgClassName="aspect-video h-auto w-full object-cover"
        />
        <div>
          <p className="inline-flex items-center rounded-full bg-signal-600 px-3 py-1 text-sm font-semibold text-white">
            {t.mainBadge}
          </p>
          <h2 id="main-attraction-heading" className={`mt-4 ${SECTION_TITLE} sm:text-4xl`}>
            {t.mainHeading}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-slate-700">{t.mainText}</p>
          <CheckList
            items={t.mainFacts}
            className="mt-5 space-y-2"
            itemClassName="flex items-start gap-2 text-slate-800"
          />
          <p className="mt-6 text-lg text-navy-900">
            {t.mainPriceLabel}{" "}
            <LivePrice type="20min" placeholder="dots" className="text-2xl font-extrabold" />{" "}
            <WithPublishedPrice type="20min">
              <span className="text-slate-700">{t.perPerson}</span>
            </WithPublishedPrice>
          </p>
          <PricesError className="mt-3" />
          <PageLink to="/rejsy-wisla-warszawa" className="btn-primary mt-6">
            {t.mainCta}
            <ArrowRight aria-hidden="true" className="size-5" />
          </PageLink>
        </div>
      </PageSection>

      <PageSection
        id="partners"
        headingId="partners-heading"
        heading={t.partnersHeading}
        headingClassName={`${SECTION_TITLE} sm:text-4xl`}
        className="scroll-mt-20 bg-slate-50 py-14 sm:py-20"
        inner="container-page"
      >
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{t.partnersIntro}</p>
        <AttractionsList attractions={loaderData.attractions} />
      </PageSection>

      <PageSection
        headingId="become-partner-heading"
        className="bg-navy-900 py-14 text-white sm:py-20"
        inner="container-page flex flex-col items-start gap-6 md:flex-row md:items-center md:justify-between"
      >
        <div className="max-w-2xl">
          <h2 id="become-partner-heading" className="text-3xl font-extrabold tracking-tight">
            {t.partnerHeading}
          </h2>
          <p className="mt-3 text-lg text-slate-200">{t.partnerText}</p>
        </div>
        <PageLink to="/contact" className="btn-primary shrink-0">
          {t.partnerCta}
        </PageLink>
      </PageSection>
    </PricesProvider>
  );
}
