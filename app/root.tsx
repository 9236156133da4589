import { useEffect } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import interLatin from "./assets/fonts/inter-latin-wght-normal.woff2?url";
import interPolish from "./assets/fonts/inter-polish-wght-normal.woff2?url";
import type { Route } from "./+types/root";
import "./app.css";
import { LazyToaster } from "~/components/lazy-toaster";
import { useNonce } from "~/components/nonce";
import { resolveRequestLang, type Lang } from "~/lib/i18n/lang";
import {
  fixedLangOf,
  isStaticPagePath,
  pageOfPath,
  pageUrl,
  polishPathOf,
} from "~/lib/i18n/page-urls";
import { syncStoredLanguage } from "~/lib/i18n/language-client";
import { usePageViews } from "~/lib/analytics/track";
import { LangContext } from "~/lib/i18n/use-lang";
import { SlotPhotosContext } from "~/lib/media/context";
import { detectLocationSilently } from "~/lib/location/use-location";
import { afterIdle } from "~/lib/after-idle";
import type { SiteRootData } from "~/components/site/use-frame-messages";
import { rootMessages } from "~/components/site/messages";
import { SEED_COPY_SECTIONS } from "~/content/catalogue-seed";

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  // The Polish letters come from a 5 KB cut, not the 85 KB latin-ext file (app/assets/fonts).
  { rel: "preload", href: interPolish, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon-32.png", sizes: "32x32", type: "image/png" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export async function loader({ request, url }: Route.LoaderArgs): Promise<SiteRootData> {
  const [
    { getEnv },
    { pageCopyFor },
    { loadSlotPhotos },
    siteData,
    { pageHead },
    { frameMessages },
  ] = await Promise.all([
    import("~/lib/env.server"),
    import("~/lib/seo/page-copy.server"),
    import("~/lib/media/photos.server"),
    import("~/lib/site-data/site-data.server"),
    import("~/lib/seo/head.server"),
    import("~/components/site/frame-messages"),
  ]);
  // The cruise catalogue's pages join the table of URLs before anything reads it (decision 301).
  const [
    { getCatalogue, addedLocationCards, locationWithLayout, menuLocationsOf, servedPlacesOf },
    { gdanskCopy },
    { pageNotices },
    { LOCATION_START_POINTS },
  ] = await Promise.all([
    import("~/features/cruises/catalogue.server"),
    import("~/features/cruises/gdansk-copy.server"),
    import("~/features/notices/notices.server"),
    import("~/features/cruises/defaults"),
  ]);
  const catalogue = await getCatalogue();
  // `url` is normalized: on client navigations request.url carries React Router's ".data" suffix.
  const path = url.pathname;
  const lang = resolveRequestLang(
    path,
    request.headers.get("cookie"),
    request.headers.get("accept-language"),
  );
  const year = Number(
    new Intl.DateTimeFormat("en-GB", { year: "numeric", timeZone: "Europe/Warsaw" }).format(
      new Date(),
    ),
  );
  // The operator's photos by slot (docs/decisions/250); the admin area shows none.
  const admin = path === "/admin" || path.startsWith("/admin/");
  // The admin area shows no notices and no photos; its frame reads nothing of the site's data
  // but the business facts (decisions 230, 231).
  const [media, site, { notices, changesAt }, gdansk] = await Promise.all([
    admin ? {} : loadSlotPhotos(lang),
    siteData.getSiteSettings(),
    admin ? { notices: [], changesAt: null } : pageNotices(path, lang),
    gdanskCopy(lang),
  ]);
  const siteUrl = getEnv().PUBLIC_SITE_URL;
  // Gdańsk's page, its footer line and the share image's description say what its status is
  // now (decision 302): coming soon or open, in the operator's wording.
  // Its facts from the catalogue (decision 410).
  const soon = locationWithLayout(catalogue, "coming-soon");
  const page =
    soon && polishPathOf(path) === soon.url_pl
      ? gdansk.seo
      : pageCopyFor(path, lang, {
          ...catalogue,
          seedStartPoints: LOCATION_START_POINTS,
          copySections: SEED_COPY_SECTIONS,
        });
  // The public page's <head> tags, built here so no browser downloads that code (decision 271);
  // the admin pages make their own.
  const head = admin
    ? []
    : pageHead({
        siteUrl,
        path,
        lang,
        page,
        media,
        site,
        // The business's geo and served areas from the catalogue (decision 451).
        places: servedPlacesOf(catalogue),
        imageAlt: gdansk.shareImageAlt,
      });
  const frame = frameMessages[lang];
  return {
    lang,
    siteUrl,
    year,
    page,
    media,
    // Without the enquiries' inbox: every visitor receives this (issue 34, item 17).
    site: { ...site, enquiryEmail: "" },
    notices,
    noticesChangeAt: changesAt,
    head,
    pagePair: catalogueOnly(path),
    addedLocations: admin
      ? []
      : addedLocationCards(catalogue, lang).map(({ id, name, label, url }) => ({
          id,
          name,
          label,
          url,
        })),
    menuLocations: menuLocationsOf(catalogue, lang, frame.navLocation).filter(
      (l) => !admin || !l.added,
    ),
    frame: { ...frame, footer: { ...frame.footer, gdansk: gdansk.footer } },
  };
}

/** Both URLs of a catalogue cruise's page (not in the browser's table of URLs), else null. */
function catalogueOnly(path: string): { pl: string; en: string } | null {
  if (isStaticPagePath(path)) return null;
  const page = pageOfPath(path);
  return page ? { pl: page.pl, en: page.en } : null;
}

/**
 * The root data (language, the page's title and heading) belongs to the URL: re-run the
 * cheap root loader on every path change, so a client-side navigation from the English
 * landing to a Polish page renders the whole frame in the right language.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;
}

/** Pages whose language is fixed by the URL (the English twins), or that follow location detection themselves. */
const langSelfManaged = (pathname: string) =>
  fixedLangOf(pathname) !== undefined || pathname === "/rejsy-promocyjne";

/**
 * After hydration: mirror a stored choice in the cookie and reload once if the cookie did not
 * carry it; with no choice stored nothing is written (issue 45, item 13), and a visitor found
 * outside Poland goes to the page's English twin (docs/product.md §4, docs/architecture.md §3).
 */
function useLanguageSync(lang: Lang) {
  const { pathname } = useLocation();
  useEffect(() => {
    let live = true;
    // In a task of its own when the browser is idle, not in hydration's last task.
    afterIdle(async () => {
      if (!live) return;
      const location = await detectLocationSilently(window.location.search);
      if (!live) return;
      // The server already rendered the first-visit rule from Accept-Language; only "outside
      // Poland" (country=outside, or a granted geolocation) overrides it, and that reloads.
      // Pages whose language the URL fixes say nothing about the visitor: apply the rule there.
      const selfManaged = langSelfManaged(pathname);
      // The browser tests wait for this mark: the language check has run.
      const done = () => (document.documentElement.dataset.langSynced = "true");
      if (selfManaged || pathname.startsWith("/admin")) {
        syncStoredLanguage();
        return done();
      }
      const stored = syncStoredLanguage();
      // A choice the cookie did not carry: the next request sends it.
      if (stored) {
        if (stored !== lang) return window.location.reload();
        return done();
      }
      // Nothing chosen and "outside Poland": the English twin of this page, with nothing
      // stored (the override alone stores nothing; docs/architecture.md §3).
      const twin = pageUrl(pathname, "en");
      if (!location.isInPoland && lang !== "en" && twin !== pathname)
        return window.location.replace(`${twin}${window.location.search}${window.location.hash}`);
      done();
    });
    return () => {
      live = false;
    };
    // Run once per document: the cookie now carries the choice for every later request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const lang = data?.lang ?? "pl";
  // The admin area's nonce; public pages have none (their scripts are allowed by hash).
  const nonce = useNonce() || undefined;
  // Marks the document once React runs it: scripts load after the first paint
  // (docs/decisions/070), and the browser tests wait for this before they interact.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang={lang} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#0b1f33" />
        <meta name="format-detection" content="telephone=no" />
        <Meta />
        <Links />
      </head>
      <body>
        <LangContext.Provider value={lang}>
          <a href="#main" className="skip-link">
            {rootMessages[lang].skipToContent}
          </a>
          {children}
          <LazyToaster
            position="top-center"
            richColors
            closeButton
            containerAriaLabel={rootMessages[lang].notifications}
          />
        </LangContext.Provider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  useLanguageSync(loaderData.lang);
  usePageViews();
  return (
    <SlotPhotosContext.Provider value={loaderData.media}>
      <Outlet />
    </SlotPhotosContext.Provider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>("root");
  const t = rootMessages[data?.lang ?? "pl"];
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error) && import.meta.env.DEV) console.error(error);
  return (
    <main
      id="main"
      className="container-page flex min-h-screen flex-col items-start justify-center gap-4 py-24"
    >
      <title>{`${status} – ${t.errorTitle}`}</title>
      <p className="text-6xl font-black text-navy-900">{status}</p>
      <h1 className="text-2xl font-bold text-navy-900">{t.errorTitle}</h1>
      <p className="max-w-prose text-slate-700">{t.errorText}</p>
      <a className="btn-primary" href={pageUrl("/", data?.lang ?? "pl")}>
        {t.backHome}
      </a>
    </main>
  );
}
