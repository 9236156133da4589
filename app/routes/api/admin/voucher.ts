import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { getVoucher } from "~/features/vouchers/admin.server";
import { json } from "~/lib/api.server";

/** GET /api/admin/vouchers/:code : `{voucher, ledger}` (any case, with or without dashes). */
const route = adminRoute({
  GET: async ({ params, lang }) => json(await getVoucher(params.code ?? "", lang)),
});

export const loader = route.loader;
export const action = route.action;
