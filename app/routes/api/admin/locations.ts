import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { adminListLocations, createLocation } from "~/features/cruises/admin.server";
import { locationCreateSchema } from "~/features/cruises/schema";
import { json } from "~/lib/api.server";

/**
 * GET /api/admin/locations `{items}` by order, hidden ones included; POST a new location → 201
 * `{location}` (docs/architecture.md §4, row "locations"; decision 400).
 */
const route = adminRoute({
  GET: async () => json({ items: await adminListLocations() }),
  POST: {
    body: locationCreateSchema,
    handle: async ({ actor, lang, body }) =>
      json({ location: await createLocation(actor, body, lang) }, { status: 201 }),
  },
});

export const loader = route.loader;
export const action = route.action;
