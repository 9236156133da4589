import type { Lang } from "~/lib/i18n/lang";
import { escapeHtml } from "~/lib/mail/layout";
import { page } from "./unsubscribe-page.server";
import { REACTIVATE_PATH } from "./reactivation.server";

/** The pages of the confirmation link (decision 280): plain, script-free, never cached or indexed. */
const COPY = {
  pl: {
    confirmTitle: "Zapisać ten adres ponownie do newslettera?",
    confirmText:
      "Ten adres został wcześniej wypisany z newslettera. Po potwierdzeniu znów będziemy wysyłać na niego informacje o rejsach specjalnych i wydarzeniach. Możesz się wypisać w każdej chwili linkiem w każdym e-mailu.",
    confirmButton: "Tak, zapisz mnie ponownie",
    doneTitle: "Gotowe – adres jest znów zapisany",
    doneText: "Dziękujemy! Wysłaliśmy e-mail powitalny z linkiem do wypisania się.",
    alreadyTitle: "Ten adres jest już zapisany",
    alreadyText: "Nic nie zmieniliśmy: ten adres e-mail już otrzymuje nasz newsletter.",
    invalidTitle: "Link jest nieprawidłowy lub został już użyty",
    invalidText:
      "Ten link do potwierdzenia zapisu nie działa: mógł zostać już użyty albo nie skopiowano go w całości. Możesz zapisać się ponownie na stronie.",
    expiredTitle: "Link wygasł",
    expiredText:
      "Link do potwierdzenia zapisu działa przez 7 dni i ten już wygasł, więc nic nie zmieniliśmy. Możesz zapisać się ponownie na stronie – wyślemy nowy link.",
    home: "Wróć na stronę główną",
  },
  en: {
    confirmTitle: "Subscribe this address to the newsletter again?",
    confirmText:
      "This address unsubscribed from the newsletter earlier. Once you confirm, we will send news about special cruises and events to it again. You can unsubscribe at any time using the link in every e-mail.",
    confirmButton: "Yes, subscribe me again",
    doneTitle: "Done: this address is subscribed again",
    doneText: "Thank you! We've sent a welcome e-mail with a link to unsubscribe.",
    alreadyTitle: "This address is already subscribed",
    alreadyText: "Nothing changed: this e-mail address already receives our newsletter.",
    invalidTitle: "The link is invalid or has already been used",
    invalidText:
      "This confirmation link doesn't work: it may have been used already, or it wasn't copied in full. You can subscribe again on the website.",
    expiredTitle: "The link has expired",
    expiredText:
      "A confirmation link works for 7 days and this one has expired, so nothing changed. You can subscribe again on the website and we'll send a new link.",
    home: "Back to the home page",
  },
} as const;

const homeLink = (lang: Lang) =>
  `<p><a href="${lang === "en" ? "/en" : "/"}" style="color:#0c656b;font-weight:600">${escapeHtml(COPY[lang].home)}</a></p>`;

/** The link's page: a question and a button (a plain form POST); opening it changes nothing. */
export function confirmReactivationPage(lang: Lang, token: string): Response {
  const c = COPY[lang];
  const action = `${REACTIVATE_PATH}?token=${encodeURIComponent(token)}`;
  return page(
    lang,
    c.confirmTitle,
    `<p style="line-height:1.6">${escapeHtml(c.confirmText)}</p>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="confirm" value="1">
<button type="submit" style="font:inherit;font-weight:700;padding:.75rem 1.25rem;border:0;border-radius:.75rem;background:#0b1f33;color:#fff;cursor:pointer">${escapeHtml(c.confirmButton)}</button></form>
${homeLink(lang)}`,
    200,
  );
}

export type ReactivationPage = "done" | "already" | "invalid" | "expired";

/** What the POST (or a dead link's GET) answers: 200 done or already, 400 invalid, 410 expired. */
export function reactivationOutcomePage(lang: Lang, outcome: ReactivationPage): Response {
  const c = COPY[lang];
  const [title, text, status] = {
    done: [c.doneTitle, c.doneText, 200],
    already: [c.alreadyTitle, c.alreadyText, 200],
    invalid: [c.invalidTitle, c.invalidText, 400],
    expired: [c.expiredTitle, c.expiredText, 410],
  }[outcome] as [string, string, number];
  return page(
    lang,
    title,
    `<p style="line-height:1.6">${escapeHtml(text)}</p>\n${homeLink(lang)}`,
    status,
  );
}
