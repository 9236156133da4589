import { createServer, type Server } from "node:http";
import { warsawDay } from "../../app/lib/i18n/format-time";
import { newHugeBodyCounter, streamHugeBody } from "./huge-body";
import { listenLocal } from "./listen";

export type WeatherMode = "ok" | "short" | "fail" | "slow" | "primary-fail" | "huge";

/**
 * A local stand-in for Open-Meteo (/v1/forecast) and wttr.in (/{lat},{lng}?format=j1).
 * Modes: ok (7 daily days), short (primary returns 3 days so the fallback is used),
 * fail (both 500), slow (both answer after 10 s), primary-fail (Open-Meteo 500, wttr.in fine),
 * huge (both answer a 400 MB body streamed lazily; `huge` counts the bytes written).
 */
export async function startFakeWeather(port = 0) {
  let mode: WeatherMode = "ok";
  /** Hourly gusts: `calm` km/h everywhere, `strong` from 14:00 to 17:00 tomorrow when set (wind-warning tests). */
  const gusts = { calm: 18, strong: null as number | null };
  const hits = { primary: 0, fallback: 0 };
  const huge = newHugeBodyCounter();
  // Dates at the locations, as the real services give them (Open-Meteo with
  // timezone=Europe/Warsaw): from 23:00 UTC in winter Warsaw's date is already tomorrow's.
  const day = (offset: number) => {
    const today = warsawDay();
    return new Date(Date.parse(`${today}T12:00:00Z`) + offset * 86_400_000)
      .toISOString()
      .slice(0, 10);
  };

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (url.pathname === "/__gusts") {
      const v = url.searchParams.get("strong");
      gusts.strong = v ? Number(v) : null;
      res.end(JSON.stringify(gusts));
      return;
    }
    if (url.pathname === "/__mode") {
      mode = (url.searchParams.get("set") as WeatherMode) ?? "ok";
      res.end(JSON.stringify({ mode }));
      return;
    }
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(body));
    };
    const respond = () => {
      if (mode === "fail") return send(500, { error: true });
      if (mode === "huge") return streamHugeBody(res, huge, '{"current": {"temperature_2m": 1');
      if (url.pathname.startsWith("/v1/forecast")) {
        hits.primary++;
        if (mode === "primary-fail") return send(500, { error: true });
        if (url.searchParams.get("hourly")) {
          const time = Array.from(
            { length: 72 },
            (_, i) => `${day(Math.floor(i / 24))}T${String(i % 24).padStart(2, "0")}:00`,
          );
          return send(200, {
            hourly: {
              time,
              wind_gusts_10m: time.map((t, i) =>
                gusts.strong !== null && i >= 24 + 14 && i <= 24 + 17 ? gusts.strong : gusts.calm,
              ),
            },
          });
        }
        if (url.searchParams.get("current")) {
          return send(200, {
            current: {
              temperature_2m: 21.4,
              apparent_temperature: 20.1,
              wind_speed_10m: 12.3,
              cloud_cover: 75,
              weather_code: 61,
            },
          });
        }
        const n = mode === "short" ? 3 : 7;
        return send(200, {
          daily: {
            time: Array.from({ length: n }, (_, i) => day(i)),
            weathercode: [3, 61, 0, 1, 2, 80, 0].slice(0, n),
            temperature_2m_max: [18, 19, 24, 25, 22, 17, 23].slice(0, n),
            apparent_temperature_max: [17, 18, 23, 24, 21, 16, 22].slice(0, n),
            cloud_cover_mean: [90, 80, 10, 20, 55, 85, 5].slice(0, n),
          },
        });
      }
      hits.fallback++;
      return send(200, {
        current_condition: [
          {
            temp_C: "19",
            FeelsLikeC: "17",
            windspeedKmph: "9",
            cloudcover: "40",
            weatherDesc: [{ value: "Partly cloudy" }],
          },
        ],
        weather: Array.from({ length: 3 }, (_, i) => ({
          date: day(i),
          maxtempC: String(20 + i),
          hourly: Array.from({ length: 8 }, () => ({
            weatherDesc: [{ value: ["Sunny", "Light rain", "Partly cloudy"][i] }],
          })),
        })),
      });
    };
    if (mode === "slow") setTimeout(respond, 10_000);
    else respond();
  });
  const actualPort = await listenLocal(server, port);
  return {
    port: actualPort,
    primaryUrl: `http://127.0.0.1:${actualPort}/v1/forecast`,
    fallbackUrl: `http://127.0.0.1:${actualPort}`,
    hits,
    huge,
    /** Strong gusts tomorrow 14:00–17:00 (km/h), or null for a calm forecast. */
    setStrongGusts(kmh: number | null) {
      gusts.strong = kmh;
    },
    setMode(m: WeatherMode) {
      mode = m;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The fake's answers as the weather service reads them: the primary's current conditions,
 * wttr.in's, and wttr.in's days after today ("Light rain" 61 / 80 %, max 21, feels 19;
 * "Partly cloudy" 2 / 60 %) as [weatherCode, cloudCover, tempMax, tempFeelsLike].
 */
export const FAKE_WEATHER_READ = {
  primaryCurrent: {
    temperature: 21,
    feelsLike: 20,
    windSpeed: 12,
    cloudCover: 75,
    weatherCode: 61,
  },
  wttrCurrent: { temperature: 19, feelsLike: 17, windSpeed: 9, cloudCover: 40, weatherCode: 2 },
  wttrDays: [
    [61, 80, 21, 19],
    [2, 60, 22, 20],
  ],
};

/** A forecast's days as [weatherCode, cloudCover, tempMax, tempFeelsLike], to compare with the above. */
export const forecastRows = (days: ReadonlyArray<object>) =>
  days.map((day) => {
    const d = day as Record<string, unknown>;
    return [d.weatherCode, d.cloudCover, d.tempMax, d.tempFeelsLike];
  });
