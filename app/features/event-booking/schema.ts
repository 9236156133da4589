import { singleLine } from "~/lib/single-line";
import { z } from "zod";
import type { Lang } from "~/lib/i18n/lang";
import { defineMessages, perLanguage } from "~/lib/i18n/messages";

/** docs/product.md §5 validation messages of the event-booking form, per language. */
export const eventBookingErrors = defineMessages(
  {
    name: "Imię i nazwisko musi mieć co najmniej 2 znaki",
    nameMax: "Imię i nazwisko może mieć najwyżej 100 znaków",
    phone: "Podaj prawidłowy numer telefonu",
    email: "Podaj prawidłowy adres e-mail",
    date: "Wybierz datę wydarzenia",
    datePast: "Wybierz dzisiejszą lub późniejszą datę",
    timeFrom: "Podaj godzinę rozpoczęcia",
    timeTo: "Podaj godzinę zakończenia",
    description: "Opis musi mieć co najmniej 10 znaków",
    descriptionMax: "Opis może mieć najwyżej 500 znaków",
    cruise: "Nie ma takiego rejsu w ofercie",
  },
  {
    name: "Name must be at least 2 characters",
    nameMax: "Name can be at most 100 characters",
    phone: "Please provide a valid phone number",
    email: "Please provide a valid email address",
    date: "Select event date",
    datePast: "Choose today or a later date",
    timeFrom: "Provide start time",
    timeTo: "Provide end time",
    description: "Description must be at least 10 characters",
    descriptionMax: "Description can be at most 500 characters",
    cruise: "There is no such cruise on offer",
  },
);

/** Today's date in Warsaw, where the cruises are, as YYYY-MM-DD (the form of a date input's value). */
export function todayInWarsaw(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Warsaw" }).format(now);
}

/** True for a real calendar date in YYYY-MM-DD (not 2027-02-30). */
function isCalendarDate(value: string): boolean {
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

export const EVENT_BOOKING_FIELDS = [
  "name",
  "phone",
  "email",
  "date",
  "timeFrom",
  "timeTo",
  "description",
] as const;
export type EventBookingField = (typeof EVENT_BOOKING_FIELDS)[number];

/**
 * One schema for the dialog and for POST /api/event-bookings (docs/product.md §5). Unknown keys are
 * dropped; every message is in the visitor's language.
 */
export const eventBookingSchema = perLanguage((lang: Lang) => {
  const m = eventBookingErrors[lang];
  const text = (message: string) => z.string({ error: message }).trim();
  // Single-line fields: line breaks and control characters become one space (finding 7).
  const line = (message: string) => z.string({ error: message }).overwrite(singleLine);
  return z.object({
    name: line(m.name).min(2, { error: m.name }).max(100, { error: m.nameMax }),
    phone: line(m.phone)
      .min(9, { error: m.phone })
      .max(20, { error: m.phone })
      .regex(/^[+\d][\d\s()-]*$/, { error: m.phone }),
    email: text(m.email)
      .max(255, { error: m.email })
      .pipe(z.email({ error: m.email })),
    date: text(m.date)
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: m.date })
      .refine(isCalendarDate, { error: m.date, abort: true })
      .refine((d) => d >= todayInWarsaw(), { error: m.datePast }),
    timeFrom: text(m.timeFrom).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: m.timeFrom }),
    timeTo: text(m.timeTo).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: m.timeTo }),
    description: text(m.description)
      .min(10, { error: m.description })
      .max(500, { error: m.descriptionMax }),
    /** The catalogue cruise asked about (its key; decision 351): the server checks it is published. */
    cruise: text(m.cruise)
      .max(80, { error: m.cruise })
      .regex(/^[a-z0-9_]+$/, { error: m.cruise })
      .optional(),
  });
});

export type EventBookingInput = z.infer<ReturnType<typeof eventBookingSchema>>;
