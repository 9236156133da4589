/**
 * Weather and availability widget for a location view (SPEC §2 "availability widget", §4
 * "Weather widgets", §9).
 *
 *   import { WeatherWidget } from "~/features/weather/components/weather-widget";
 *   <WeatherWidget location="warszawa" />            // or "zegrze" | "gdansk"
 *   <WeatherWidget location="zegrze" headingLevel="h3" className="mt-8" />
 *
 * The weather is fetched in the browser after hydration (GET /api/weather/:location), so it
 * never slows the page. The weather area has a fixed height in every state (loading skeleton,
 * loaded, failed), so nothing below it shifts. A failure shows no weather: the area shows the
 * phone call to action instead. The availability line with the phone link is always shown.
 */
import { useEffect, useId, useState } from "react";
import { Cloud, CloudRain, Phone, Snowflake, Sun, type LucideIcon } from "lucide-react";
import { SITE } from "~/config/site";
import { localeOf, type Lang } from "~/features/i18n/lang";
import { useLang, useMessages } from "~/features/i18n/use-lang";
import { weatherMessages } from "../messages";
import type { WeatherLocation, WeatherReport } from "../types";
import { sunnyDayHighlight, weatherIcon, type WeatherIcon } from "../weather-rules";

type State = { status: "loading" } | { status: "loaded"; report: WeatherReport } | { status: "failed" };

const ICONS: Record<WeatherIcon, LucideIcon> = { sun: Sun, cloud: Cloud, rain: CloudRain, snow: Snowflake };
const ICON_COLOURS: Record<WeatherIcon, string> = {
  sun: "text-signal-600",
  cloud: "text-slate-500",
  rain: "text-river-700",
  snow: "text-river-500",
};

/** One request per location and language per page session, shared by every widget instance. */
const requests = new Map<string, Promise<WeatherReport | null>>();

function loadWeather(location: WeatherLocation, lang: Lang): Promise<WeatherReport | null> {
  const key = `${location}:${lang}`;
  let request = requests.get(key);
  if (!request) {
    request = fetch(`/api/weather/${location}?lang=${lang}`, { headers: { Accept: "application/json" } })
      .then((res) => (res.ok ? (res.json() as Promise<WeatherReport>) : null))
      .then((report) => (report && Array.isArray(report.forecast) && report.current ? report : null))
      .catch(() => null);
    request.then((r) => {
      if (!r) requests.delete(key); // a failure may be retried on the next page
    });
    requests.set(key, request);
  }
  return request;
}

function shortWeekday(isoDate: string, lang: Lang): string {
  return new Intl.DateTimeFormat(localeOf(lang), { weekday: "short", timeZone: "Europe/Warsaw" }).format(new Date(`${isoDate}T12:00:00Z`));
}

export function WeatherWidget({
  location,
  headingLevel = "h2",
  className = "",
}: {
  location: WeatherLocation;
  headingLevel?: "h2" | "h3";
  className?: string;
}) {
  const lang = useLang();
  const t = useMessages(weatherMessages);
  const headingId = useId();
  const [state, setState] = useState<State>({ status: "loading" });

  useEffect(() => {
    let live = true;
    setState({ status: "loading" });
    loadWeather(location, lang).then((report) => {
      if (live) setState(report ? { status: "loaded", report } : { status: "failed" });
    });
    return () => {
      live = false;
    };
  }, [location, lang]);

  const Heading = headingLevel;
  return (
    <section
      aria-labelledby={headingId}
      data-testid="weather-widget"
      data-state={state.status}
      className={`rounded-2xl bg-white p-4 text-navy-900 shadow-lg ring-1 ring-slate-200 sm:p-5 ${className}`}
    >
      <Heading id={headingId} className="text-base font-bold sm:text-lg">
        {t.title(t.places[location])}
      </Heading>

      {/* Fixed height in every state: no layout shift when the weather arrives or fails. */}
      <div className="mt-3 h-[16.5rem] sm:h-[14.5rem]" aria-live="polite" aria-busy={state.status === "loading"}>
        {state.status === "loading" && <Skeleton label={t.loading} />}
        {state.status === "loaded" && <Loaded report={state.report} lang={lang} />}
        {state.status === "failed" && (
          <div className="flex h-full flex-col items-center justify-center gap-3 rounded-xl bg-river-50 p-4 text-center">
            <p className="font-semibold">{t.unavailable}</p>
            <a href={SITE.phoneHref} className="btn-primary">
              <Phone aria-hidden="true" className="size-5" />
              {t.availabilityCta}
            </a>
          </div>
        )}
      </div>

      <p className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 border-t border-slate-200 pt-3 text-sm text-slate-700">
        <span>{t.availability}</span>
        <a href={SITE.phoneHref} className="link inline-flex items-center gap-1 whitespace-nowrap">
          <Phone aria-hidden="true" className="size-4" />
          {SITE.phone}
        </a>
      </p>
    </section>
  );
}

function Skeleton({ label }: { label: string }) {
  return (
    <div className="flex h-full flex-col gap-3 motion-safe:animate-pulse" role="status">
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

function Loaded({ report, lang }: { report: WeatherReport; lang: Lang }) {
  const t = useMessages(weatherMessages);
  const { current, forecast } = report;
  const icon = weatherIcon(current.weatherCode);
  const Icon = ICONS[icon];
  const sunny = sunnyDayHighlight(current, forecast);
  return (
    <div className="flex h-full flex-col gap-3">
      <div className="flex items-center gap-3 sm:gap-4">
        <Icon aria-hidden="true" className={`size-11 shrink-0 ${ICON_COLOURS[icon]}`} />
        <p className="shrink-0">
          <span className="sr-only">
            {t.now}, {t.conditions[icon]}:{" "}
          </span>
          <span className="text-3xl font-extrabold tabular-nums" data-testid="weather-temperature">
            {current.temperature}°C
          </span>
        </p>
        <dl className="grid grow grid-cols-1 text-sm text-slate-700">
          <div className="flex gap-1">
            <dt>{t.feelsLike}:</dt>
            <dd className="font-semibold tabular-nums text-navy-900">{current.feelsLike}°C</dd>
          </div>
          <div className="flex gap-1">
            <dt>{t.wind}:</dt>
            <dd className="font-semibold tabular-nums text-navy-900">{current.windSpeed} km/h</dd>
          </div>
          <div className="flex gap-1">
            <dt>{t.clouds}:</dt>
            <dd className="font-semibold tabular-nums text-navy-900">{current.cloudCover}%</dd>
          </div>
        </dl>
      </div>

      {forecast.length > 0 && (
        <div className="flex-1">
          <h3 className="sr-only">{t.forecast}</h3>
          <ol className="grid h-full grid-cols-5 gap-1.5 sm:gap-2" data-testid="weather-forecast">
            {forecast.map((day) => {
              const dIcon = weatherIcon(day.weatherCode);
              const DIcon = ICONS[dIcon];
              return (
                <li
                  key={day.isoDate}
                  className="flex flex-col items-center justify-center gap-1 rounded-lg bg-river-50 px-1 py-2 text-center"
                >
                  <span className="text-xs font-semibold capitalize" aria-hidden="true">
                    {shortWeekday(day.isoDate, lang)}
                  </span>
                  <span className="sr-only">
                    {day.dayName} {day.date}, {t.conditions[dIcon]}, {t.maxTemp} {day.tempMax}°C, {t.feelsLike.toLowerCase()}{" "}
                    {day.tempFeelsLike}°C
                  </span>
                  <span className="text-[0.7rem] text-slate-600 tabular-nums" aria-hidden="true">
                    {day.date}
                  </span>
                  <DIcon aria-hidden="true" className={`size-6 ${ICON_COLOURS[dIcon]}`} />
                  <span className="text-sm font-bold tabular-nums" aria-hidden="true">
                    {day.tempMax}°
                  </span>
                </li>
              );
            })}
          </ol>
        </div>
      )}

      <p className="min-h-5 text-sm" data-testid="weather-sunny">
        {sunny && (
          <>
            <Sun aria-hidden="true" className="mr-1 inline size-4 text-signal-600" />
            {t.sunnyDay}{" "}
            <strong className="font-semibold">
              {sunny.dayName}, {sunny.date}
            </strong>
          </>
        )}
      </p>
    </div>
  );
}
