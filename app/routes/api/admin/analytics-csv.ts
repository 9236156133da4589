import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { rangeOf } from "~/features/analytics/range.server";
import { analyticsCsv } from "~/features/analytics/report.server";
import { attachment, CSV_TYPE } from "./shared.server";

/** GET /api/admin/analytics.csv?from=&to=: the range's daily counts, UTF-8 with BOM. */
const route = adminRoute({
  GET: async ({ request }) => {
    const range = rangeOf(request);
    return attachment(
      await analyticsCsv(range),
      `analytics-${range.from}-${range.to}.csv`,
      CSV_TYPE,
    );
  },
});

export const loader = route.loader;
export const action = route.action;
