import { plainPage } from "~/lib/plain-page.server";
import type { Lang } from "~/lib/i18n/lang";
import { escapeHtml } from "~/lib/mail/layout";

const CONFIRM = {
  pl: {
    title: "Wypisać Cię z newslettera?",
    text: "Po potwierdzeniu nie będziemy już wysyłać na ten adres informacji o rejsach i wydarzeniach. Zawsze możesz zapisać się ponownie.",
    button: "Tak, wypisz mnie",
    home: "Nie, wróć na stronę główną",
  },
  en: {
    title: "Unsubscribe from the newsletter?",
    text: "Once you confirm, we will stop sending news about cruises and events to this address. You can always subscribe again.",
    button: "Yes, unsubscribe me",
    home: "No, back to the home page",
  },
} as const;

const COPY = {
  pl: {
    title: "Nieprawidłowy link wypisania",
    text: "Ten link do wypisania z newslettera jest nieprawidłowy lub niepełny. Skopiuj cały link z e-maila albo napisz do nas, a wypiszemy Cię ręcznie.",
    home: "Wróć na stronę główną",
  },
  en: {
    title: "Invalid unsubscribe link",
    text: "This newsletter unsubscribe link is invalid or incomplete. Copy the whole link from the e-mail, or write to us and we'll unsubscribe you by hand.",
    home: "Back to the home page",
  },
} as const;

const EXPIRED = {
  pl: {
    title: "Link do wypisania wygasł",
    text: "Ten link do wypisania z newslettera pochodzi z e-maila sprzed ponad 12 miesięcy i już nie działa, więc Twoja subskrypcja nie została zmieniona. Użyj linku z najnowszego e-maila od nas albo napisz do nas z prośbą o wypisanie – wypiszemy Cię ręcznie.",
    request: "Poproś o wypisanie e-mailem",
    subject: "Proszę o wypisanie z newslettera",
    home: "Wróć na stronę główną",
  },
  en: {
    title: "Unsubscribe link expired",
    text: "This newsletter unsubscribe link comes from an e-mail more than 12 months old and no longer works, so your subscription has not been changed. Use the link in our latest e-mail, or write to us asking to be unsubscribed and we will do it by hand.",
    request: "Ask to unsubscribe by e-mail",
    subject: "Please unsubscribe me from the newsletter",
    home: "Back to the home page",
  },
} as const;

/** A plain, script-free page around `body` (app/lib/plain-page.server.ts). */
export function page(lang: Lang, title: string, body: string, status: number): Response {
  return plainPage(lang, title, body, status);
}

/**
 * What the link in an e-mail opens: a question with a button, not the change itself (mail
 * scanners and link prefetchers follow links; RFC 8058 keeps the change for a POST). The
 * button is a plain form, so it works without JavaScript.
 */
export function confirmUnsubscribePage(lang: Lang, token: string): Response {
  const c = CONFIRM[lang];
  const action = `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
  return page(
    lang,
    c.title,
    `<p style="line-height:1.6">${escapeHtml(c.text)}</p>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="confirm" value="1">
<button type="submit" style="font:inherit;font-weight:700;padding:.75rem 1.25rem;border:0;border-radius:.75rem;background:#0b1f33;color:#fff;cursor:pointer">${escapeHtml(c.button)}</button></form>
<p><a href="/" style="color:#0c656b;font-weight:600">${escapeHtml(c.home)}</a></p>`,
    200,
  );
}

/** A plain, script-free page for a tampered or unknown unsubscribe link (answered with 400). */
export function invalidUnsubscribePage(lang: Lang, contactEmail: string): Response {
  const c = COPY[lang];
  return page(
    lang,
    c.title,
    `<p style="line-height:1.6">${escapeHtml(c.text)}</p>
<p><a href="mailto:${escapeHtml(contactEmail)}" style="color:#0c656b">${escapeHtml(contactEmail)}</a></p>
<p><a href="/" style="color:#0c656b;font-weight:600">${escapeHtml(c.home)}</a></p>`,
    400,
  );
}

/**
 * A plain, script-free page for an authentic but expired unsubscribe link (answered with 410):
 * nothing changed; the visitor can use a newer e-mail's link or ask by e-mail (docs/decisions/200).
 */
export function expiredUnsubscribePage(lang: Lang, contactEmail: string): Response {
  const c = EXPIRED[lang];
  const mailto = `mailto:${contactEmail}?subject=${encodeURIComponent(c.subject)}`;
  return page(
    lang,
    c.title,
    `<p style="line-height:1.6">${escapeHtml(c.text)}</p>
<p><a href="${escapeHtml(mailto)}" style="display:inline-block;font-weight:700;padding:.75rem 1.25rem;border-radius:.75rem;background:#0b1f33;color:#fff;text-decoration:none">${escapeHtml(c.request)}</a></p>
<p>${escapeHtml(contactEmail)}</p>
<p><a href="/" style="color:#0c656b;font-weight:600">${escapeHtml(c.home)}</a></p>`,
    410,
  );
}
