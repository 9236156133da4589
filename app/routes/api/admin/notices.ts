import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { json } from "~/lib/api.server";
import { getCatalogue } from "~/features/cruises/catalogue.server";
import { listNotices } from "~/features/notices/notices.server";

/** GET /api/admin/notices: every stored notice, current, scheduled or past its end. */
const route = adminRoute({
  GET: async () => {
    // The location rows as they are now: the notices of every shown location's scope.
    await getCatalogue();
    return json({ items: await listNotices(), now: new Date().toISOString() });
  },
});

export const loader = route.loader;
export const action = route.action;
