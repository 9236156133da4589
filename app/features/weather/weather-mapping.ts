/**
 * Pure mapping of the upstream payloads (docs/product.md §7 "Public weather services") to our entities.
 * Language-independent "raw" days are cached; names and dd.mm are added per request.
 */
import type { Lang } from "~/lib/i18n/lang";
import { localeOf } from "~/lib/i18n/lang";
import type { CurrentWeather, ForecastDay, HourlyGust } from "./types";

export const FORECAST_DAYS = 5;

export interface RawDay {
  isoDate: string;
  weatherCode: number;
  cloudCover: number;
  tempMax: number;
  tempFeelsLike: number;
}

const num = (v: unknown): number | undefined => {
  const n = typeof v === "string" ? Number(v) : v;
  return typeof n === "number" && Number.isFinite(n) ? n : undefined;
};
const round = (n: number) => Math.round(n);

/** Open-Meteo `current` → CurrentWeather; undefined when a field is missing. */
export function mapPrimaryCurrent(payload: unknown): CurrentWeather | undefined {
  const c = (payload as { current?: Record<string, unknown> } | undefined)?.current;
  if (!c) return undefined;
  const temperature = num(c.temperature_2m);
  const feelsLike = num(c.apparent_temperature);
  const windSpeed = num(c.wind_speed_10m);
  const cloudCover = num(c.cloud_cover);
  const weatherCode = num(c.weather_code ?? c.weathercode);
  if ([temperature, feelsLike, windSpeed, cloudCover, weatherCode].some((v) => v === undefined))
    return undefined;
  return {
    temperature: round(temperature!),
    feelsLike: round(feelsLike!),
    windSpeed: round(windSpeed!),
    cloudCover: round(cloudCover!),
    weatherCode: weatherCode!,
  };
}

/** Open-Meteo `daily` → future days: today (and anything before it) skipped, at most 5. */
export function mapPrimaryDaily(payload: unknown, today: string): RawDay[] {
  const d = (payload as { daily?: Record<string, unknown[]> } | undefined)?.daily;
  if (!d || !Array.isArray(d.time)) return [];
  const codes = d.weathercode ?? d.weather_code ?? [];
  const out: RawDay[] = [];
  d.time.forEach((time, i) => {
    if (typeof time !== "string" || time <= today) return;
    const weatherCode = num(codes[i]);
    const tempMax = num(d.temperature_2m_max?.[i]);
    const feels = num(d.apparent_temperature_max?.[i]);
    const cloud = num(d.cloud_cover_mean?.[i] ?? d.cloudcover_mean?.[i]);
    if (weatherCode === undefined || tempMax === undefined) return;
    out.push({
      isoDate: time,
      weatherCode,
      cloudCover: round(cloud ?? 0),
      tempMax: round(tempMax),
      tempFeelsLike: round(feels ?? tempMax),
    });
  });
  return out.slice(0, FORECAST_DAYS);
}

/** docs/product.md §7: 'sunny'/'clear' → 0 and 15 %; 'rain'/'drizzle' → 61 and 80 %; else 2 and 60 %. */
export function mapWttrDescription(description: string): {
  weatherCode: number;
  cloudCover: number;
} {
  const d = description.toLowerCase();
  if (d.includes("sunny") || d.includes("clear")) return { weatherCode: 0, cloudCover: 15 };
  if (d.includes("rain") || d.includes("drizzle")) return { weatherCode: 61, cloudCover: 80 };
  return { weatherCode: 2, cloudCover: 60 };
}

interface WttrPayload {
  weather?: Array<{
    date?: string;
    maxtempC?: string;
    hourly?: Array<{ weatherDesc?: Array<{ value?: string }> }>;
  }>;
  current_condition?: Array<{
    temp_C?: string;
    FeelsLikeC?: string;
    windspeedKmph?: string;
    cloudcover?: string;
    weatherDesc?: Array<{ value?: string }>;
  }>;
}

/**
 * wttr.in j1 → future days: weather[].date, maxtempC and hourly[4].weatherDesc[0].value
 * (the midday slot); feels-like = max − 2. Today is skipped as in the primary forecast.
 */
export function mapWttrDays(payload: unknown, today: string): RawDay[] {
  const weather = (payload as WttrPayload | undefined)?.weather;
  if (!Array.isArray(weather)) return [];
  const out: RawDay[] = [];
  for (const w of weather) {
    const max = num(w.maxtempC);
    if (typeof w.date !== "string" || w.date <= today || max === undefined) continue;
    const { weatherCode, cloudCover } = mapWttrDescription(
      w.hourly?.[4]?.weatherDesc?.[0]?.value ?? "",
    );
    out.push({
      isoDate: w.date,
      weatherCode,
      cloudCover,
      tempMax: round(max),
      tempFeelsLike: round(max - 2),
    });
  }
  return out.slice(0, FORECAST_DAYS);
}

/** wttr.in j1 current_condition → CurrentWeather (used only when the primary current call failed). */
export function mapWttrCurrent(payload: unknown): CurrentWeather | undefined {
  const c = (payload as WttrPayload | undefined)?.current_condition?.[0];
  if (!c) return undefined;
  const temperature = num(c.temp_C);
  const feelsLike = num(c.FeelsLikeC);
  const windSpeed = num(c.windspeedKmph);
  const cloudCover = num(c.cloudcover);
  if (temperature === undefined || windSpeed === undefined || cloudCover === undefined)
    return undefined;
  const { weatherCode } = mapWttrDescription(c.weatherDesc?.[0]?.value ?? "");
  return {
    temperature: round(temperature),
    feelsLike: round(feelsLike ?? temperature),
    windSpeed: round(windSpeed),
    cloudCover: round(cloudCover),
    weatherCode,
  };
}

/** Primary days first; fallback days fill dates the primary did not cover; at most 5, in date order. */
export function mergeDays(primary: RawDay[], fallback: RawDay[]): RawDay[] {
  const byDate = new Map<string, RawDay>();
  for (const d of fallback) byDate.set(d.isoDate, d);
  for (const d of primary) byDate.set(d.isoDate, d);
  return [...byDate.values()]
    .sort((a, b) => a.isoDate.localeCompare(b.isoDate))
    .slice(0, FORECAST_DAYS);
}

/** Adds "dd.mm" and the weekday in the visitor's language (the date is the location's local date). */
export function presentDay(day: RawDay, lang: Lang): ForecastDay {
  const [, mm, dd] = day.isoDate.split("-");
  const noonUtc = new Date(`${day.isoDate}T12:00:00Z`);
  const dayName = new Intl.DateTimeFormat(localeOf(lang), {
    weekday: "long",
    timeZone: "Europe/Warsaw",
  }).format(noonUtc);
  return { date: `${dd}.${mm}`, dayName, ...day };
}

const HOUR = /^\d{4}-\d{2}-\d{2}T\d{2}:00$/;

/** Open-Meteo `hourly.wind_gusts_10m` → hourly gusts; hours or values that do not check out are left out. */
export function mapHourlyGusts(payload: unknown): HourlyGust[] {
  const h = (payload as { hourly?: Record<string, unknown[]> } | undefined)?.hourly;
  if (!h || !Array.isArray(h.time) || !Array.isArray(h.wind_gusts_10m))
    throw new Error("hourly gusts missing");
  const out: HourlyGust[] = [];
  h.time.slice(0, 24 * 16).forEach((time, i) => {
    const gust = num(h.wind_gusts_10m![i]);
    if (typeof time !== "string" || !HOUR.test(time) || gust === undefined) return;
    if (gust < 0 || gust > 400) return;
    out.push({ hour: time, gustKmh: round(gust) });
  });
  return out;
}
