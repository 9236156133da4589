import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { attractionSchema } from "~/features/attractions/schema";
import {
  createAttraction,
  listAllAttractions,
} from "~/features/attractions/attractions-admin.server";
import { json } from "~/lib/api.server";

const route = adminRoute({
  GET: async () => json({ attractions: await listAllAttractions() }),
  /** POST /api/admin/attractions (docs/product.md §7 admin 4). */
  POST: {
    body: attractionSchema,
    handle: async ({ actor, body }) =>
      json({ attraction: await createAttraction(actor, body) }, { status: 201 }),
  },
});

export const loader = route.loader;
export const action = route.action;
