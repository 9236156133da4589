import { plainPage } from "~/lib/plain-page.server";
import type { Lang } from "~/lib/i18n/lang";
import { escapeHtml } from "~/lib/mail/layout";
import { formatCode } from "./codes";
import { formatPln } from "./money";
import type { WithdrawState } from "./orders.server";
import { VOUCHER_PAGES, WITHDRAW_PATH } from "./urls";

/**
 * The withdrawal link's page (docs/architecture.md §4): GET answers it itself (200, no
 * redirect), in the order's language, saying what will happen, with a plain form that POSTs
 * back (same origin). Script-free, never cached or indexed.
 */
const COPY = {
  pl: {
    okTitle: "Odstąpienie od zakupu bonu",
    okText: (code: string, amount: string) =>
      `Możesz odstąpić od zakupu bonu ${code} i odzyskać ${amount}. Po potwierdzeniu od razu zlecimy zwrot przez Stripe na metodę płatności, którą zapłacono (pieniądze zwykle docierają w ciągu kilku dni roboczych), bon zostanie unieważniony, a jeśli e-mail do osoby obdarowanej nie został jeszcze wysłany, już go nie wyślemy.`,
    button: "Odstępuję od umowy i proszę o zwrot pieniędzy",
    doneTitle: "Zwrot zlecony",
    doneText:
      "Odstąpienie od umowy przyjęte: bon jest unieważniony, a zwrot został zlecony przez Stripe na metodę płatności, którą zapłacono. Pieniądze zwykle docierają w ciągu kilku dni roboczych.",
    expiredTitle: "Minęło 14 dni od zakupu",
    expiredText:
      "Odstąpić od zakupu bonu przez ten link można w ciągu 14 dni od zapłaty. Niewykorzystane saldo nie przepada: napisz lub zadzwoń, a przedłużymy ważność bonu albo zwrócimy pieniądze.",
    redeemedTitle: "Bon został już wykorzystany",
    redeemedText:
      "Z bonu skorzystano, więc nie można już od niego odstąpić przez ten link. Niewykorzystaną część zwrócimy na prośbę: napisz lub zadzwoń do nas.",
    unavailableTitle: "Tego bonu nie można zwrócić przez ten link",
    unavailableText:
      "Ten bon nie jest już aktywny albo płatności są chwilowo wyłączone. Napisz lub zadzwoń do nas, a pomożemy.",
    failedTitle: "Nie udało się zlecić zwrotu",
    failedText:
      "System płatności nie odpowiedział. Nic się nie zmieniło: bon jest nadal ważny. Spróbuj ponownie za chwilę.",
    unknownTitle: "Link jest nieprawidłowy",
    unknownText:
      "Ten link nie działa: mógł nie zostać skopiowany w całości. Użyj linku z e-maila z bonem albo napisz do nas.",
    shop: "Bony podarunkowe",
  },
  en: {
    okTitle: "Withdrawing from a voucher purchase",
    okText: (code: string, amount: string) =>
      `You may withdraw from the purchase of voucher ${code} and get ${amount} back. Once you confirm, we refund it at once through Stripe to the payment method used (the money usually arrives within a few working days), the voucher is cancelled and, if the e-mail to the recipient has not gone out yet, it will not be sent.`,
    button: "I withdraw from the contract – please refund me",
    doneTitle: "Refund on its way",
    doneText:
      "Your withdrawal has been accepted: the voucher is cancelled and the refund has been sent through Stripe to the payment method used. The money usually arrives within a few working days.",
    expiredTitle: "More than 14 days have passed",
    expiredText:
      "This link works only within 14 days of payment. An unused balance is never lost: write or call us and we will extend the voucher or refund it.",
    redeemedTitle: "The voucher has been used",
    redeemedText:
      "The voucher has been used, so this link can no longer withdraw from it. We refund the unused part on request: write or call us.",
    unavailableTitle: "This voucher cannot be refunded through this link",
    unavailableText:
      "This voucher is no longer active, or payments are switched off for now. Write or call us and we will help.",
    failedTitle: "The refund could not be sent",
    failedText:
      "The payment system did not answer. Nothing has changed: the voucher is still valid. Please try again in a moment.",
    unknownTitle: "The link is invalid",
    unknownText:
      "This link doesn't work: it may not have been copied in full. Use the link in the voucher e-mail, or write to us.",
    shop: "Gift vouchers",
  },
} as const;

function page(lang: Lang, title: string, body: string, status: number): Response {
  return plainPage(lang, title, body, status, {
    after: `<p><a href="${VOUCHER_PAGES.shop[lang]}" style="color:#0c656b;font-weight:600">${escapeHtml(COPY[lang].shop)}</a></p>\n`,
    headers: { "X-Robots-Tag": "noindex" },
  });
}

/** The HTTP status of each outcome: 200 to act or done, 404 unknown, 409 refused, 503 Stripe failed. */
export const WITHDRAW_STATUS: Record<WithdrawState["state"], number> = {
  ok: 200,
  done: 200,
  unknown: 404,
  expired: 409,
  redeemed: 409,
  unavailable: 409,
  failed: 503,
};

export function withdrawPage(found: WithdrawState, token: string | null, fallbackLang: Lang) {
  const lang = found.state === "unknown" ? fallbackLang : found.order.lang;
  const c = COPY[lang];
  const para = (t: string) => `<p style="line-height:1.6">${escapeHtml(t)}</p>`;
  const status = WITHDRAW_STATUS[found.state];
  switch (found.state) {
    case "ok": {
      const action = `${WITHDRAW_PATH}?token=${encodeURIComponent(token ?? "")}`;
      return page(
        lang,
        c.okTitle,
        `${para(c.okText(found.code ? formatCode(found.code) : "", formatPln(found.order.amountGrosze, lang)))}
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="confirm" value="1">
<button type="submit" style="font:inherit;font-weight:700;padding:.75rem 1.25rem;border:0;border-radius:.75rem;background:#0b1f33;color:#fff;cursor:pointer">${escapeHtml(c.button)}</button></form>`,
        status,
      );
    }
    case "done":
      return page(lang, c.doneTitle, para(c.doneText), status);
    case "expired":
      return page(lang, c.expiredTitle, para(c.expiredText), status);
    case "redeemed":
      return page(lang, c.redeemedTitle, para(c.redeemedText), status);
    case "failed":
      return page(lang, c.failedTitle, para(c.failedText), status);
    case "unavailable":
      return page(lang, c.unavailableTitle, para(c.unavailableText), status);
    default:
      return page(lang, c.unknownTitle, para(c.unknownText), status);
  }
}

/** The JSON answer of the POST: `{status}` or an error with the reason. */
export function withdrawJson(found: WithdrawState, fallbackLang: Lang) {
  const lang = found.state === "unknown" ? fallbackLang : found.order.lang;
  const c = COPY[lang];
  const status = WITHDRAW_STATUS[found.state];
  if (found.state === "done") return { status, body: { status: "refunded" } };
  const message = {
    ok: c.okTitle,
    unknown: c.unknownText,
    expired: c.expiredText,
    redeemed: c.redeemedText,
    unavailable: c.unavailableText,
    failed: c.failedText,
  }[found.state];
  const error = {
    ok: "not_done",
    unknown: "not_found",
    expired: "withdrawal_period_over",
    redeemed: "voucher_used",
    unavailable: "voucher_not_active",
    failed: "payments_unavailable",
  }[found.state];
  return { status, body: { error, message } };
}
