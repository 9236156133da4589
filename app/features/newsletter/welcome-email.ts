import { HASHTAG } from "~/config/site";
import { emailTexts, fillText, type EmailTexts } from "~/content/emails";
import type { Lang } from "~/lib/i18n/lang";
import { pageUrl } from "~/lib/i18n/page-urls";
import {
  button,
  escapeHtml,
  layout,
  MAIL_COLORS,
  p,
  textLayout,
  type RenderedEmail,
} from "~/lib/mail/layout";

/**
 * The name to greet someone by, or null for a neutral greeting (docs/security.md, 2026-11
 * review finding 3 of the second round): the visitor types the name and the address, so the
 * e-mail may reach a stranger's inbox; only a short name made of letters, spaces, hyphens and
 * apostrophes is repeated, never digits, a link or any other text.
 */
export function greetingName(name: string): string | null {
  const n = name.trim().replace(/\s+/g, " ");
  if (n.length === 0 || n.length > 30) return null;
  if (!/^\p{L}[\p{L}\p{M} '’-]*$/u.test(n)) return null;
  if (n.split(" ").length > 3) return null;
  return n;
}

/** The first word of a name-like name, for a greeting ("Cześć, Anna!", "Hi John"); null stays null. */
export function firstName(name: string | null): string | null {
  return name === null ? null : (name.split(" ")[0] ?? name);
}

/**
 * The newsletter welcome e-mail (also used by the administrator's bulk send), in the words of
 * `texts` (the owner's edits, app/content/emails.server.ts; the defaults when left out).
 */
export function renderWelcomeEmail(opts: {
  lang: Lang;
  name: string;
  siteUrl: string;
  unsubscribeUrl: string;
  texts?: EmailTexts["welcome"];
}): RenderedEmail {
  const t = opts.texts ?? emailTexts[opts.lang].welcome;
  const greeted = firstName(greetingName(opts.name));
  const c = {
    ...t,
    benefits: t.benefits.map((b) => b.text),
    heading: (name: string | null) => (name ? fillText(t.heading, { name }) : t.headingNoName),
  };
  const promoUrl = `${opts.siteUrl}${pageUrl("/rejsy-promocyjne", opts.lang)}`;
  const list = `<ul style="margin:0 0 20px;padding-left:20px;font-size:16px;line-height:24px;color:${MAIL_COLORS.text}">${c.benefits
    .map((b) => `<li style="margin:0 0 6px">${escapeHtml(b)}</li>`)
    .join("")}</ul>`;
  const footerExtra = `${escapeHtml(c.unsubscribe)} <a href="${escapeHtml(opts.unsubscribeUrl)}" style="color:${MAIL_COLORS.river}">${escapeHtml(c.unsubscribeLink)}</a>`;
  const html = layout({
    lang: opts.lang,
    preheader: c.preheader,
    heading: c.heading(greeted),
    body: `${p(c.intro)}${p(c.benefitsTitle, "font-weight:bold;margin-bottom:8px")}${list}${button(promoUrl, c.cta)}${p(`${HASHTAG}`, `color:${MAIL_COLORS.muted}`)}`,
    footerExtra,
  });
  const text = textLayout({
    lang: opts.lang,
    heading: c.heading(greeted),
    body: `${c.intro}\n\n${c.benefitsTitle}\n${c.benefits.map((b) => `- ${b}`).join("\n")}\n\n${c.cta}: ${promoUrl}`,
    footerExtra: `${c.unsubscribe} ${c.unsubscribeLink}: ${opts.unsubscribeUrl}`,
  });
  return { subject: c.subject, html, text };
}
