import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  FAKE_WEATHER_READ,
  forecastRows,
  startFakeWeather,
} from "../../../tests/support/fake-weather";
import { startLateUpstream, whileCollecting } from "../../../tests/support/late-upstream";
import { seedPlace } from "../../../tests/support/seed-places";
import { createWeatherService } from "./weather.server";

let fake: Awaited<ReturnType<typeof startFakeWeather>>;
beforeAll(async () => {
  fake = await startFakeWeather();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.setMode("ok");
  fake.hits.primary = 0;
  fake.hits.fallback = 0;
});

const make = (timeoutMs = 2500) =>
  createWeatherService({ primaryUrl: fake.primaryUrl, fallbackUrl: fake.fallbackUrl, timeoutMs });

describe("weather service against a fake upstream", () => {
  it("uses the primary service: current fields and 5 future days", async () => {
    const report = await make().getWeather(seedPlace("warszawa"), "pl");
    expect(report.current).toEqual(FAKE_WEATHER_READ.primaryCurrent);
    expect(report.forecast).toHaveLength(5);
    // The fake's day 0 is today: skipped, so the first day is the fake's day 1 (code 61).
    expect(report.forecast[0]).toMatchObject({
      weatherCode: 61,
      cloudCover: 80,
      tempMax: 19,
      tempFeelsLike: 18,
    });
    expect(report.forecast[0].date).toMatch(/^\d\d\.\d\d$/);
    expect(fake.hits).toEqual({ primary: 2, fallback: 0 });
  });

  it("calls the fallback when fewer than 5 days result", async () => {
    fake.setMode("short");
    const report = await make().getWeather(seedPlace("zegrze"), "en");
    expect(fake.hits.fallback).toBe(1);
    expect(report.current.temperature).toBe(21);
    expect(report.forecast.length).toBeGreaterThan(0);
    expect(report.forecast.length).toBeLessThan(5);
  });

  it("uses wttr.in alone when the primary fails", async () => {
    fake.setMode("primary-fail");
    const report = await make().getWeather(seedPlace("gdansk"), "pl");
    expect(report.current).toEqual(FAKE_WEATHER_READ.wttrCurrent);
    // Fake wttr days: today (skipped), then its two days.
    expect(forecastRows(report.forecast)).toEqual(FAKE_WEATHER_READ.wttrDays);
  });

  it("rejects when both upstreams fail", async () => {
    fake.setMode("fail");
    await expect(make().getWeather(seedPlace("warszawa"), "pl")).rejects.toThrow(/unavailable/);
  });

  it("times out slow upstreams instead of hanging", async () => {
    fake.setMode("slow");
    const started = Date.now();
    await expect(make(300).getWeather(seedPlace("warszawa"), "pl")).rejects.toThrow(/unavailable/);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("caches per location and shares one fetch between concurrent requests", async () => {
    const service = make();
    const [a, b] = await Promise.all([
      service.getWeather(seedPlace("warszawa"), "pl"),
      service.getWeather(seedPlace("warszawa"), "en"),
    ]);
    expect(fake.hits.primary).toBe(2);
    expect(a.forecast[0].dayName).not.toBe(b.forecast[0].dayName); // same data, per-language names
    fake.setMode("fail");
    await expect(service.getWeather(seedPlace("warszawa"), "pl")).resolves.toMatchObject({
      current: { temperature: 21 },
    });
    expect(fake.hits.primary).toBe(2);
    // Another location is a separate cache entry.
    await expect(service.getWeather(seedPlace("zegrze"), "pl")).rejects.toThrow();
  });

  it("appends the API key", async () => {
    const service = createWeatherService({
      primaryUrl: fake.primaryUrl,
      fallbackUrl: fake.fallbackUrl,
      apiKey: "k123",
    });
    const seen: string[] = [];
    const orig = globalThis.fetch;
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(String(input));
      return orig(input, init);
    }) as typeof fetch;
    try {
      await service.getWeather(seedPlace("warszawa"), "pl");
    } finally {
      globalThis.fetch = orig;
    }
    expect(seen.length).toBe(2);
    for (const u of seen) expect(new URL(u).searchParams.get("apikey")).toBe("k123");
  });
});

describe("an upstream that answers a huge body (issue 41, decision 330)", () => {
  it("aborts each request at the byte cap and keeps the last good report", async () => {
    let clock = Date.parse("2026-07-01T10:00:00Z");
    const service = createWeatherService({
      primaryUrl: fake.primaryUrl,
      fallbackUrl: fake.fallbackUrl,
      timeoutMs: 20_000,
      ttlMs: 1000,
      now: () => new Date(clock),
    });
    await expect(service.getWeather(seedPlace("warszawa"), "pl")).resolves.toMatchObject({
      current: { temperature: 21 },
    });
    fake.setMode("huge");
    fake.huge.bytesSent = 0;
    clock += 5000; // the report is stale: the next request refreshes it
    const started = Date.now();
    const report = await service.getWeather(seedPlace("warszawa"), "pl");
    // Three 400 MB answers (current, forecast, fallback) were cut off at the 2 MB cap each.
    expect(report.current.temperature).toBe(21);
    expect(Date.now() - started).toBeLessThan(5000);
    await new Promise((r) => setTimeout(r, 200));
    expect(fake.huge.bytesSent).toBeLessThan(3 * 8 * 1024 * 1024);
    expect(fake.huge.cutOff).toBeGreaterThanOrEqual(3);
    expect(fake.huge.completed).toBe(0);
  });

  it("answers unavailable without a last good report, having read at most the cap", async () => {
    fake.setMode("huge");
    fake.huge.bytesSent = 0;
    await expect(make(20_000).getWeather(seedPlace("zegrze"), "pl")).rejects.toThrow();
    await new Promise((r) => setTimeout(r, 200));
    expect(fake.huge.bytesSent).toBeLessThan(3 * 8 * 1024 * 1024);
    expect(fake.huge.completed).toBe(0);
  });
});

it("keeps a slow upstream to its deadline while the garbage collector runs", async () => {
  const late = await startLateUpstream(3000);
  try {
    const weather = createWeatherService({
      primaryUrl: late.url,
      fallbackUrl: late.url,
      timeoutMs: 300,
    });
    const t0 = performance.now();
    await whileCollecting(() =>
      expect(weather.getWeather(seedPlace("warszawa"), "pl")).rejects.toThrow(/unavailable/),
    );
    // Two upstreams, 300 ms each at most: far from the 3 s answer.
    expect(performance.now() - t0).toBeLessThan(1500);
  } finally {
    await late.close();
  }
});
