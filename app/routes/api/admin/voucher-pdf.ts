import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { voucherPdfByCode } from "~/features/vouchers/admin.server";

/** GET /api/admin/vouchers/:code/pdf : the voucher's PDF (A4 and A6 pages), to print a hand-issued one. */
const route = adminRoute({
  GET: async ({ params, lang }) => {
    const { pdf, code } = await voucherPdfByCode(params.code ?? "", lang);
    return new Response(new Uint8Array(pdf), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="voucher-${code}.pdf"`,
        "Cache-Control": "no-store",
      },
    });
  },
});

export const loader = route.loader;
export const action = route.action;
