import { listActiveAttractions } from "~/features/attractions/attractions.server";
import { handleApi, json } from "~/lib/api.server";
import type { Route } from "./+types/attractions";

/** GET /api/attractions (docs/architecture.md §4): active rows, display_order ascending. */
export async function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const attractions = await listActiveAttractions();
    return json({ attractions }, { headers: { "Cache-Control": "public, max-age=30" } });
  });
}
