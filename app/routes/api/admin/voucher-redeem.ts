import { voucherActionRoute } from "./voucher-action.server";

/** POST /api/admin/vouchers/:code/redeem (see voucher-action.ts). */
const route = voucherActionRoute("redeem");

export const loader = route.loader;
export const action = route.action;
