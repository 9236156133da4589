import { getPublicPrices } from "~/lib/prices/prices.server";
import { handleApi, json } from "~/lib/api.server";
import type { Route } from "./+types/prices";

/** GET /api/prices (docs/architecture.md §4): active rows only. A short shared cache; pages read the DB directly. */
export async function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const prices = await getPublicPrices();
    return json(
      { currency: "PLN", prices },
      { headers: { "Cache-Control": "public, max-age=15" } },
    );
  });
}
