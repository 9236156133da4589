/**
 * The prefilled reply, in the visitor's language: the operator edits it before sending. Plain
 * text (the e-mail's HTML part is built from it, paragraph by paragraph).
 */
import { SITE } from "~/config/site";
import type { Lang } from "~/lib/i18n/lang";

export interface ReplyTemplateInput {
  id: number;
  name: string;
  event_date: string;
}

const TEMPLATES = {
  pl: {
    subject: (e: ReplyTemplateInput) => `Odpowiedź na Twoje zgłoszenie #${e.id}`,
    body: (e: ReplyTemplateInput) =>
      `Dzień dobry ${e.name},\n\ndziękujemy za zgłoszenie rejsu na ${e.event_date}.\n\n\n\nPozdrawiamy,\nzespół ${SITE.brand}\n${SITE.phone}`,
  },
  en: {
    subject: (e: ReplyTemplateInput) => `Re: your request #${e.id}`,
    body: (e: ReplyTemplateInput) =>
      `Hello ${e.name},\n\nthank you for your cruise request for ${e.event_date}.\n\n\n\nKind regards,\nThe ${SITE.brand} team\n${SITE.phone}`,
  },
} as const;

export function replyTemplate(e: ReplyTemplateInput, lang: Lang): { subject: string; body: string } {
  const t = TEMPLATES[lang];
  return { subject: t.subject(e), body: t.body(e) };
}
