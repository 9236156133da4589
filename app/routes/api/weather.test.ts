import { afterAll, beforeAll, expect, it } from "vitest";
import { startFakeWeather } from "../../../tests/support/fake-weather";
import { resetEnvCache } from "~/lib/env.server";
import { loader } from "./weather";

let fake: Awaited<ReturnType<typeof startFakeWeather>>;
const saved = { ...process.env };
beforeAll(async () => {
  fake = await startFakeWeather();
  process.env.WEATHER_API_URL = fake.primaryUrl;
  process.env.WEATHER_FALLBACK_URL = fake.fallbackUrl;
  process.env.AUTH_SECRET ??= "test-secret-test-secret-test-secret-0123";
  resetEnvCache();
});
afterAll(async () => {
  process.env = saved;
  resetEnvCache();
  await fake.close();
});

const call = (location: string, query = "") =>
  loader({
    request: new Request(`http://localhost/api/weather/${location}${query}`),
    params: { location },
  } as never);

it("answers the report in the requested language with a public cache header", async () => {
  const res = await call("warszawa", "?lang=en");
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).toMatch(/public/);
  const body = (await res.json()) as {
    current: { temperature: number };
    forecast: Array<{ dayName: string }>;
  };
  expect(body.current.temperature).toBe(21);
  expect(body.forecast).toHaveLength(5);
  expect(body.forecast[0].dayName).toMatch(/day$/);
});

it("answers 404 for an unknown location", async () => {
  const res = await call("krakow");
  expect(res.status).toBe(404);
  expect(((await res.json()) as { error: string }).error).toBe("not_found");
});

it("answers 502 when both upstreams fail", async () => {
  fake.setMode("fail");
  const res = await call("gdansk");
  expect(res.status).toBe(502);
  expect(((await res.json()) as { error: string }).error).toBe("weather_unavailable");
  fake.setMode("ok");
});
