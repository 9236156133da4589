import { newsletterRegionNames } from "~/lib/i18n/shared-labels";
import type { Lang } from "~/lib/i18n/lang";
import { escapeHtml } from "~/lib/mail/layout";
import { page } from "./unsubscribe-page.server";
import { REACTIVATE_PATH, type PendingValues } from "./reactivation.server";

/** The pages of the confirmation link (decision 280): plain, script-free, never cached or indexed. */
const COPY = {
  pl: {
    confirmTitle: "Zapisać ten adres ponownie do newslettera?",
    confirmText:
      "Ten adres został wcześniej wypisany z newslettera. Po potwierdzeniu znów będziemy wysyłać na niego informacje o rejsach specjalnych i wydarzeniach. Możesz się wypisać w każdej chwili linkiem w każdym e-mailu.",
    pendingIntro:
      "Te dane wpisano w formularzu zapisu. Zapiszemy je tylko wtedy, gdy je potwierdzisz. Jeśli nie pochodzą od Ciebie, odrzuć je – nic się nie zmieni.",
    name: "Imię",
    phone: "Telefon",
    noPhone: "nie podano",
    region: "Region",
    regions: newsletterRegionNames.pl,
    whatsapp: "Grupa WhatsApp",
    phoneConsent: "Zgoda na informacje handlowe SMS-em i telefonicznie",
    yes: "tak",
    no: "nie",
    confirmButton: "Tak, zapisz mnie ponownie",
    rejectButton: "To nie ja – odrzuć te dane",
    rejectedTitle: "Odrzucone – nic nie zmieniliśmy",
    rejectedText:
      "Te dane zostały usunięte, a adres pozostaje wypisany z newslettera. Link już nie działa.",
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
    pendingIntro:
      "These details were entered in the sign-up form. We'll store them only if you confirm them. If you didn't enter them, reject them and nothing will change.",
    name: "Name",
    phone: "Phone",
    noPhone: "not given",
    region: "Region",
    regions: newsletterRegionNames.en,
    whatsapp: "WhatsApp group",
    phoneConsent: "Consent to marketing by text message and phone call",
    yes: "yes",
    no: "no",
    confirmButton: "Yes, subscribe me again",
    rejectButton: "That wasn't me: reject these details",
    rejectedTitle: "Rejected: nothing changed",
    rejectedText:
      "These details have been deleted and the address stays unsubscribed. The link no longer works.",
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

const BUTTON =
  "font:inherit;font-weight:700;padding:.75rem 1.25rem;border-radius:.75rem;cursor:pointer;margin:0 .5rem .5rem 0";

/**
 * The link's page: the values the sign-up left waiting (name, phone, region, WhatsApp group, the
 * SMS and phone marketing consent),
 * and two buttons (plain form POSTs): store them, or reject them. Opening it changes nothing
 * (issue 41, finding 5). Every value is escaped: it is a stranger's text.
 */
export function confirmReactivationPage(
  lang: Lang,
  token: string,
  pending: PendingValues,
): Response {
  const c = COPY[lang];
  const action = `${REACTIVATE_PATH}?token=${encodeURIComponent(token)}`;
  const rows: Array<[string, string]> = [
    [c.name, pending.name],
    [c.phone, pending.phone || c.noPhone],
    [c.region, pending.region ? (c.regions[pending.region] ?? pending.region) : c.regions.all!],
    [c.whatsapp, pending.whatsappGroup ? c.yes : c.no],
    // The separate, optional SMS and phone tick (decision 436): only with a number.
    [c.phoneConsent, pending.phoneConsent && pending.phone ? c.yes : c.no],
  ];
  const list = rows
    .map(
      ([k, v]) =>
        `<dt style="font-weight:600">${escapeHtml(k)}</dt><dd style="margin:0 0 .5rem 0">${escapeHtml(v)}</dd>`,
    )
    .join("");
  return page(
    lang,
    c.confirmTitle,
    `<p style="line-height:1.6">${escapeHtml(c.confirmText)}</p>
<p style="line-height:1.6">${escapeHtml(c.pendingIntro)}</p>
<dl data-pending style="background:#f1f5f9;border-radius:.75rem;padding:1rem">${list}</dl>
<form method="post" action="${escapeHtml(action)}">
<button type="submit" name="confirm" value="1" style="${BUTTON};border:0;background:#0b1f33;color:#fff">${escapeHtml(c.confirmButton)}</button>
<button type="submit" name="confirm" value="0" style="${BUTTON};border:2px solid #0b1f33;background:#fff;color:#0b1f33">${escapeHtml(c.rejectButton)}</button></form>
${homeLink(lang)}`,
    200,
  );
}

export type ReactivationPage = "done" | "already" | "invalid" | "expired" | "rejected";

/** What the POST (or a dead link's GET) answers: 200 done or already, 400 invalid, 410 expired. */
export function reactivationOutcomePage(lang: Lang, outcome: ReactivationPage): Response {
  const c = COPY[lang];
  const [title, text, status] = {
    done: [c.doneTitle, c.doneText, 200],
    already: [c.alreadyTitle, c.alreadyText, 200],
    invalid: [c.invalidTitle, c.invalidText, 400],
    expired: [c.expiredTitle, c.expiredText, 410],
    rejected: [c.rejectedTitle, c.rejectedText, 200],
  }[outcome] as [string, string, number];
  return page(
    lang,
    title,
    `<p style="line-height:1.6">${escapeHtml(text)}</p>\n${homeLink(lang)}`,
    status,
  );
}
