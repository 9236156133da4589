/** Pure weather rules shared by the server and the widget (docs/product.md §9). */
import type { CurrentWeather, ForecastDay } from "./types";

export type WeatherIcon = "sun" | "cloud" | "rain" | "snow";

/** docs/product.md §9 icon thresholds: code 0 sun, up to 3 cloud, up to 67 rain, up to 77 snow, otherwise cloud. */
export function weatherIcon(code: number): WeatherIcon {
  if (code === 0) return "sun";
  if (code <= 3) return "cloud";
  if (code <= 67) return "rain";
  if (code <= 77) return "snow";
  return "cloud";
}

/**
 * docs/product.md §9 sunny-day highlight: the first forecast day with code below 51 and cloud cover below
 * 30, only when it is not nice now (current code 51 or more, or current cloud cover over 50).
 */
export function sunnyDayHighlight<D extends Pick<ForecastDay, "weatherCode" | "cloudCover">>(
  current: Pick<CurrentWeather, "weatherCode" | "cloudCover">,
  forecast: readonly D[],
): D | undefined {
  if (!(current.weatherCode >= 51 || current.cloudCover > 50)) return undefined;
  return forecast.find((d) => d.weatherCode < 51 && d.cloudCover < 30);
}
