import { SITE } from "~/config/site";
import type { Lang } from "~/lib/i18n/lang";
import { button, layout, p, textLayout, type RenderedEmail } from "~/lib/mail/layout";

/**
 * The e-mail that asks the owner of an unsubscribed address to confirm a new sign-up (issue 31,
 * finding 3; decision 280). Neutral on purpose: it repeats nothing the form received (no name,
 * no phone), so a stranger who types someone's address cannot put words into their inbox.
 */
const COPY = {
  pl: {
    subject: `Potwierdź ponowny zapis do newslettera ${SITE.brand}`,
    preheader: "Zapiszemy ten adres ponownie dopiero po Twoim potwierdzeniu.",
    heading: "Potwierdź ponowny zapis do newslettera",
    body: "Ktoś – być może Ty – poprosił o ponowne zapisanie tego adresu e-mail do naszego newslettera. Wcześniej ten adres został z niego wypisany, więc nie zapiszemy go bez Twojego potwierdzenia.",
    button: "Potwierdź zapis",
    validity:
      "Link działa przez 7 dni i tylko raz. Jeśli to nie Ty, zignoruj tę wiadomość – nic się nie zmieni i nie wyślemy Ci nic więcej.",
  },
  en: {
    subject: `Confirm your new ${SITE.brand} newsletter subscription`,
    preheader: "We will only subscribe this address again once you confirm.",
    heading: "Confirm your newsletter subscription",
    body: "Someone, perhaps you, asked to subscribe this e-mail address to our newsletter again. This address unsubscribed earlier, so we won't add it back without your confirmation.",
    button: "Confirm subscription",
    validity:
      "The link works for 7 days and only once. If this wasn't you, ignore this message: nothing will change and we won't send you anything else.",
  },
} as const;

/** The confirmation e-mail; `link` is where the button and the text version's link point. */
export function renderReactivationEmail(lang: Lang, link: string): RenderedEmail {
  const c = COPY[lang];
  const html = layout({
    lang,
    preheader: c.preheader,
    heading: c.heading,
    body: p(c.body) + button(link, c.button) + p(c.validity, "font-size:14px"),
  });
  const text = textLayout({
    lang,
    heading: c.heading,
    body: `${c.body}\n\n${c.button}: ${link}\n\n${c.validity}`,
  });
  return { subject: c.subject, html, text };
}
