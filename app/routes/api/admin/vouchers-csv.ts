import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { vouchersCsv } from "~/features/vouchers/admin.server";
import { attachment, CSV_TYPE, today } from "./shared.server";

/** GET /api/admin/vouchers.csv : every voucher with its kind and figures, for the accountant (UTF-8 with BOM). */
const route = adminRoute({
  GET: async () => attachment(await vouchersCsv(), `vouchers-${today()}.csv`, CSV_TYPE),
});

export const loader = route.loader;
export const action = route.action;
