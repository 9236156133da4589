import { departuresService } from "~/features/departures/departures.server";
import { departuresMessages } from "~/features/departures/messages";
import { departuresQuerySchema } from "~/features/departures/schema";
import { handleApi, json, jsonError, parseQuery, requestLang } from "~/lib/api.server";
import { departureCruise } from "../departure-cruises.server";
import type { Route } from "./+types/departures";

/**
 * GET /api/departures/:key?from=YYYY-MM-DD&days=1..14 (docs/architecture.md §4 "departures"):
 * `{key, source, asOf, departures}` from the shared cache or the timetable; never an upstream
 * call of its own. 404 for an unknown or unpublished key, 400 for a bad `from` or `days`.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const lang = requestLang(request);
    const cruise = await departureCruise(params.key);
    if (!cruise?.published)
      return jsonError(404, "not_found", departuresMessages[lang].api.notFound);
    const q = parseQuery(request, departuresQuerySchema(lang));
    const answer = await departuresService().departures(cruise, { from: q.from, days: q.days });
    return json(answer, { headers: { "Cache-Control": "public, max-age=30" } });
  });
}
