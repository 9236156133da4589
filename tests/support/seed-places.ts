import { SEED_LOCATION_ROWS } from "../../app/features/cruises/catalogue.server";
import type { WeatherPlace } from "../../app/features/weather/weather.server";

/**
 * A seed location as a weather caller names it: its id and its row's coordinates (the catalogue
 * is the one copy of them; decision 400).
 */
export function seedPlace(id: string): WeatherPlace {
  const row = SEED_LOCATION_ROWS.find((r) => r.id === id);
  if (!row || row.lat === null || row.lng === null) throw new Error(`No seed place ${id}`);
  return { id, lat: row.lat, lng: row.lng };
}
