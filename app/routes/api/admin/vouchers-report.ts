import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { voucherReport } from "~/features/vouchers/admin.server";
import { reportQuerySchema } from "~/features/vouchers/admin-schema";
import { json, parseQuery } from "~/lib/api.server";

/** GET /api/admin/vouchers/report?from=&to= : `{outstanding, issued, redeemed, refunded, expiredUnused}` in PLN, sums of the ledger. */
const route = adminRoute({
  GET: async ({ request, lang }) =>
    json(await voucherReport(parseQuery(request, reportQuerySchema(lang)))),
});

export const loader = route.loader;
export const action = route.action;
