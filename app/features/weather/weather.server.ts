/**
 * Weather for the location views (docs/product.md §7 "Public weather services", docs/architecture.md §4):
 * Open-Meteo current + 7-day daily forecast, wttr.in j1 as fallback; every upstream call has a
 * timeout; results are cached per location (10 min) and concurrent requests share one fetch.
 */
import { warsawDay } from "~/lib/i18n/format-time";
import type { Lang } from "~/lib/i18n/lang";
import { getEnv } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { BodyTooLargeError, readBodyJson, withDeadline } from "~/lib/bounded-body.server";
import type { CurrentWeather, HourlyGust, WeatherLocation, WeatherReport } from "./types";
import {
  FORECAST_DAYS,
  mapPrimaryCurrent,
  mapPrimaryDaily,
  mapWttrCurrent,
  mapWttrDays,
  mapHourlyGusts,
  mergeDays,
  presentDay,
  type RawDay,
} from "./weather-mapping";

/** A place to ask the weather for: a location's id and its coordinates (decision 400). */
export interface WeatherPlace {
  id: WeatherLocation;
  lat: number;
  lng: number;
}

/** A place's cache key: its id and coordinates (a moved start point is asked anew). */
const keyOf = (p: WeatherPlace) => `${p.id}@${p.lat},${p.lng}`;

/** Days of hourly gusts read: today and the next two. */
const GUST_DAYS = 3;

const OPEN_METEO_PUBLIC = "https://api.open-meteo.com/v1/forecast";
const OPEN_METEO_COMMERCIAL = "https://customer-api.open-meteo.com/v1/forecast";

/**
 * An upstream answer larger than this is not read: the request is aborted at this many bytes
 * (a 7-day forecast is a few kilobytes, wttr.in's j1 about 50 KB; decision 330).
 */
const MAX_BODY_BYTES = 2_000_000;
/** How long the last good report may stand in for failing upstreams. */
const STALE_MAX_MS = 3 * 60 * 60_000;

/** Upstream failures are expected operating conditions: log one line, no stack. */
const errText = (err: unknown) => (err instanceof Error ? err.message : String(err));

export class WeatherUnavailableError extends Error {
  constructor(public location: WeatherLocation) {
    super(`Weather for ${location} unavailable from both upstreams`);
  }
}

interface RawReport {
  current: CurrentWeather;
  days: RawDay[];
}

export interface WeatherServiceOptions {
  primaryUrl: string;
  fallbackUrl: string;
  apiKey?: string;
  timeoutMs?: number;
  /** How long a good answer is reused. */
  ttlMs?: number;
  /** How long a failure is remembered, so a dead upstream is not hammered. */
  failureTtlMs?: number;
  /** How long a gust forecast is reused (30 min by default). */
  gustTtlMs?: number;
  now?: () => Date;
  /** The largest answer read from an upstream (2 MB by default). */
  maxBodyBytes?: number;
}

export function createWeatherService(opts: WeatherServiceOptions) {
  const timeoutMs = opts.timeoutMs ?? 2500;
  const ttlMs = opts.ttlMs ?? 10 * 60_000;
  const failureTtlMs = opts.failureTtlMs ?? 60_000;
  const gustTtlMs = opts.gustTtlMs ?? 30 * 60_000;
  const now = opts.now ?? (() => new Date());
  // The key selects Open-Meteo's commercial endpoint (unless a custom URL was configured).
  const primaryBase =
    opts.apiKey && opts.primaryUrl === OPEN_METEO_PUBLIC ? OPEN_METEO_COMMERCIAL : opts.primaryUrl;

  const maxBodyBytes = opts.maxBodyBytes ?? MAX_BODY_BYTES;
  const cache = new Map<WeatherLocation, { at: number; ttl: number; value: Promise<RawReport> }>();
  /** The last report that was had, served (briefly) when a refresh fails. */
  const lastGood = new Map<WeatherLocation, { at: number; report: RawReport }>();

  /**
   * Streamed with a byte cap: past it the request is aborted, nothing more is read (decision 330);
   * the request and its body within `timeoutMs`, whatever the upstream does.
   */
  async function getJson(url: string): Promise<unknown> {
    return withDeadline(timeoutMs, async (abort) => {
      const res = await fetch(url, {
        signal: abort.signal,
        headers: { Accept: "application/json" },
      });
      if (!res.ok) {
        await res.body?.cancel().catch(() => {});
        throw new Error(`HTTP ${res.status} from ${new URL(url).host}`);
      }
      try {
        return await readBodyJson(res, maxBodyBytes, abort);
      } catch (err) {
        if (err instanceof BodyTooLargeError)
          throw new Error(`answer over ${maxBodyBytes} bytes from ${new URL(url).host}`, {
            cause: err,
          });
        throw err;
      }
    });
  }

  function primaryUrl(location: WeatherPlace, params: Record<string, string>): string {
    const { lat, lng } = location;
    const url = new URL(primaryBase);
    url.searchParams.set("latitude", String(lat));
    url.searchParams.set("longitude", String(lng));
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    url.searchParams.set("timezone", "auto");
    if (opts.apiKey) url.searchParams.set("apikey", opts.apiKey);
    return url.toString();
  }

  function fallbackUrl(location: WeatherPlace): string {
    const { lat, lng } = location;
    return `${opts.fallbackUrl.replace(/\/+$/, "")}/${lat},${lng}?format=j1`;
  }

  async function fetchReport(place: WeatherPlace): Promise<RawReport> {
    const location = place.id;
    const today = warsawDay(now());
    const [currentRes, dailyRes] = await Promise.allSettled([
      getJson(
        primaryUrl(place, {
          current: "temperature_2m,apparent_temperature,wind_speed_10m,cloud_cover,weather_code",
        }),
      ),
      getJson(
        primaryUrl(place, {
          daily: "weathercode,temperature_2m_max,apparent_temperature_max,cloud_cover_mean",
          forecast_days: "7",
        }),
      ),
    ]);
    let current =
      currentRes.status === "fulfilled" ? mapPrimaryCurrent(currentRes.value) : undefined;
    let days = dailyRes.status === "fulfilled" ? mapPrimaryDaily(dailyRes.value, today) : [];
    if (currentRes.status === "rejected")
      logger.warn(
        { reason: errText(currentRes.reason), location },
        "Weather: primary current failed",
      );
    if (dailyRes.status === "rejected")
      logger.warn(
        { reason: errText(dailyRes.reason), location },
        "Weather: primary forecast failed",
      );

    if (!current || days.length < FORECAST_DAYS) {
      try {
        const wttr = await getJson(fallbackUrl(place));
        current ??= mapWttrCurrent(wttr);
        days = mergeDays(days, mapWttrDays(wttr, today));
      } catch (err) {
        logger.warn({ reason: errText(err), location }, "Weather: fallback failed");
      }
    }
    if (!current) throw new WeatherUnavailableError(location);
    return { current, days };
  }

  /** Cached (and de-duplicated) raw report for a place (keyed by its id and coordinates). */
  function getRaw(place: WeatherPlace, location = keyOf(place)): Promise<RawReport> {
    const t = now().getTime();
    const hit = cache.get(location);
    if (hit && t - hit.at < hit.ttl) return hit.value;
    const entry = {
      at: t,
      ttl: ttlMs,
      value: fetchReport(place).then(
        (report) => {
          lastGood.set(location, { at: now().getTime(), report });
          return report;
        },
        (err: unknown) => {
          // Remember a failure only briefly, and keep showing the last good report meanwhile.
          entry.ttl = failureTtlMs;
          const good = lastGood.get(location);
          if (good && now().getTime() - good.at < STALE_MAX_MS) return good.report;
          throw err;
        },
      ),
    };
    cache.set(location, entry);
    entry.value.catch(() => {});
    return entry.value;
  }

  const gustCache = new Map<
    WeatherLocation,
    { at: number; ttl: number; value: Promise<HourlyGust[]> }
  >();

  /** The hourly gust forecast, in a request of its own (the widget never depends on it). */
  async function fetchGusts(location: WeatherPlace): Promise<HourlyGust[]> {
    const payload = await getJson(
      primaryUrl(location, { hourly: "wind_gusts_10m", forecast_days: String(GUST_DAYS) }),
    );
    return mapHourlyGusts(payload);
  }

  return {
    /**
     * Forecast wind gusts per hour at a location (Warsaw's wall clock), for the operator's wind
     * warning; null when the forecast cannot be had (cached 30 min, a failure 5 min).
     */
    async getGusts(place: WeatherPlace): Promise<HourlyGust[] | null> {
      const location = keyOf(place);
      const t = now().getTime();
      let hit = gustCache.get(location);
      if (!hit || t - hit.at >= hit.ttl) {
        const entry = { at: t, ttl: gustTtlMs, value: fetchGusts(place) };
        entry.value.catch((err: unknown) => {
          entry.ttl = Math.min(gustTtlMs, 5 * 60_000);
          logger.warn({ reason: errText(err), location }, "Weather: gusts failed");
        });
        gustCache.set(location, entry);
        hit = entry;
      }
      return hit.value.catch(() => null);
    },
    /** The place as its catalogue row has it: its id and coordinates (decision 400). */
    async getWeather(place: WeatherPlace, lang: Lang): Promise<WeatherReport> {
      const { current, days } = await getRaw(place);
      return { location: place.id, current, forecast: days.map((d) => presentDay(d, lang)) };
    },
    clearCache() {
      cache.clear();
      gustCache.clear();
    },
  };
}

let service: ReturnType<typeof createWeatherService> | undefined;

/** The app's weather service, configured from the environment once. */
export function weatherService() {
  if (!service) {
    const env = getEnv();
    service = createWeatherService({
      primaryUrl: env.WEATHER_API_URL,
      fallbackUrl: env.WEATHER_FALLBACK_URL,
      apiKey: env.WEATHER_API_KEY,
      gustTtlMs: env.WEATHER_GUSTS_CACHE_S * 1000,
    });
  }
  return service;
}
