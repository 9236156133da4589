import { z } from "zod";
import type { Lang } from "~/lib/i18n/lang";
import { defineMessages, perLanguage } from "~/lib/i18n/messages";

/** Value vouchers: 100-3000 PLN in steps of 50 (docs/architecture.md §4). */
export const VALUE_MIN_PLN = 100;
export const VALUE_MAX_PLN = 3000;
export const VALUE_STEP_PLN = 50;
export const MESSAGE_MAX = 300;
/** The recipient's e-mail may be scheduled up to this many days ahead. */
export const SEND_AT_MAX_DAYS = 90;

export const checkoutErrors = defineMessages(
  {
    kind: "Wybierz rodzaj bonu: na kwotę albo na rejs",
    amount: "Wybierz kwotę od 100 do 3000 PLN, co 50 PLN",
    cruise: "Wybierz rejs z naszej oferty",
    people: "Podaj liczbę osób (od 1 do liczby miejsc na łodzi)",
    name: "Podaj imię i nazwisko (2–100 znaków)",
    email: "Podaj prawidłowy adres e-mail",
    recipientName: "Podaj imię osoby obdarowanej (2–100 znaków)",
    message: "Życzenia mogą mieć najwyżej 300 znaków",
    sendAt: "Wybierz datę od dziś do 90 dni naprzód",
    sendAtNeedsEmail: "Podaj e-mail osoby obdarowanej, aby wysłać jej bon w wybranym dniu",
    terms: "Zaakceptuj regulamin, aby kupić bon",
  },
  {
    kind: "Choose the kind of voucher: a value or a cruise",
    amount: "Choose an amount from 100 PLN to 3,000 PLN, in steps of 50 PLN",
    cruise: "Choose one of our cruises",
    people: "Enter the number of people (from 1 to the boat's seats)",
    name: "Enter a full name (2–100 characters)",
    email: "Enter a valid e-mail address",
    recipientName: "Enter the recipient's name (2–100 characters)",
    message: "The message can be at most 300 characters",
    sendAt: "Choose a date from today to 90 days ahead",
    sendAtNeedsEmail: "Enter the recipient's e-mail to send the voucher on the chosen day",
    terms: "Accept the terms to buy a voucher",
  },
);

/** Today's date in Warsaw as YYYY-MM-DD. */
export function todayInWarsaw(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Warsaw" }).format(now);
}

function addDays(day: string, days: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function isCalendarDate(value: string): boolean {
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/**
 * POST /api/vouchers/checkout's body (docs/architecture.md §4), one schema for the page's form
 * and the server. The amount of a cruise voucher is the catalogue's and whatever the client sends
 * for it is ignored; the cruise itself (published, people within its capacity) is checked by the
 * service, which knows the catalogue.
 */
export const checkoutSchema = perLanguage((lang: Lang) => {
  const m = checkoutErrors[lang];
  const name = (msg: string) =>
    z.string({ error: msg }).trim().min(2, { error: msg }).max(100, { error: msg });
  const email = z
    .string({ error: m.email })
    .trim()
    .max(255, { error: m.email })
    .pipe(z.email({ error: m.email }));
  return z
    .object({
      kind: z.enum(["value", "cruise"], { error: m.kind }),
      amount: z.unknown().optional(),
      cruise: z.unknown().optional(),
      people: z.unknown().optional(),
      buyer: z.object({ name: name(m.name), email }, { error: m.name }),
      recipient: z.object(
        {
          name: name(m.recipientName),
          email: z.preprocess((v) => (v === "" || v === null ? undefined : v), email.optional()),
        },
        { error: m.recipientName },
      ),
      message: z.preprocess(
        (v) => (v === null ? undefined : v),
        z.string({ error: m.message }).trim().max(MESSAGE_MAX, { error: m.message }).optional(),
      ),
      sendAt: z.preprocess(
        (v) => (v === "" || v === null ? undefined : v),
        z
          .string({ error: m.sendAt })
          .regex(/^\d{4}-\d{2}-\d{2}$/, { error: m.sendAt })
          .refine(isCalendarDate, { error: m.sendAt, abort: true })
          .refine((d) => d >= todayInWarsaw() && d <= addDays(todayInWarsaw(), SEND_AT_MAX_DAYS), {
            error: m.sendAt,
          })
          .optional(),
      ),
      lang: z.enum(["pl", "en"]).default(lang),
      terms: z.literal(true, { error: m.terms }),
    })
    .superRefine(
      (v, ctx) => {
        if (v.kind === "value") {
          const a = v.amount;
          if (
            typeof a !== "number" ||
            !Number.isInteger(a) ||
            a < VALUE_MIN_PLN ||
            a > VALUE_MAX_PLN ||
            a % VALUE_STEP_PLN !== 0
          )
            ctx.addIssue({ code: "custom", path: ["amount"], message: m.amount });
        } else {
          if (typeof v.cruise !== "string" || !/^[a-z0-9_-]{1,64}$/.test(v.cruise))
            ctx.addIssue({ code: "custom", path: ["cruise"], message: m.cruise });
          if (
            v.people !== undefined &&
            (typeof v.people !== "number" || !Number.isInteger(v.people) || v.people < 1)
          )
            ctx.addIssue({ code: "custom", path: ["people"], message: m.people });
        }
        if (v.sendAt && v.recipient && !v.recipient.email)
          ctx.addIssue({
            code: "custom",
            path: ["recipient", "email"],
            message: m.sendAtNeedsEmail,
          });
      },
      // Also when other fields failed: every field's message comes back at once.
      { when: (payload) => typeof payload.value === "object" && payload.value !== null },
    )
    .transform((v) => ({
      kind: v.kind,
      amountPln: v.kind === "value" ? (v.amount as number) : null,
      cruise: v.kind === "cruise" ? (v.cruise as string) : null,
      people: v.kind === "cruise" ? ((v.people as number | undefined) ?? 1) : null,
      buyer: v.buyer,
      recipient: { name: v.recipient.name, email: v.recipient.email ?? null },
      message: v.message ? v.message : null,
      sendAt: v.sendAt ?? null,
      lang: v.lang,
    }));
});

export type CheckoutInput = z.infer<ReturnType<typeof checkoutSchema>>;
