import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { listPrices } from "~/features/prices/prices.server";
import { listCruises } from "~/features/cruises/catalogue.server";
import { json } from "~/lib/api.server";

/**
 * GET /api/admin/prices: every price row, grouped by the panel; a catalogue cruise's row also
 * carries its location and name (`location`, `label`), so the panel groups and names it (decision 300).
 */
const route = adminRoute({
  GET: async ({ lang }) => {
    const [prices, cruises] = await Promise.all([listPrices(), listCruises()]);
    const byKey = new Map(cruises.map((c) => [c.key, c]));
    return json({
      prices: prices.map((p) => {
        const c = byKey.get(p.cruise_type);
        return c && !c.spec
          ? { ...p, location: c.location, label: `${c.durationMin} min ${c[`name_${lang}`]}` }
          : p;
      }),
    });
  },
});

export const loader = route.loader;
export const action = route.action;
