/**
 * The gust limit of a location when the operator has set none in the Rejsy view
 * (`locations.wind_limit_kmh`; app/routes/departure-cruises.server.ts reads it).
 */
export const DEFAULT_WIND_LIMIT_KMH = 35;
