import { voucherActionRoute } from "./voucher-action.server";

/** POST /api/admin/vouchers/:code/extend (see voucher-action.ts). */
const route = voucherActionRoute("extend");

export const loader = route.loader;
export const action = route.action;
