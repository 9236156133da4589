import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { updatePrice } from "~/features/prices/prices.server";
import { priceUpdateSchema } from "~/features/prices/schema";
import { json } from "~/lib/api.server";
import { notFound } from "./shared.server";

/** PATCH /api/admin/prices/:id {price, description, is_active} (docs/product.md §7 admin 8). */
const route = adminRoute({
  PATCH: {
    body: priceUpdateSchema,
    handle: async ({ actor, lang, body, id }) => {
      const updated = await updatePrice(actor, id(), body);
      if (!updated) throw notFound(lang);
      return json({ price: updated });
    },
  },
});

export const loader = route.loader;
export const action = route.action;
