import { listActiveAttractions } from "~/features/attractions/attractions.server";
import { handleApi, json } from "~/lib/api.server";
import { isLang } from "~/lib/i18n/lang";
import type { Route } from "./+types/attractions";

/**
 * GET /api/attractions (docs/architecture.md §4): active rows, display_order ascending. `?lang=en`
 * answers the English values where set (the Polish ones otherwise); without it, Polish.
 */
export async function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const q = new URL(request.url).searchParams.get("lang");
    const attractions = await listActiveAttractions(isLang(q) ? q : "pl");
    return json({ attractions }, { headers: { "Cache-Control": "public, max-age=30" } });
  });
}
