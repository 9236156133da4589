import type { Lang } from "~/lib/i18n/lang";
import { formatCode } from "./codes";

/** The voucher pages (docs/architecture.md §4, gift vouchers, public). */
export const VOUCHER_PAGES = {
  shop: { pl: "/bony-podarunkowe", en: "/en/gift-vouchers" },
  thanks: { pl: "/bony-podarunkowe/dziekujemy", en: "/en/gift-vouchers/thank-you" },
  check: { pl: "/bony-podarunkowe/sprawdz", en: "/en/gift-vouchers/check" },
} as const;

export const WITHDRAW_PATH = "/api/vouchers/withdraw";
export const CHECKOUT_PATH = "/api/vouchers/checkout";
export const WEBHOOK_PATH = "/api/payments/stripe/webhook";

/** The voucher's own page (its QR code): the look-up page with the code, in the voucher's language. */
export function voucherPublicUrl(siteUrl: string, code: string, lang: Lang): string {
  return `${siteUrl.replace(/\/+$/, "")}${VOUCHER_PAGES.check[lang]}?code=${formatCode(code)}`;
}

/** Where the panel opens a voucher (after sign-in when needed). */
export function voucherPanelUrl(siteUrl: string, code: string): string {
  return `${siteUrl.replace(/\/+$/, "")}/admin?tab=vouchers&voucher=${formatCode(code)}`;
}
