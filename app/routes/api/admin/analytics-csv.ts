import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import { rangeOf } from "~/features/analytics/range.server";
import { analyticsCsv } from "~/features/analytics/report.server";
import { handleApi } from "~/lib/api.server";
import { attachment, CSV_TYPE, notAllowed } from "./shared.server";
import type { Route } from "./+types/analytics-csv";

/** GET /api/admin/analytics.csv?from=&to=: the range's daily counts, UTF-8 with BOM. */
export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    await requireAdmin(request);
    const range = rangeOf(request);
    return attachment(
      await analyticsCsv(range),
      `analytics-${range.from}-${range.to}.csv`,
      CSV_TYPE,
    );
  });
}

export function action({ request }: Route.ActionArgs) {
  return notAllowed(request, "GET", requireAdmin);
}
