import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { listPrices } from "~/features/prices/prices.server";
import { adminCruiseNames } from "~/features/cruises/admin.server";
import { json } from "~/lib/api.server";

const DELETED = { pl: "usunięty", en: "deleted" } as const;

/**
 * GET /api/admin/prices: every price row, grouped by the panel; a catalogue cruise's row also
 * carries its location and name (`location`, `label`), so the panel groups and names it by the
 * name the Rejsy view shows (decisions 300, 352), a deleted cruise's too, never by its key.
 */
const route = adminRoute({
  GET: async ({ lang }) => {
    const [prices, cruises] = await Promise.all([listPrices(), adminCruiseNames()]);
    const byKey = new Map(cruises.map((c) => [c.key, c]));
    return json({
      prices: prices.map((p) => {
        const c = byKey.get(p.cruise_type);
        if (!c || c.spec) return p;
        const name = c[`name_${lang}`] || c.name_pl;
        return {
          ...p,
          location: c.location,
          label: c.deleted ? `${name} (${DELETED[lang]})` : name,
        };
      }),
    });
  },
});

export const loader = route.loader;
export const action = route.action;
