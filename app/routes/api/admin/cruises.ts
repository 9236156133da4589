import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { adminListCruises, createCruise } from "~/features/cruises/admin.server";
import { cruiseCreateSchema } from "~/features/cruises/schema";
import { json } from "~/lib/api.server";
import { outsideSeasonCounts } from "../../departure-cruises.server";

/** GET /api/admin/cruises `{items}` by location and order; POST a new cruise → 201 `{cruise}` (docs/architecture.md §4). */
const route = adminRoute({
  // Each with `outsideSeason`: departures the provider still sells outside its season (decision 350).
  GET: async () => {
    const [items, outside] = await Promise.all([adminListCruises(), outsideSeasonCounts()]);
    return json({ items: items.map((c) => ({ ...c, outsideSeason: outside[c.key] ?? 0 })) });
  },
  POST: {
    body: cruiseCreateSchema,
    handle: async ({ actor, lang, body }) =>
      json({ cruise: await createCruise(actor, body, lang) }, { status: 201 }),
  },
});

export const loader = route.loader;
export const action = route.action;
