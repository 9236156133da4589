/**
 * The booking provider and, when asked, the weather service as fakes for one test file: started
 * before its tests with the server's environment pointed at them (the env and departures caches
 * reset), stopped and the environment put back after them.
 */
import { afterAll, beforeAll } from "vitest";
import { resetDeparturesService } from "~/features/departures/departures.server";
import { resetEnvCache } from "~/lib/env.server";
import { startFakeFareHarbor } from "./fake-fareharbor";
import { startFakeWeather } from "./fake-weather";

export function fakeUpstreamsForFile(
  opts: { weather?: boolean; env?: Record<string, string> } = {},
) {
  const fakes = {} as {
    provider: Awaited<ReturnType<typeof startFakeFareHarbor>>;
    /** Started only with `weather: true`. */
    weather: Awaited<ReturnType<typeof startFakeWeather>>;
  };
  const saved = { ...process.env };
  beforeAll(async () => {
    fakes.provider = await startFakeFareHarbor();
    Object.assign(process.env, fakes.provider.env);
    if (opts.weather) {
      fakes.weather = await startFakeWeather();
      process.env.WEATHER_API_URL = fakes.weather.primaryUrl;
      process.env.WEATHER_FALLBACK_URL = fakes.weather.fallbackUrl;
    }
    Object.assign(process.env, opts.env);
    process.env.AUTH_SECRET ??= "test-secret-test-secret-test-secret-0123";
    resetEnvCache();
    resetDeparturesService();
  });
  afterAll(async () => {
    process.env = saved;
    resetEnvCache();
    resetDeparturesService();
    await fakes.provider?.close();
    await fakes.weather?.close();
  });
  return fakes;
}
