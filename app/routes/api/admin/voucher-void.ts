import { voucherActionRoute } from "./voucher-action.server";

/** POST /api/admin/vouchers/:code/void (see voucher-action.ts). */
const route = voucherActionRoute("void");

export const loader = route.loader;
export const action = route.action;
