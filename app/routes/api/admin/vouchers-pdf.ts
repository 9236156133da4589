import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { vouchersPdfByCodes } from "~/features/vouchers/admin.server";
import { batchPdfQuerySchema } from "~/features/vouchers/admin-schema";
import { parseQuery } from "~/lib/api.server";
import { attachment, today } from "./shared.server";

/**
 * GET /api/admin/vouchers.pdf?codes=A,B,… : the vouchers of a hand-issued batch (1..500 codes) in
 * one PDF, each one's A4 and A6 pages in the order given (decision 433); 404 naming any code not
 * found, 400 for no codes or more than 500.
 */
const route = adminRoute({
  GET: async ({ request, lang }) => {
    const { codes } = parseQuery(request, batchPdfQuerySchema(lang));
    const { pdf, count } = await vouchersPdfByCodes(codes, lang);
    return attachment(new Uint8Array(pdf), `vouchers-${today()}-${count}.pdf`, "application/pdf");
  },
});

export const loader = route.loader;
export const action = route.action;
