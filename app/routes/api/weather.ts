import { isLang } from "~/lib/i18n/lang";
import { isWeatherLocation } from "~/features/weather/types";
import { WeatherUnavailableError, weatherService } from "~/features/weather/weather.server";
import { handleApi, json, jsonError, requestLang } from "~/lib/api.server";
import type { Route } from "./+types/weather";

/**
 * GET /api/weather/:location (warszawa | zegrze | gdansk) → { current, forecast } (docs/product.md §3).
 * `?lang=pl|en` picks the language of the day names. 404 for an unknown location, 502 when
 * both upstreams fail.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const location = params.location;
    if (!isWeatherLocation(location))
      return jsonError(404, "not_found", "Unknown location. Use warszawa, zegrze or gdansk.");
    const qLang = new URL(request.url).searchParams.get("lang");
    const lang = isLang(qLang) ? qLang : requestLang(request);
    try {
      const report = await weatherService().getWeather(location, lang);
      return json(report, { headers: { "Cache-Control": "public, max-age=300" } });
    } catch (err) {
      if (err instanceof WeatherUnavailableError) {
        return jsonError(
          502,
          "weather_unavailable",
          "Weather is temporarily unavailable.",
          {},
          { "Cache-Control": "no-store" },
        );
      }
      throw err;
    }
  });
}
