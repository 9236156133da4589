import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import { rangeOf } from "~/features/analytics/range.server";
import { analyticsReport } from "~/features/analytics/report.server";
import { handleApi, json } from "~/lib/api.server";
import { notAllowed } from "./shared.server";
import type { Route } from "./+types/analytics";

/** GET /api/admin/analytics?from=&to= (YYYY-MM-DD, inclusive): daily series and breakdowns (docs/architecture.md §4). */
export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    await requireAdmin(request);
    return json(await analyticsReport(rangeOf(request)));
  });
}

export function action({ request }: Route.ActionArgs) {
  return notAllowed(request, "GET", requireAdmin);
}
