import { emailTexts, fillText, type EmailTexts } from "~/content/emails";
import { singleLine } from "~/lib/single-line";
import { currentSiteSettings } from "~/lib/site-data/current";
import type { Lang } from "~/lib/i18n/lang";
import {
  button,
  detailsTable,
  detailsText,
  formatEventDate,
  layout,
  p,
  textLayout,
  type RenderedEmail,
} from "~/lib/mail/layout";

export interface BookingForEmail {
  id: number;
  name: string;
  phone: string;
  email: string;
  date: string;
  timeFrom: string;
  timeTo: string;
  description: string;
  language: Lang;
  /** The catalogue cruise asked about (decision 351); null or absent for an event enquiry. */
  cruise?: {
    name_pl: string;
    name_en: string;
    location_pl: string;
    location_en: string;
  } | null;
}

/**
 * "Rejs o świcie (Warszawa)" in a language; a name that already starts with its place
 * ("Zegrze 30 min – Adrenalina") is not followed by it again.
 */
function cruiseLine(b: BookingForEmail, lang: Lang): string | null {
  if (!b.cruise) return null;
  const name = b.cruise[`name_${lang}`];
  const place = b.cruise[`location_${lang}`];
  return name.toLocaleLowerCase(lang).startsWith(place.toLocaleLowerCase(lang))
    ? name
    : `${name} (${place})`;
}

const LABELS = {
  pl: {
    id: "Numer zgłoszenia",
    cruise: "Rejs",
    name: "Imię i nazwisko",
    phone: "Telefon",
    email: "E-mail",
    date: "Data wydarzenia",
    time: "Godziny",
    description: "Opis",
    language: "Język",
    languages: { pl: "polski", en: "angielski" },
  },
  en: {
    id: "Request number",
    cruise: "Cruise",
    name: "Full name",
    phone: "Phone",
    email: "E-mail",
    date: "Event date",
    time: "Time",
    description: "Description",
    language: "Language",
    languages: { pl: "Polish", en: "English" },
  },
} as const;

function rows(b: BookingForEmail, lang: Lang, withLanguage: boolean): Array<[string, string]> {
  const l = LABELS[lang];
  b = oneLine(b);
  const cruise = cruiseLine(b, lang);
  const out: Array<[string, string]> = [
    [l.id, `#${b.id}`],
    ...(cruise ? [[l.cruise, cruise] as [string, string]] : []),
    [l.name, b.name],
    [l.phone, b.phone],
    [l.email, b.email],
    [l.date, `${formatEventDate(b.date, lang)} (${b.date})`],
    [l.time, `${b.timeFrom}–${b.timeTo}`],
    [l.description, b.description],
  ];
  if (withLanguage) out.push([l.language, l.languages[b.language]]);
  return out;
}

/** The single-line fields on one line, also for rows stored before the schema said so (finding 7). */
function oneLine(b: BookingForEmail): BookingForEmail {
  return { ...b, name: singleLine(b.name), phone: singleLine(b.phone), email: singleLine(b.email) };
}

/** Where the panel opens this enquiry (after sign-in when needed; decision 263). */
export function enquiryPanelUrl(siteUrl: string, id: number): string {
  return `${siteUrl.replace(/\/+$/, "")}/admin?tab=enquiries&enquiry=${id}`;
}

/**
 * To the operator (in Polish): every field of the request and a link that opens it in the
 * panel; Reply-To is the visitor.
 */
export function renderBookingNotification(b: BookingForEmail, siteUrl: string): RenderedEmail {
  b = oneLine(b);
  const cruise = cruiseLine(b, "pl");
  const heading = cruise
    ? `Nowe zapytanie o rejs #${b.id}: ${cruise}`
    : `Nowe zgłoszenie eventu #${b.id}`;
  const intro = `${b.name} ${cruise ? `pyta o termin rejsu ${cruise}` : "prosi o rejs na wydarzenie"}. Termin: ${formatEventDate(b.date, "pl")}, ${b.timeFrom}–${b.timeTo}. Odpowiedz na tę wiadomość, aby napisać bezpośrednio do klienta.`;
  const link = enquiryPanelUrl(siteUrl, b.id);
  const open = "Otwórz zapytanie w panelu";
  const r = rows(b, "pl", true);
  return {
    subject: cruise
      ? `Zapytanie o rejs #${b.id}: ${b.cruise!.name_pl}, ${b.name}, ${b.date}`
      : `Zgłoszenie eventu #${b.id}: ${b.name}, ${b.date}`,
    html: layout({
      lang: "pl",
      preheader: intro,
      heading,
      body: `${p(intro)}${button(link, open)}${detailsTable(r)}`,
    }),
    text: textLayout({
      lang: "pl",
      heading,
      body: `${intro}\n\n${open}: ${link}\n\n${detailsText(r)}`,
    }),
  };
}

const CONFIRM_LABELS = {
  pl: { cruise: "Rejs", when: "Termin z zapytania" },
  en: { cruise: "Cruise", when: "Date in your enquiry" },
} as const;

/**
 * To the visitor, in their language. It goes to whatever address was typed into the form, from
 * the operator's domain, so it repeats nothing typed as free text (no name, no description):
 * a neutral greeting, the date and times, and our contact details (docs/security.md).
 */
export function renderBookingConfirmation(
  b: BookingForEmail,
  texts?: EmailTexts["enquiry"],
): RenderedEmail {
  const c = { ...(texts ?? emailTexts[b.language].enquiry), ...CONFIRM_LABELS[b.language] };
  // The saved settings as they are now, not as they were when this module loaded.
  const s = currentSiteSettings();
  const contact = fillText(c.contact, { phone: s.phone, whatsapp: s.whatsapp, email: s.email });
  const cruise = cruiseLine(b, b.language);
  const intro = cruise ? fillText(c.cruiseIntro, { cruise }) : c.intro;
  const r: Array<[string, string]> = [
    ...(cruise ? [[c.cruise, cruise] as [string, string]] : []),
    [c.when, `${formatEventDate(b.date, b.language)}, ${b.timeFrom}–${b.timeTo}`],
  ];
  return {
    subject: fillText(c.subject, { id: b.id }),
    html: layout({
      lang: b.language,
      preheader: intro,
      heading: c.heading,
      body: `${p(intro)}${p(c.notBooking, "font-weight:bold")}${detailsTable(r)}${p(contact)}${p(c.unknown, "color:#475569;font-size:13px")}`,
    }),
    text: textLayout({
      lang: b.language,
      heading: c.heading,
      body: `${intro}\n${c.notBooking}\n\n${detailsText(r)}\n\n${contact}\n${c.unknown}`,
    }),
  };
}
