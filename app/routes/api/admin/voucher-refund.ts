import { voucherActionRoute } from "./voucher-action.server";

/** POST /api/admin/vouchers/:code/refund (see voucher-action.ts). */
const route = voucherActionRoute("refund");

export const loader = route.loader;
export const action = route.action;
