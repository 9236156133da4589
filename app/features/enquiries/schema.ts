/**
 * zod schemas of the enquiries inbox, shared by the panel (browser) and the /api/admin handlers.
 */
import { z } from "zod";
import type { Lang } from "~/lib/i18n/lang";
import { perLanguage } from "~/lib/i18n/messages";
import { ENQUIRY_STATUSES } from "./statuses";

z.config({ jitless: true });

export { ENQUIRY_STATUSES, type EnquiryStatus } from "./statuses";

const MESSAGES = {
  pl: {
    required: "To pole jest wymagane",
    tooLong: "Ten tekst jest za długi",
    status: "Wybierz jeden ze statusów",
    date: "Podaj datę w formacie RRRR-MM-DD",
    nothing: "Zmień status albo dodaj notatkę",
    page: "Nieprawidłowy numer strony",
  },
  en: {
    required: "This field is required",
    tooLong: "This text is too long",
    status: "Choose one of the statuses",
    date: "Enter a date as YYYY-MM-DD",
    nothing: "Change the status or add a note",
    page: "Invalid page number",
  },
} as const;

const isoDate = (msg: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, msg)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), msg);

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** The list's query string: status, search, received-from / received-to dates (inclusive), page. */
export const enquiryListQuerySchema = perLanguage((lang: Lang) => {
  const m = MESSAGES[lang];
  return z.object({
    status: z.preprocess(blankToUndefined, z.enum(ENQUIRY_STATUSES, m.status).optional()),
    q: z.preprocess(blankToUndefined, z.string().trim().max(200, m.tooLong).optional()),
    from: z.preprocess(blankToUndefined, isoDate(m.date).optional()),
    to: z.preprocess(blankToUndefined, isoDate(m.date).optional()),
    page: z.preprocess(
      (v) => (v === undefined || v === "" ? 1 : Number(v)),
      z.number(m.page).int(m.page).min(1, m.page).max(100_000, m.page),
    ),
  });
});
export type EnquiryListQuery = z.infer<ReturnType<typeof enquiryListQuerySchema>>;

/** PATCH /api/admin/event-bookings/:id: a new status, a note, or both. */
export const enquiryPatchSchema = perLanguage((lang: Lang) => {
  const m = MESSAGES[lang];
  return z
    .object({
      status: z.enum(ENQUIRY_STATUSES, m.status).optional(),
      note: z.preprocess(
        blankToUndefined,
        z.string(m.required).trim().max(4000, m.tooLong).optional(),
      ),
    })
    .refine((v) => v.status !== undefined || v.note !== undefined, {
      message: m.nothing,
      path: ["note"],
    });
});
export type EnquiryPatch = z.infer<ReturnType<typeof enquiryPatchSchema>>;

/** POST /api/admin/event-bookings/:id/reply. */
export const enquiryReplySchema = perLanguage((lang: Lang) => {
  const m = MESSAGES[lang];
  return z.object({
    subject: z.string(m.required).trim().min(1, m.required).max(200, m.tooLong),
    body: z.string(m.required).trim().min(1, m.required).max(10_000, m.tooLong),
    /** The status after the reply; without it a "new" enquiry moves to "in_progress" (decision 263). */
    status: z.enum(ENQUIRY_STATUSES, m.status).optional(),
  });
});
export type EnquiryReply = z.infer<ReturnType<typeof enquiryReplySchema>>;

export const ENQUIRY_PAGE_SIZE = 20;
