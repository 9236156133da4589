import type { DepartureLocation } from "./types";

/** Until the locations table (issue 33) gives each location its `windLimitKmh`. */
export const DEFAULT_WIND_LIMIT_KMH = 35;

/**
 * The gust limit of a location in km/h: ONE function, so the locations view's setting
 * (`locations.wind_limit_kmh`) replaces the default at the merge.
 */
export async function windLimitKmh(location: DepartureLocation): Promise<number> {
  void location;
  return DEFAULT_WIND_LIMIT_KMH;
}
