import { isLang } from "~/lib/i18n/lang";
import { getCatalogue, isLocationShown } from "~/features/cruises/catalogue.server";
import { WeatherUnavailableError, weatherService } from "~/features/weather/weather.server";
import { handleApi, json, jsonError, requestLang } from "~/lib/api.server";
import type { Route } from "./+types/weather";

/**
 * GET /api/weather/:location (any location's id that is not hidden: the original three and the
 * operator's, at its row's coordinates; decision 400) → { current, forecast } (docs/product.md §3).
 * `?lang=pl|en` picks the language of the day names. 404 for an unknown location (or one
 * without coordinates), 502 when both upstreams fail.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const location = (await getCatalogue()).locations[params.location ?? ""];
    if (!isLocationShown(location) || location.lat === null || location.lng === null)
      return jsonError(404, "not_found", "Unknown location.");
    const qLang = new URL(request.url).searchParams.get("lang");
    const lang = isLang(qLang) ? qLang : requestLang(request);
    try {
      const report = await weatherService().getWeather(
        { id: location.id, lat: location.lat, lng: location.lng },
        lang,
      );
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
