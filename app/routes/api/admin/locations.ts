import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { adminListLocations } from "~/features/cruises/admin.server";
import { json } from "~/lib/api.server";

/** GET /api/admin/locations `{items}` (docs/architecture.md §4, row "locations"). */
const route = adminRoute({
  GET: async () => json({ items: await adminListLocations() }),
});

export const loader = route.loader;
export const action = route.action;
