/**
 * The home page's event enquiry dialog as the specs use it: its words in both languages, and
 * the steps that open it and fill it in.
 */
import { expect, type Locator, type Page } from "@playwright/test";
import { FUTURE_DATE } from "../support/dates";
import type { Lang } from "./fixtures";

export const EVENT_BOOKING = {
  pl: {
    open: "Zarezerwuj event",
    title: "Zapytaj o łódź na wydarzenie",
    submit: "Wyślij zapytanie",
    pending: "Wysyłanie...",
    labels: {
      name: "Imię i nazwisko",
      phone: "Telefon",
      email: "E-mail",
      date: "Data wydarzenia",
      from: "Od godziny",
      to: "Do godziny",
      description: "Krótki opis wydarzenia",
    },
    errors: [
      "Imię i nazwisko musi mieć co najmniej 2 znaki",
      "Podaj prawidłowy numer telefonu",
      "Podaj prawidłowy adres e-mail",
      "Wybierz datę wydarzenia",
      "Podaj godzinę rozpoczęcia",
      "Podaj godzinę zakończenia",
      "Opis musi mieć co najmniej 10 znaków",
    ],
    success: "Zgłoszenie wysłane! Skontaktujemy się wkrótce.",
    error: "Wystąpił błąd. Spróbuj ponownie.",
  },
  en: {
    open: "Book an event",
    title: "Ask about a boat for your event",
    submit: "Send enquiry",
    pending: "Sending...",
    labels: {
      name: "Full name",
      phone: "Phone",
      email: "E-mail",
      date: "Event date",
      from: "From",
      to: "To",
      description: "Short description of the event",
    },
    errors: [
      "Name must be at least 2 characters",
      "Please provide a valid phone number",
      "Please provide a valid email address",
      "Select event date",
      "Provide start time",
      "Provide end time",
      "Description must be at least 10 characters",
    ],
    success: "Request sent! We'll contact you soon.",
    error: "An error occurred. Please try again.",
  },
} as const;

/** Matches a field by the start of its label (the label also holds a visual "*" marker). */
export const labelStart = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);

/** Opens the enquiry dialog from the current page's first button in `lang`; the dialog. */
export async function openEventBooking(page: Page, lang: Lang): Promise<Locator> {
  const words = EVENT_BOOKING[lang];
  await page.getByRole("button", { name: words.open }).first().click();
  return page.getByRole("dialog", { name: words.title });
}

/**
 * Fills every field of the open dialog: `person`'s name, e-mail, description and phone (a
 * Polish mobile unless given), on FUTURE_DATE from 18:00 to 20:00.
 */
export async function fillEventBooking(
  dialog: Locator,
  lang: Lang,
  person: { name: string; email: string; description: string; phone?: string },
) {
  const labels = EVENT_BOOKING[lang].labels;
  await dialog.getByLabel(labelStart(labels.name)).fill(person.name);
  await dialog.getByLabel(labelStart(labels.phone)).fill(person.phone ?? "+48 600 700 800");
  await dialog.getByLabel(labelStart(labels.email)).fill(person.email);
  await dialog.getByLabel(labelStart(labels.date)).fill(FUTURE_DATE);
  await dialog.getByLabel(labelStart(labels.from)).fill("18:00");
  await dialog.getByLabel(labelStart(labels.to)).fill("20:00");
  await dialog.getByLabel(labelStart(labels.description)).fill(person.description);
}

/** The home page in the page's language with the enquiry dialog open (and visible); the dialog. */
export async function eventBookingOnHome(page: Page, lang: Lang): Promise<Locator> {
  await page.goto("/");
  const dialog = await openEventBooking(page, lang);
  await expect(dialog).toBeVisible();
  return dialog;
}
