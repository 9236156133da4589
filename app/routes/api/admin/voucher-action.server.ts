import { adminRoute } from "~/features/admin-auth/admin-route.server";
import {
  extendVoucher,
  redeemVoucher,
  refundVoucher,
  voidVoucher,
} from "~/features/vouchers/admin.server";
import {
  extendSchema,
  redeemSchema,
  refundSchema,
  voidSchema,
} from "~/features/vouchers/admin-schema";
import { json } from "~/lib/api.server";

/**
 * POST /api/admin/vouchers/:code/redeem `{amount, note?}` → 201 `{voucher}` (409 short or not
 * active); …/extend `{expiresAt}`, …/void `{reason}`, …/refund `{amount?, reason, method}` →
 * 200 `{voucher}`. One module per action path (routes.ts gives each its id).
 */
export function voucherActionRoute(kind: "redeem" | "extend" | "void" | "refund") {
  const code = (params: Readonly<Record<string, string | undefined>>) => params.code ?? "";
  switch (kind) {
    case "redeem":
      return adminRoute({
        POST: {
          body: redeemSchema,
          handle: async ({ actor, lang, body, params }) =>
            json(
              { voucher: await redeemVoucher(actor, code(params), body, lang) },
              { status: 201 },
            ),
        },
      });
    case "extend":
      return adminRoute({
        POST: {
          body: extendSchema,
          handle: async ({ actor, lang, body, params }) =>
            json({ voucher: await extendVoucher(actor, code(params), body.expiresAt, lang) }),
        },
      });
    case "void":
      return adminRoute({
        POST: {
          body: voidSchema,
          handle: async ({ actor, lang, body, params }) =>
            json({ voucher: await voidVoucher(actor, code(params), body.reason, lang) }),
        },
      });
    default:
      return adminRoute({
        POST: {
          body: refundSchema,
          handle: async ({ actor, lang, body, params }) =>
            json({ voucher: await refundVoucher(actor, code(params), body, lang) }),
        },
      });
  }
}
