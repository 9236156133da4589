import { describe, expect, it } from "vitest";
import {
  mapPrimaryCurrent,
  mapPrimaryDaily,
  mapWttrCurrent,
  mapWttrDays,
  mapWttrDescription,
  mergeDays,
  presentDay,
} from "./weather-mapping";
import { warsawDay } from "~/lib/i18n/format-time";

const daily = (n: number) => ({
  daily: {
    time: [
      "2026-06-01",
      "2026-06-02",
      "2026-06-03",
      "2026-06-04",
      "2026-06-05",
      "2026-06-06",
      "2026-06-07",
    ].slice(0, n),
    weathercode: [3, 61, 0, 1, 2, 80, 0].slice(0, n),
    temperature_2m_max: [18.4, 19.6, 24, 25, 22, 17, 23].slice(0, n),
    apparent_temperature_max: [17, 18, 23, 24, 21, 16, 22].slice(0, n),
    cloud_cover_mean: [90, 80, 10, 20, 55, 85, 5].slice(0, n),
  },
});

describe("primary mapping", () => {
  it("reads the current fields and rounds them", () => {
    expect(
      mapPrimaryCurrent({
        current: {
          temperature_2m: 21.4,
          apparent_temperature: 20.6,
          wind_speed_10m: 12.3,
          cloud_cover: 75,
          weather_code: 61,
        },
      }),
    ).toEqual({ temperature: 21, feelsLike: 21, windSpeed: 12, cloudCover: 75, weatherCode: 61 });
    expect(mapPrimaryCurrent({ current: { temperature_2m: 1 } })).toBeUndefined();
    expect(mapPrimaryCurrent(null)).toBeUndefined();
  });

  it("skips today and takes up to 5 future days", () => {
    const days = mapPrimaryDaily(daily(7), "2026-06-01");
    expect(days.map((d) => d.isoDate)).toEqual([
      "2026-06-02",
      "2026-06-03",
      "2026-06-04",
      "2026-06-05",
      "2026-06-06",
    ]);
    expect(days[0]).toEqual({
      isoDate: "2026-06-02",
      weatherCode: 61,
      cloudCover: 80,
      tempMax: 20,
      tempFeelsLike: 18,
    });
  });

  it("returns fewer days when the upstream is short (fallback trigger)", () => {
    expect(mapPrimaryDaily(daily(3), "2026-06-01")).toHaveLength(2);
    expect(mapPrimaryDaily({}, "2026-06-01")).toEqual([]);
  });
});

describe("wttr.in j1 fallback mapping", () => {
  it.each([
    ["Sunny", 0, 15],
    ["Clear ", 0, 15],
    ["Light rain shower", 61, 80],
    ["Patchy light drizzle", 61, 80],
    ["Partly cloudy", 2, 60],
    ["Mist", 2, 60],
    ["", 2, 60],
  ])("%s → code %i, cloud %i", (desc, code, cloud) => {
    expect(mapWttrDescription(desc)).toEqual({ weatherCode: code, cloudCover: cloud });
  });

  it("maps weather[] with hourly[4] and feels-like = max − 2, skipping today", () => {
    const hourly = (v: string) =>
      Array.from({ length: 8 }, (_, i) => ({ weatherDesc: [{ value: i === 4 ? v : "Sunny" }] }));
    const payload = {
      weather: [
        { date: "2026-06-01", maxtempC: "20", hourly: hourly("Light rain") },
        { date: "2026-06-02", maxtempC: "21", hourly: hourly("Light rain") },
        { date: "2026-06-03", maxtempC: "22", hourly: hourly("Overcast") },
      ],
    };
    expect(mapWttrDays(payload, "2026-06-01")).toEqual([
      { isoDate: "2026-06-02", weatherCode: 61, cloudCover: 80, tempMax: 21, tempFeelsLike: 19 },
      { isoDate: "2026-06-03", weatherCode: 2, cloudCover: 60, tempMax: 22, tempFeelsLike: 20 },
    ]);
  });

  it("maps current_condition", () => {
    expect(
      mapWttrCurrent({
        current_condition: [
          {
            temp_C: "19",
            FeelsLikeC: "17",
            windspeedKmph: "9",
            cloudcover: "40",
            weatherDesc: [{ value: "Sunny" }],
          },
        ],
      }),
    ).toEqual({ temperature: 19, feelsLike: 17, windSpeed: 9, cloudCover: 40, weatherCode: 0 });
  });

  it("merges: primary wins per date, fallback fills gaps, sorted, max 5", () => {
    const p = mapPrimaryDaily(daily(3), "2026-06-01");
    const f = [
      { isoDate: "2026-06-03", weatherCode: 2, cloudCover: 60, tempMax: 1, tempFeelsLike: -1 },
      { isoDate: "2026-06-04", weatherCode: 2, cloudCover: 60, tempMax: 1, tempFeelsLike: -1 },
    ];
    const merged = mergeDays(p, f);
    expect(merged.map((d) => [d.isoDate, d.weatherCode])).toEqual([
      ["2026-06-02", 61],
      ["2026-06-03", 0],
      ["2026-06-04", 2],
    ]);
  });
});

describe("presentation", () => {
  const day = {
    isoDate: "2026-06-02",
    weatherCode: 0,
    cloudCover: 0,
    tempMax: 20,
    tempFeelsLike: 18,
  };
  it("formats dd.mm and the weekday in the visitor's language", () => {
    expect(presentDay(day, "pl")).toMatchObject({ date: "02.06", dayName: "wtorek" });
    expect(presentDay(day, "en")).toMatchObject({ date: "02.06", dayName: "Tuesday" });
  });
  it("computes today in Europe/Warsaw", () => {
    expect(warsawDay(new Date("2026-06-01T22:30:00Z"))).toBe("2026-06-02");
    expect(warsawDay(new Date("2026-01-01T22:30:00Z"))).toBe("2026-01-01");
  });
});
