/**
 * Weather entities of docs/product.md §3, as GET /api/weather/:location answers them. A location
 * is any row of the locations table (decision 400): its id, weather at its coordinates.
 */
export type WeatherLocation = string;

export interface CurrentWeather {
  temperature: number;
  feelsLike: number;
  /** km/h */
  windSpeed: number;
  /** % */
  cloudCover: number;
  weatherCode: number;
}

export interface ForecastDay {
  /** "dd.mm" */
  date: string;
  /** Weekday in the visitor's language. */
  dayName: string;
  /** "yyyy-mm-dd", the local date at the location. */
  isoDate: string;
  weatherCode: number;
  cloudCover: number;
  tempMax: number;
  tempFeelsLike: number;
}

export interface WeatherReport {
  location: WeatherLocation;
  current: CurrentWeather;
  forecast: ForecastDay[];
}

/** One hour's forecast wind gust at a location. */
export interface HourlyGust {
  /** "YYYY-MM-DDTHH:MM", the hour's start on the location's (Warsaw's) wall clock. */
  hour: string;
  /** km/h */
  gustKmh: number;
}
