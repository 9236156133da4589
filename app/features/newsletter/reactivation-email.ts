import { emailTexts, type EmailTexts } from "~/content/emails";
import type { Lang } from "~/lib/i18n/lang";
import { button, layout, p, textLayout, type RenderedEmail } from "~/lib/mail/layout";

/**
 * The e-mail that asks the owner of an unsubscribed address to confirm a new sign-up (issue 31,
 * finding 3; decision 280). Neutral on purpose: it repeats nothing the form received (no name,
 * no phone), so a stranger who types someone's address cannot put words into their inbox.
 */

/** The confirmation e-mail; `link` is where the button and the text version's link point. */
export function renderReactivationEmail(
  lang: Lang,
  link: string,
  texts?: EmailTexts["reactivation"],
): RenderedEmail {
  const c = texts ?? emailTexts[lang].reactivation;
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
