import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { listPrices } from "~/features/prices/prices.server";
import { json } from "~/lib/api.server";

/** GET /api/admin/prices: every price row, grouped by the panel. */
const route = adminRoute({
  GET: async () => json({ prices: await listPrices() }),
});

export const loader = route.loader;
export const action = route.action;
