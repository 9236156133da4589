/**
 * Weather and availability widget for a location view (docs/product.md §2 "availability widget", §4
 * "Weather widgets", §9).
 *
 *   import { WeatherWidget } from "~/features/weather/components/weather-widget";
 *   // in the loader: weather: weatherTexts(location.name_pl, lang)   (../texts.server.ts)
 *   <WeatherWidget location={location.id} texts={loaderData.weather} />   // any location's id
 *   <WeatherWidget location={location.id} texts={loaderData.weather} headingLevel="h3" />
 *
 * The weather is fetched in the browser (GET /api/weather/:location) when the widget comes near
 * the viewport, so it never slows the page. The loaded view's code comes with the widget: the
 * widget sits right under the hero of each location page, near the viewport on every screen, so
 * a chunk of its own was fetched on every first load anyway, at about 0.4 KB more (gzip) than
 * in the page's cruise chunk. The weather area has a fixed height while loading and loaded, so nothing below it
 * shifts when the weather arrives. A failure shows nothing (docs/product.md §4): no heading and no weather
 * area, only the availability line with the phone link, which is always shown.
 */
import { startTransition, useEffect, useId, useRef, useState } from "react";
import { useSite } from "~/lib/site-data/use-site";
import type { Lang } from "~/lib/i18n/lang";
import { useLang } from "~/lib/i18n/use-lang";
import type { WeatherTexts } from "../texts.server";
import type { WeatherLocation, WeatherReport } from "../types";
import LoadedView from "./weather-loaded";
import { PhoneLink } from "~/components/contact-links";

type State =
  { status: "loading" } | { status: "loaded"; report: WeatherReport } | { status: "failed" };

/** One request per location and language per page session, shared by every widget instance. */
const requests = new Map<string, Promise<WeatherReport | null>>();

function loadWeather(location: WeatherLocation, lang: Lang): Promise<WeatherReport | null> {
  const key = `${location}:${lang}`;
  let request = requests.get(key);
  if (!request) {
    request = fetch(`/api/weather/${location}?lang=${lang}`, {
      headers: { Accept: "application/json" },
    })
      // Always read the body, so the response is finished even when it is an error.
      .then(async (res) => {
        const body = (await res.json().catch(() => null)) as WeatherReport | null;
        return res.ok ? body : null;
      })
      .then((report) =>
        report && Array.isArray(report.forecast) && report.current ? report : null,
      )
      .catch(() => null);
    request.then((r) => {
      if (!r) requests.delete(key); // a failure may be retried on the next page
    });
    requests.set(key, request);
  }
  return request;
}

export function WeatherWidget({
  location,
  headingLevel = "h2",
  className = "",
  texts: t,
}: {
  location: WeatherLocation;
  headingLevel?: "h2" | "h3";
  className?: string;
  /** Its words in the page's language, from the loader (Gdańsk's availability line follows its status). */
  texts: WeatherTexts;
}) {
  const lang = useLang();
  const headingId = useId();
  const ref = useRef<HTMLElement>(null);
  const [state, setState] = useState<State>({ status: "loading" });

  useEffect(() => {
    let live = true;
    setState({ status: "loading" });
    const start = () => {
      loadWeather(location, lang).then((report) => {
        // A transition: the loaded view renders in slices a phone can interleave with input.
        if (live)
          startTransition(() =>
            setState(report ? { status: "loaded", report } : { status: "failed" }),
          );
      });
    };
    const el = ref.current;
    if (!el || typeof IntersectionObserver === "undefined") {
      start();
      return () => {
        live = false;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          start();
        }
      },
      { rootMargin: "400px 0px" },
    );
    observer.observe(el);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [location, lang]);

  const Heading = headingLevel;
  const { phone } = useSite();
  const skeleton = <Skeleton label={t.loading} />;
  const availability = (
    <>
      <span>{t.availability}</span>
      <PhoneLink
        className="link inline-flex items-center gap-1 whitespace-nowrap"
        iconClassName="size-4"
      >
        {phone}
      </PhoneLink>
    </>
  );
  // docs/product.md §4: a failure shows nothing. No heading, no empty weather box: only the availability
  // line with its call link stays, where it always is.
  if (state.status === "failed")
    return (
      <div
        data-testid="weather-widget"
        data-state="failed"
        className={`rounded-2xl bg-white p-4 text-navy-900 shadow-lg ring-1 ring-slate-200 sm:p-5 ${className}`}
      >
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
          {availability}
        </p>
      </div>
    );
  return (
    <section
      ref={ref}
      aria-labelledby={headingId}
      data-testid="weather-widget"
      data-state={state.status}
      className={`rounded-2xl bg-white p-4 text-navy-900 shadow-lg ring-1 ring-slate-200 sm:p-5 ${className}`}
    >
      <Heading id={headingId} className="text-base font-bold sm:text-lg">
        {t.title}
      </Heading>

      {/* Fixed height in every state: no layout shift when the weather arrives or fails; size
          and layout containment keep the arriving weather's layout inside this box. */}
      <div
        className="mt-3 h-[16.5rem] [contain:size_layout] sm:h-[14.5rem]"
        aria-busy={state.status === "loading"}
      >
        {state.status === "loading" && skeleton}
        {state.status === "loaded" && <LoadedView report={state.report} lang={lang} t={t} />}
      </div>

      <p className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 border-t border-slate-200 pt-3 text-sm text-slate-700">
        {availability}
      </p>
    </section>
  );
}

function Skeleton({ label }: { label: string }) {
  return (
    <div className="flex h-full flex-col gap-3 motion-safe:animate-pulse">
      <span className="sr-only">{label}</span>
      <div className="h-16 rounded-xl bg-slate-100" />
      <div className="grid flex-1 grid-cols-5 gap-2">
        {Array.from({ length: 5 }, (_, i) => (
          <div key={i} className="rounded-lg bg-slate-100" />
        ))}
      </div>
      <div className="h-5 w-2/3 rounded bg-slate-100" />
    </div>
  );
}
