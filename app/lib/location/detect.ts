/** Location detection (docs/product.md §3, §4, §9). Pure functions; the browser part is in use-location.ts. */

export type LocationType = "warszawa" | "zegrze" | "gdansk" | "default";

export interface DetectedLocation {
  /** One of the original three, or `default` (also for a location the operator added: see `added`). */
  type: LocationType;
  /** The id of an open location the operator added, when it is the one detected or named (decision 405). */
  added?: string;
  lat?: number;
  lng?: number;
  isInPoland: boolean;
}

export const EARTH_RADIUS_KM = 6371;

/** City centres and detection radii; the first match in this order wins. */
export const CITY_AREAS = [
  { type: "warszawa", lat: 52.23, lng: 21.01, radiusKm: 20 },
  { type: "zegrze", lat: 52.47, lng: 20.97, radiusKm: 15 },
  { type: "gdansk", lat: 54.35, lng: 18.65, radiusKm: 30 },
] as const satisfies ReadonlyArray<{
  type: LocationType;
  lat: number;
  lng: number;
  radiusKm: number;
}>;

/** An open location the operator added, and its coordinates when stored (decision 405). */
export interface AddedArea {
  id: string;
  lat: number | null;
  lng: number | null;
}

/** How far from an added location a position may be for it to be detected (decision 405). */
export const ADDED_AREA_RADIUS_KM = 50;

export const POLAND_BOUNDS = { minLat: 49, maxLat: 54.8, minLng: 14.1, maxLng: 24.15 } as const;

export const GEOLOCATION_OPTIONS = {
  enableHighAccuracy: false,
  timeout: 5000,
  maximumAge: 60 * 60 * 1000,
} as const satisfies PositionOptions;

export const INITIAL_LOCATION: DetectedLocation = { type: "default", isInPoland: true };
/** Failure or no geolocation support: Warsaw, in Poland. */
export const FALLBACK_LOCATION: DetectedLocation = { type: "warszawa", isInPoland: true };

const toRad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = toRad(lat2 - lat1);
  const dLng = toRad(lng2 - lng1);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRad(lat1)) * Math.cos(toRad(lat2)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

export function isInPoland(lat: number, lng: number): boolean {
  const b = POLAND_BOUNDS;
  return lat >= b.minLat && lat <= b.maxLat && lng >= b.minLng && lng <= b.maxLng;
}

/**
 * The added location a position is detected at (decision 405): the nearest one within
 * ADDED_AREA_RADIUS_KM, if it is nearer than the original three's centres too; else none.
 */
export function nearestAddedArea(
  lat: number,
  lng: number,
  added: readonly AddedArea[],
): string | undefined {
  const km = (p: { lat: number; lng: number }) => distanceKm(lat, lng, p.lat, p.lng);
  const [best] = added
    .flatMap((a) =>
      a.lat !== null && a.lng !== null ? [{ id: a.id, lat: a.lat, lng: a.lng }] : [],
    )
    .filter((a) => km(a) <= ADDED_AREA_RADIUS_KM)
    .sort((a, b) => km(a) - km(b) || a.id.localeCompare(b.id));
  if (!best || CITY_AREAS.some((c) => km(c) < km(best))) return undefined;
  return best.id;
}

/**
 * Classifies coordinates: the first city whose radius contains them (the original three keep
 * their areas), else the nearest open added location within 50 km (decision 405), otherwise Warsaw.
 */
export function classifyCoordinates(
  lat: number,
  lng: number,
  added: readonly AddedArea[] = [],
): DetectedLocation {
  const inPoland = isInPoland(lat, lng);
  const match = CITY_AREAS.find((c) => distanceKm(lat, lng, c.lat, c.lng) <= c.radiusKm);
  if (match) return { type: match.type, lat, lng, isInPoland: inPoland };
  const near = nearestAddedArea(lat, lng, added);
  if (near) return { type: "default", added: near, lat, lng, isInPoland: inPoland };
  return { type: "warszawa", lat, lng, isInPoland: inPoland };
}

/**
 * URL overrides: ?location=warszawa|zegrze|gdansk, ?location=<id> of an open location the
 * operator added (`addedIds`, decision 405), and ?country=outside.
 */
export function locationFromSearch(
  search: string | URLSearchParams,
  addedIds: readonly string[] = [],
): DetectedLocation | undefined {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  if (params.get("country") === "outside") return { type: "default", isInPoland: false };
  const loc = params.get("location");
  if (loc === "warszawa" || loc === "zegrze" || loc === "gdansk")
    return { type: loc, isInPoland: true };
  if (loc && addedIds.includes(loc)) return { type: "default", added: loc, isInPoland: true };
  return undefined;
}
