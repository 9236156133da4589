/**
 * The prefilled reply, in the visitor's language: the operator edits it before sending. Plain
 * text (the e-mail's HTML part is built from it, paragraph by paragraph). The signature gives the
 * phone and e-mail saved in the panel, never the defaults of app/config/site.ts.
 */
import { BRAND } from "~/config/site";
import { localeOf, type Lang } from "~/lib/i18n/lang";
import type { SiteSettings } from "~/lib/site-data/settings";

/** The contact channels the signature gives: the operator's saved settings (issue 34, item 2). */
export type ReplyContact = Pick<SiteSettings, "phone" | "email">;

export interface ReplyTemplateInput {
  id: number;
  name: string;
  event_date: string;
}

/** "1 maja 2026" / "1 May 2026": a calendar day, the same in every time zone. */
function longDay(day: string, lang: Lang): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return day;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return new Intl.DateTimeFormat(localeOf(lang), {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(d);
}

const TEMPLATES = {
  pl: {
    subject: (e: ReplyTemplateInput) => `Odpowiedź na Twoje zapytanie nr ${e.id}`,
    body: (e: ReplyTemplateInput, c: ReplyContact) =>
      `Dzień dobry,\n\ndziękujemy za zapytanie o rejs ${longDay(e.event_date, "pl")} r.\n\n\n\nPozdrawiamy\nZespół ${BRAND}\n${c.phone}\n${c.email}`,
  },
  en: {
    subject: (e: ReplyTemplateInput) => `Re: your enquiry no. ${e.id}`,
    body: (e: ReplyTemplateInput, c: ReplyContact) =>
      `Hello ${e.name},\n\nThank you for your enquiry about a cruise on ${longDay(e.event_date, "en")}.\n\n\n\nKind regards,\nThe ${BRAND} team\n${c.phone}\n${c.email}`,
  },
} as const;

export function replyTemplate(
  e: ReplyTemplateInput,
  lang: Lang,
  contact: ReplyContact,
): { subject: string; body: string } {
  const t = TEMPLATES[lang];
  return { subject: t.subject(e), body: t.body(e, contact) };
}
