import { emailTexts, fillText, type EmailTexts } from "~/content/emails";
import type { Lang } from "~/lib/i18n/lang";
import { pageUrl } from "~/lib/i18n/page-urls";
import {
  button,
  detailsTable,
  detailsText,
  escapeHtml,
  layout,
  p,
  textLayout,
  type RenderedEmail,
} from "~/lib/mail/layout";
import { SECRET_LINK } from "~/lib/mail/outbox.server";
import { currentSiteSettings } from "~/lib/site-data/current";
import { formatCode } from "./codes";

/** What the voucher e-mails say about one voucher (already formatted in the order's language). */
export interface VoucherMailData {
  lang: Lang;
  code: string;
  what: string;
  expires: string;
  buyerName: string;
  recipientName: string;
  recipientEmail: string | null;
  /** "24 grudnia 2026" when the recipient's e-mail is scheduled, else null (at once). */
  sendDay: string | null;
  message: string | null;
  url: string;
}

const COPY = {
  pl: {
    what: "Bon",
    code: "Kod bonu",
    expires: "Ważny do",
    recipient: "Dla",
    withdrawHeading: "Prawo odstąpienia od umowy",
    withdrawText:
      "Możesz odstąpić od umowy zakupu bonu bez podawania przyczyny w ciągu 14 dni od zapłaty. Dopóki bon nie został wykorzystany, wystarczy kliknąć link poniżej: od razu zlecimy zwrot przez Stripe na metodę płatności, którą zapłacono, bon zostanie unieważniony, a jeśli e-mail do osoby obdarowanej nie został jeszcze wysłany, już go nie wyślemy. Możesz też wysłać nam oświadczenie, na przykład na wzorze formularza poniżej, e-mailem lub pocztą. Jeśli część bonu została już wykorzystana, zwrócimy niewykorzystaną kwotę.",
    withdrawButton: "Odstąp od umowy i odzyskaj pieniądze",
    formHeading: "Wzór formularza odstąpienia od umowy",
    form: (to: string) => [
      "(formularz ten należy wypełnić i odesłać tylko w przypadku chęci odstąpienia od umowy)",
      `Adresat: ${to}`,
      "Ja/My(*) niniejszym informuję/informujemy(*) o moim/naszym odstąpieniu od umowy sprzedaży następujących rzeczy(*) umowy dostawy następujących rzeczy(*) umowy o dzieło polegającej na wykonaniu następujących rzeczy(*)/o świadczenie następującej usługi(*): bon podarunkowy o kodzie ______________",
      "Data zawarcia umowy(*)/odbioru(*): ______________",
      "Imię i nazwisko konsumenta(-ów): ______________",
      "Adres konsumenta(-ów): ______________",
      "Podpis konsumenta(-ów) (tylko jeżeli formularz jest przesyłany w wersji papierowej): ______________",
      "Data: ______________",
      "(*) Niepotrzebne skreślić.",
    ],
    messageLabel: "Życzenia",
    recipientPrivacy: (url: string) =>
      `Twoje imię i adres e-mail podała nam osoba, która kupiła bon; używamy ich tylko do doręczenia i obsługi bonu. Więcej w polityce prywatności: ${url}`,
  },
  en: {
    what: "Voucher",
    code: "Voucher code",
    expires: "Valid until",
    recipient: "For",
    withdrawHeading: "Your right to withdraw",
    withdrawText:
      "You may withdraw from the purchase of this voucher without giving a reason within 14 days of payment. As long as the voucher has not been used, just follow the link below: we issue the refund through Stripe at once, to the payment method used, the voucher is cancelled and, if the e-mail to the recipient has not gone out yet, it will not be sent. You may also send us a statement, for example on the model form below, by e-mail or by post. If part of the voucher has already been used, we refund the unused amount.",
    withdrawButton: "Withdraw and get your money back",
    formHeading: "Model withdrawal form",
    form: (to: string) => [
      "(complete and return this form only if you wish to withdraw from the contract)",
      `To: ${to}`,
      "I/We(*) hereby give notice that I/We(*) withdraw from my/our(*) contract of sale of the following goods(*)/for the provision of the following service(*): gift voucher with the code ______________",
      "Ordered on(*)/received on(*): ______________",
      "Name of consumer(s): ______________",
      "Address of consumer(s): ______________",
      "Signature of consumer(s) (only if this form is notified on paper): ______________",
      "Date: ______________",
      "(*) Delete as appropriate.",
    ],
    messageLabel: "Message",
    recipientPrivacy: (url: string) =>
      `The person who bought the voucher gave us your name and e-mail address; we use them only to deliver and handle the voucher. More in our privacy policy: ${url}`,
  },
} as const;

function operatorAddress(): string {
  const s = currentSiteSettings();
  return `${s.company.name}, ${s.company.street}, ${s.company.postalCode} ${s.company.city}, ${s.email}`;
}

function rows(d: VoucherMailData): Array<[string, string]> {
  const c = COPY[d.lang];
  return [
    [c.what, d.what],
    [c.code, formatCode(d.code)],
    [c.expires, d.expires],
    [c.recipient, d.recipientName],
  ];
}

/**
 * To the buyer, at once, in the order's language: the code, the voucher's facts, the withdrawal
 * notice with its link (minted when sent: SECRET_LINK stands for it, decision 220) and the model
 * withdrawal form. The PDF is attached by the caller.
 */
export function renderBuyerEmail(
  d: VoucherMailData,
  texts?: EmailTexts["voucherBuyer"],
): RenderedEmail {
  const t = texts ?? emailTexts[d.lang].voucherBuyer;
  const c = { ...COPY[d.lang], ...t, buyerHeading: t.heading, buyerIntro: t.intro };
  const r = rows(d);
  const who = { name: d.recipientName, email: d.recipientEmail ?? "", day: d.sendDay ?? "" };
  const delivery = d.recipientEmail
    ? fillText(d.sendDay ? t.toRecipientAt : t.toRecipientNow, who)
    : "";
  const form = c.form(operatorAddress());
  const html = layout({
    lang: d.lang,
    preheader: c.buyerIntro,
    heading: c.buyerHeading,
    body: [
      p(c.buyerIntro),
      detailsTable(r),
      delivery ? p(delivery) : "",
      p(c.use),
      button(d.url, c.check),
      `<h2 style="font-size:18px;margin:28px 0 8px">${escapeHtml(c.withdrawHeading)}</h2>`,
      p(c.withdrawText),
      button(SECRET_LINK, c.withdrawButton),
      `<h3 style="font-size:15px;margin:24px 0 8px">${escapeHtml(c.formHeading)}</h3>`,
      form.map((line) => p(line, "font-size:13px")).join(""),
    ].join(""),
  });
  const text = textLayout({
    lang: d.lang,
    heading: c.buyerHeading,
    body: [
      c.buyerIntro,
      "",
      detailsText(r),
      delivery ? `\n${delivery}` : "",
      "",
      c.use,
      `${c.check}: ${d.url}`,
      "",
      c.withdrawHeading,
      c.withdrawText,
      `${c.withdrawButton}: ${SECRET_LINK}`,
      "",
      c.formHeading,
      ...form,
    ].join("\n"),
  });
  return { subject: fillText(t.subject, { code: formatCode(d.code) }), html, text };
}

/** To the recipient (at 08:00 Warsaw time on the chosen day), in the order's language. */
export function renderRecipientEmail(
  d: VoucherMailData,
  texts?: EmailTexts["voucherRecipient"],
): RenderedEmail {
  const t = texts ?? emailTexts[d.lang].voucherRecipient;
  const c = { ...COPY[d.lang], use: t.use, check: t.check };
  const r = rows(d);
  const intro = fillText(t.intro, { from: d.buyerName });
  const heading = fillText(t.heading, { name: d.recipientName });
  // The recipient's name and address came from the buyer, not from them: the e-mail says so and
  // links the privacy policy (art. 14 GDPR).
  const privacy = c.recipientPrivacy(
    new URL(pageUrl("/polityka-prywatnosci", d.lang), d.url).toString(),
  );
  const html = layout({
    lang: d.lang,
    preheader: intro,
    heading,
    body: [
      p(intro),
      d.message
        ? `<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:4px solid #0c656b;background:#f1f5f9">${escapeHtml(d.message)}</blockquote>`
        : "",
      detailsTable(r),
      p(c.use),
      button(d.url, c.check),
      p(privacy, "color:#475569;font-size:13px"),
    ].join(""),
  });
  const text = textLayout({
    lang: d.lang,
    heading,
    body: [
      intro,
      d.message ? `\n${c.messageLabel}: „${d.message}”` : "",
      "",
      detailsText(r),
      "",
      c.use,
      `${c.check}: ${d.url}`,
      "",
      privacy,
    ].join("\n"),
  });
  return { subject: fillText(t.subject, { from: d.buyerName }), html, text };
}
