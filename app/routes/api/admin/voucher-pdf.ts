import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { voucherPdfByCode } from "~/features/vouchers/admin.server";
import { attachment } from "./shared.server";

/** GET /api/admin/vouchers/:code/pdf : the voucher's PDF (A4 and A6 pages), to print a hand-issued one. */
const route = adminRoute({
  GET: async ({ params, lang }) => {
    const { pdf, code } = await voucherPdfByCode(params.code ?? "", lang);
    return attachment(new Uint8Array(pdf), `voucher-${code}.pdf`, "application/pdf");
  },
});

export const loader = route.loader;
export const action = route.action;
