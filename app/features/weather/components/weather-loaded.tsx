/** The loaded weather view of WeatherWidget: current conditions and the five-day forecast. */
import type { LucideIcon } from "lucide-react";
import Cloud from "lucide-react/icons/cloud";
import CloudRain from "lucide-react/icons/cloud-rain";
import Snowflake from "lucide-react/icons/snowflake";
import Sun from "lucide-react/icons/sun";
import { localeOf, type Lang } from "~/lib/i18n/lang";
import type { WeatherTexts } from "../texts.server";
import type { WeatherReport } from "../types";
import { sunnyDayHighlight, weatherIcon, type WeatherIcon } from "../weather-rules";

const ICONS: Record<WeatherIcon, LucideIcon> = {
  sun: Sun,
  cloud: Cloud,
  rain: CloudRain,
  snow: Snowflake,
};
const ICON_COLOURS: Record<WeatherIcon, string> = {
  sun: "text-signal-600",
  cloud: "text-slate-500",
  rain: "text-river-700",
  snow: "text-river-500",
};

function shortWeekday(isoDate: string, lang: Lang): string {
  return new Intl.DateTimeFormat(localeOf(lang), {
    weekday: "short",
    timeZone: "Europe/Warsaw",
  }).format(new Date(`${isoDate}T12:00:00Z`));
}

export default function Loaded({
  report,
  lang,
  t,
}: {
  report: WeatherReport;
  lang: Lang;
  t: WeatherTexts;
}) {
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
                    {day.dayName} {day.date}, {t.conditions[dIcon]}, {t.maxTemp} {day.tempMax}°C,{" "}
                    {t.feelsLike.toLowerCase()} {day.tempFeelsLike}°C
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
