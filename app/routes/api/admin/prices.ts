import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { listPrices } from "~/features/prices/prices.server";
import { adminCruiseNames } from "~/features/cruises/admin.server";
import { listLocations } from "~/features/cruises/catalogue.server";
import { json } from "~/lib/api.server";

const DELETED = { pl: "usunięty", en: "deleted" } as const;

/**
 * GET /api/admin/prices: every price row, grouped by the panel: each cruise's row carries its
 * location, its place in its location's order and its label (`location`, `order`, `label`), so
 * the panel groups, orders and names it as the Rejsy view does (decisions 300, 352), a deleted
 * cruise's too, never by its key; the product's six are labelled as the product names them. `locations`:
 * the location rows by order, the panel's sections.
 */
const route = adminRoute({
  GET: async ({ lang }) => {
    const [prices, cruises, locations] = await Promise.all([
      listPrices(),
      adminCruiseNames(),
      listLocations(),
    ]);
    const byKey = new Map(cruises.map((c) => [c.key, c]));
    return json({
      prices: prices.map((p) => {
        const c = byKey.get(p.cruise_type);
        if (!c) return p;
        const name = c[`name_${lang}`] || c.name_pl;
        return {
          ...p,
          location: c.location,
          order: c.order,
          label: c.deleted ? `${name} (${DELETED[lang]})` : (c.priceLabel?.[lang] ?? name),
        };
      }),
      locations: locations.map((l) => ({
        id: l.id,
        name: l[`name_${lang}`] || l.name_pl,
        status: l.status,
      })),
    });
  },
});

export const loader = route.loader;
export const action = route.action;
