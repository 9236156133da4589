import Balloon from "lucide-react/icons/balloon";
import BellRing from "lucide-react/icons/bell-ring";
import Camera from "lucide-react/icons/camera";
import Check from "lucide-react/icons/check";
import Flag from "lucide-react/icons/flag";
import Gift from "lucide-react/icons/gift";
import MapPin from "lucide-react/icons/map-pin";
import Siren from "lucide-react/icons/siren";
import { useEffect, useState } from "react";
import { data } from "react-router";
import { faqContent, faqItems, type FaqItem } from "~/content/faq";
import { withBoatCopy } from "~/features/cruises/copy-facts.server";
import { pageLang } from "~/lib/i18n/page-lang.server";
import { promotionsEn } from "~/content/promotions.en";
import { promotionsPl, type PromotionsWording } from "~/content/promotions.pl";
import { pickWording } from "~/lib/copy/open-wording";
import {
  listEvents,
  startDateOf,
  type ListedEvent,
  type PromoIcon,
  type PromoLocation,
} from "~/lib/site-data/promo-events";
import { promoEventsJsonLd, type EventPlace } from "~/lib/seo/promo-event-json-ld";
import { warsawDay } from "~/lib/i18n/format-time";
import { getEnv } from "~/lib/env.server";
import { SceneHero } from "~/features/events/components/scene-hero";
import { ContactFaqBlock } from "~/features/contact/components/contact-faq-block";
import { useDocumentLanguage, useLocationLanguage } from "~/features/events/use-location-language";
import { useLang } from "~/lib/i18n/use-lang";
import { LangContext } from "~/lib/i18n/use-lang";
import {
  loadNewsletterForm,
  NewsletterForm,
} from "~/features/newsletter/components/newsletter-form";
import { pageMeta } from "~/lib/seo/page-meta";
import type { Route } from "./+types/promotions";
import { PageSection } from "~/components/ui/page-section";

/** Both languages' questions: the page may switch to English after location detection. */
/**
 * The page copy in the request language; the FAQ in both (small). The English copy for a switch
 * after location detection is loaded on demand, so Polish visitors never download it.
 */
export async function loader(args: Route.LoaderArgs) {
  const lang = pageLang(args);
  const ids = ["weather", "children", "voucher", "payment"];
  const [{ promoEvents }, { getCatalogue, locationWithLayout }] = await Promise.all([
    import("~/lib/site-data/site-data.server"),
    import("~/features/cruises/catalogue.server"),
  ]);
  const [pl, en, catalogue] = await Promise.all([
    withBoatCopy("faq", faqContent.pl, "pl"),
    withBoatCopy("faq", faqContent.en, "en"),
    getCatalogue(),
  ]);
  // Warsaw's calendar decides what is past: an event stays listed through its whole day.
  const all = await promoEvents();
  const today = warsawDay();
  // The benefits in the wording for Gdańsk's status (decision 302).
  const gdanskOpen = locationWithLayout(catalogue, "coming-soon")?.status === "open";
  const copy = pickWording(lang === "pl" ? promotionsPl : promotionsEn, gdanskOpen);
  const events = {
    pl: listEvents(all, "pl", today),
    en: listEvents(all, "en", today),
  };
  // Where each location's boats start (the locations view of the panel): the cards show it and
  // the Event data names it, so the two say the same (decision 312).
  const placesIn = (l: "pl" | "en") =>
    Object.fromEntries(
      // Every location row: an event may be at a location the operator added (decision 404).
      catalogue.locationList.map((loc) => [
        loc.id,
        {
          startPoint: loc[`startPoint_${l}`],
          lat: loc.lat,
          lng: loc.lng,
          locality: loc[`name_${l}`],
        },
      ]),
    ) as Record<PromoLocation, EventPlace>;
  const places = { pl: placesIn("pl"), en: placesIn("en") };
  return {
    copy,
    gdanskOpen,
    faq: {
      pl: faqItems("pl", ids, pl.items),
      en: faqItems("en", ids, en.items),
    },
    events,
    startPoints: {
      pl: startPointsOf(places.pl),
      en: startPointsOf(places.en),
    },
    // The names of the locations the operator added, for an event at one of them (decision 404).
    placeNames: { pl: namesOf(places.pl), en: namesOf(places.en) },
    // The first location's events (the home river's) name no place; the others name theirs.
    homeLocation: catalogue.locationList[0]?.id ?? "",
    // Built here, so the browser never downloads the code (decision 271).
    jsonLd: promoEventsJsonLd({
      events: events[lang],
      siteUrl: getEnv().PUBLIC_SITE_URL,
      lang,
      places: places[lang],
    }),
  };
}

/**
 * The newsletter form sent without JavaScript (issue 34, item 8, decision 296): a plain form
 * post to this page, answered by the same subscribe form as POST /api/newsletter/subscribe; the
 * page renders again with the answer in the form.
 */
export async function action(args: Route.ActionArgs) {
  const [{ subscribeFromPage }, { clientIpContext }] = await Promise.all([
    import("~/features/newsletter/subscribe-page-post.server"),
    import("~/lib/context"),
  ]);
  const answer = await subscribeFromPage(args.request, {
    ip: args.context.get(clientIpContext),
    publicSiteUrl: getEnv().PUBLIC_SITE_URL,
    lang: pageLang(args),
  });
  if (!answer) return data({ newsletter: null }, { status: 400 });
  const { posted, headers } = answer;
  // A success renders the page as usual; an error keeps the API's status (400, 403, 409, 429…).
  const status = posted.status >= 200 && posted.status < 300 ? 200 : posted.status;
  return data(
    { newsletter: posted },
    { status, headers: { ...headers, "Cache-Control": "no-store" } },
  );
}

/** A form post's answer is never cached, and a 429 keeps its Retry-After. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

function namesOf(places: Record<PromoLocation, EventPlace>): Record<PromoLocation, string> {
  return Object.fromEntries(Object.entries(places).map(([id, p]) => [id, p.locality]));
}

function startPointsOf(places: Record<PromoLocation, EventPlace>) {
  return Object.fromEntries(Object.entries(places).map(([id, p]) => [id, p.startPoint])) as Record<
    PromoLocation,
    string
  >;
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.jsonLd);

const ICONS: Record<PromoIcon, typeof Flag> = {
  flag: Flag,
  siren: Siren,
  gift: Gift,
  balloon: Balloon,
  camera: Camera,
};

/**
 * Promotional events and newsletter (docs/product.md §2). The page's language follows location detection:
 * see useLocationLanguage. Everything below the provider (headings, the newsletter form and its
 * validation messages) reads the switched language from LangContext.
 */
export default function PromotionsPage({ loaderData }: Route.ComponentProps) {
  const serverLang = useLang();
  const wanted = useLocationLanguage(serverLang);
  const [english, setEnglish] = useState<PromotionsWording | null>(null);
  useEffect(() => {
    if (wanted !== "en" || serverLang === "en" || english) return;
    let live = true;
    // The form hydrated first, in the server's language: React cannot hydrate server HTML
    // under a changed language (newsletter-form.tsx).
    Promise.all([import("~/content/promotions.en"), loadNewsletterForm()]).then(
      ([m]) => live && setEnglish(pickWording(m.promotionsEn, loaderData.gdanskOpen)),
    );
    return () => {
      live = false;
    };
  }, [wanted, serverLang, english, loaderData.gdanskOpen]);
  // Switch only once the English copy is here, so headings, copy and form change together.
  const lang = wanted === "en" && (serverLang === "en" || english) ? "en" : serverLang;
  const copy = lang === serverLang ? (loaderData.copy as PromotionsWording) : english!;
  useDocumentLanguage(lang, serverLang, copy.title);
  return (
    <LangContext.Provider value={lang}>
      <PromotionsContent
        t={copy}
        faq={loaderData.faq[lang]}
        events={loaderData.events[lang]}
        startPoints={loaderData.startPoints[lang]}
        placeNames={loaderData.placeNames[lang]}
        homeLocation={loaderData.homeLocation}
        lang={lang}
      />
    </LangContext.Provider>
  );
}

/** "6 grudnia 2026, 17:00" / "6 December 2026, 17:00": the day as Warsaw's calendar has it. */
function whenOf(e: ListedEvent, lang: "pl" | "en", undated: string): string {
  if (!e.nextDate) return undated;
  const [y, m, d] = e.nextDate.split("-").map(Number) as [number, number, number];
  const day = new Intl.DateTimeFormat(lang === "pl" ? "pl-PL" : "en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(y, m - 1, d)));
  return e.time ? `${day}, ${e.time}` : day;
}

function PromotionsContent({
  t,
  faq,
  events,
  startPoints,
  placeNames,
  homeLocation,
  lang,
}: {
  t: PromotionsWording;
  faq: ReadonlyArray<FaqItem>;
  events: readonly ListedEvent[];
  startPoints: Record<PromoLocation, string>;
  placeNames: Record<PromoLocation, string>;
  /** The first location's id: its events name no place. */
  homeLocation: PromoLocation;
  lang: "pl" | "en";
}) {
  return (
    <>
      <SceneHero heading={t.heading} scene="warszawa-dusk" slot="page.promotions">
        <p className="mt-4 max-w-2xl text-lg text-slate-200">{t.lead}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <a href="#wydarzenia" className="btn-light">
            {t.toEvents}
          </a>
          <a href="#newsletter" className="btn-primary">
            <BellRing aria-hidden="true" className="size-5" />
            {t.toNewsletter}
          </a>
        </div>
      </SceneHero>

      <PageSection
        id="wydarzenia"
        headingId="events-heading"
        heading={t.eventsHeading}
        className="container-page scroll-mt-20 py-14"
      >
        <p className="mt-3 max-w-2xl text-lg text-slate-700">{t.eventsIntro}</p>
        {events.length === 0 ? (
          <p className="mt-8 text-lg text-slate-700">{t.noEvents}</p>
        ) : (
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="promo-events">
            {events.map((e) => {
              const Icon = ICONS[e.icon] ?? Gift;
              return (
                <li
                  key={e.id}
                  id={`wydarzenie-${e.id}`}
                  className="rounded-2xl border border-slate-200 p-6 shadow-sm"
                >
                  <span className="inline-flex size-12 items-center justify-center rounded-full bg-river-50 text-river-700">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <h3 className="mt-4 text-xl font-bold text-navy-900">{e.title}</h3>
                  <p className="mt-1 text-sm font-semibold text-signal-700">
                    {e.nextDate ? (
                      <time dateTime={startDateOf(e.nextDate, e.time)}>
                        {whenOf(e, lang, t.undated)}
                      </time>
                    ) : (
                      t.undated
                    )}
                    {e.location !== homeLocation
                      ? ` · ${(t.locations as Record<string, string>)[e.location] ?? placeNames[e.location] ?? ""}`
                      : ""}
                  </p>
                  <p className="mt-1 flex gap-1.5 text-sm text-slate-700" data-testid="start-point">
                    <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-river-700" />
                    <span>
                      {t.start}: <span data-start-point>{startPoints[e.location]}</span>
                    </span>
                  </p>
                  {e.description ? (
                    <p className="mt-3 leading-relaxed text-slate-700">{e.description}</p>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </PageSection>

      <PageSection
        id="newsletter"
        headingId="newsletter-heading"
        className="scroll-mt-20 bg-navy-900 py-14 text-white"
        inner="container-page grid gap-10 lg:grid-cols-2"
      >
        <div>
          <h2 id="newsletter-heading" className="text-3xl font-extrabold tracking-tight">
            {t.newsletterHeading}
          </h2>
          <p className="mt-3 text-lg text-slate-200">{t.newsletterText}</p>
          <h3 className="mt-8 text-xl font-bold text-river-300">{t.benefitsHeading}</h3>
          <ul className="mt-4 space-y-3">
            {t.benefits.map((b) => (
              <li key={b} className="flex gap-3">
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-river-300" />
                <span>{b}</span>
              </li>
            ))}
          </ul>
        </div>
        {/* Newsletter sign-up, region "all" (built by the forms feature). */}
        <NewsletterForm className="rounded-2xl bg-white p-6 text-slate-900 shadow-lg" />
      </PageSection>

      <ContactFaqBlock items={faq} />
    </>
  );
}
