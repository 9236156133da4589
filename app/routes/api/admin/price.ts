import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { updatePrice } from "~/features/prices/prices.server";
import { priceUpdateSchema } from "~/features/prices/schema";
import { json } from "~/lib/api.server";
import { found } from "./shared.server";

/** PATCH /api/admin/prices/:id {price, description, is_active} (docs/product.md §7 admin 8). */
const route = adminRoute({
  PATCH: {
    body: priceUpdateSchema,
    handle: async ({ actor, lang, body, id }) =>
      json({ price: found(await updatePrice(actor, id(), body), lang) }),
  },
});

export const loader = route.loader;
export const action = route.action;
