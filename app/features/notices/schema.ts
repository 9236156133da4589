/** The checks of PUT /api/admin/notices/:scope (decision 231). Admin code only: it brings zod. */
import { z } from "zod";
import type { Lang } from "~/lib/i18n/lang";
import { perLanguage } from "~/lib/i18n/messages";
import { NOTICE_KINDS, NOTICE_MAX_DAYS, NOTICE_MAX_LENGTH } from "./model";

z.config({ jitless: true });

export const NOTICE_MESSAGES = {
  pl: {
    required: "To pole jest wymagane",
    tooLong: `Komunikat może mieć najwyżej ${NOTICE_MAX_LENGTH} znaków`,
    kind: "Wybierz rodzaj komunikatu",
    date: "Podaj poprawną datę i godzinę",
    untilPast: "Koniec musi być w przyszłości",
    untilFar: `Koniec może być najwyżej ${NOTICE_MAX_DAYS} dni naprzód`,
    fromAfter: "Początek musi być przed końcem",
    scope: "Nieznany zakres komunikatu",
  },
  en: {
    required: "This field is required",
    tooLong: `A notice can be at most ${NOTICE_MAX_LENGTH} characters`,
    kind: "Choose the kind of notice",
    date: "Enter a valid date and time",
    untilPast: "The end must be in the future",
    untilFar: `The end can be at most ${NOTICE_MAX_DAYS} days ahead`,
    fromAfter: "The start must be before the end",
    scope: "Unknown notice scope",
  },
} as const;

/** An ISO 8601 date-time with an offset or Z (what the panel sends), or a bare date. */
const ISO = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/;

function parseIso(v: string): number | null {
  if (!ISO.test(v)) return null;
  const t = Date.parse(v);
  if (Number.isNaN(t)) return null;
  // Date.parse rolls 2026-02-30 over to March: an impossible date is refused, not moved.
  const d = new Date(t);
  const [y, m, day] = v.slice(0, 10).split("-").map(Number) as [number, number, number];
  const offset = /([+-])(\d{2}):(\d{2})$/.exec(v);
  const shifted = offset
    ? new Date(
        t + (offset[1] === "+" ? 1 : -1) * (Number(offset[2]) * 60 + Number(offset[3])) * 60_000,
      )
    : d;
  if (
    shifted.getUTCFullYear() !== y ||
    shifted.getUTCMonth() + 1 !== m ||
    shifted.getUTCDate() !== day
  )
    return null;
  return t;
}

/** PUT /api/admin/notices/:scope, checked against `now` (the end ahead, within a year; the start before it). */
export const noticeSchema = perLanguage((lang: Lang) => {
  const m = NOTICE_MESSAGES[lang];
  const message = (required: boolean) =>
    z.preprocess(
      (v) => (v === null || v === undefined ? (required ? v : "") : v),
      z
        .string(m.required)
        .trim()
        .max(NOTICE_MAX_LENGTH, m.tooLong)
        .refine((v) => !required || v.length > 0, m.required),
    );
  const instant = z.string(m.date).refine((v) => parseIso(v) !== null, m.date);
  return z
    .object({
      kind: z.enum(NOTICE_KINDS, m.kind),
      message_pl: message(true),
      message_en: message(false).optional(),
      from: z.preprocess((v) => (v === "" ? null : v), instant.nullable().optional()),
      until: instant,
    })
    .superRefine((v, ctx) => {
      const now = Date.now();
      const until = parseIso(v.until);
      if (until === null) return;
      if (until <= now) ctx.addIssue({ code: "custom", path: ["until"], message: m.untilPast });
      else if (until > now + NOTICE_MAX_DAYS * 86_400_000)
        ctx.addIssue({ code: "custom", path: ["until"], message: m.untilFar });
      const from = v.from ? parseIso(v.from) : null;
      if (from !== null && from >= until)
        ctx.addIssue({ code: "custom", path: ["from"], message: m.fromAfter });
    })
    .transform((v) => ({
      kind: v.kind,
      message_pl: v.message_pl,
      message_en: v.message_en ? v.message_en : null,
      from: v.from ? new Date(parseIso(v.from)!).toISOString() : null,
      until: new Date(parseIso(v.until)!).toISOString(),
    }));
});

export type NoticeInput = z.infer<ReturnType<typeof noticeSchema>>;
