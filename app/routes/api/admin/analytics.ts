import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { rangeOf } from "~/features/analytics/range.server";
import { analyticsReport } from "~/features/analytics/report.server";
import { json } from "~/lib/api.server";

/** GET /api/admin/analytics?from=&to= (YYYY-MM-DD, inclusive): daily series and breakdowns (docs/architecture.md §4). */
const route = adminRoute({
  GET: async ({ request }) => json(await analyticsReport(rangeOf(request))),
});

export const loader = route.loader;
export const action = route.action;
