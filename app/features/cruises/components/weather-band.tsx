import type { LocationType } from "~/features/location/detect";

/**
 * Where a location's weather/availability widget sits. The data engineer's
 * <WeatherWidget location=... /> (features/weather) renders here once it lands.
 */
export function WeatherSlot({ location }: { location: Exclude<LocationType, "default"> }) {
  return <div data-weather-slot={location} />;
}
