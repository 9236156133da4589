import { SITE } from "~/config/site";
import type { Lang } from "~/lib/i18n/lang";
import { detailsTable, detailsText, formatEventDate, layout, p, textLayout, type RenderedEmail } from "~/lib/mail/layout";

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
}

const LABELS = {
  pl: {
    id: "Numer zgłoszenia",
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
    name: "Full name",
    phone: "Phone",
    email: "Email",
    date: "Event date",
    time: "Time",
    description: "Description",
    language: "Language",
    languages: { pl: "Polish", en: "English" },
  },
} as const;

function rows(b: BookingForEmail, lang: Lang, withLanguage: boolean): Array<[string, string]> {
  const l = LABELS[lang];
  const out: Array<[string, string]> = [
    [l.id, `#${b.id}`],
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

/** To the operator (in Polish): every field of the request; Reply-To is the visitor. */
export function renderBookingNotification(b: BookingForEmail): RenderedEmail {
  const heading = `Nowe zgłoszenie eventu #${b.id}`;
  const intro = `${b.name} prosi o rejs na wydarzenie. Termin: ${formatEventDate(b.date, "pl")}, ${b.timeFrom}–${b.timeTo}. Odpowiedz na tę wiadomość, aby napisać bezpośrednio do klienta.`;
  const r = rows(b, "pl", true);
  return {
    subject: `Zgłoszenie eventu #${b.id}: ${b.name}, ${b.date}`,
    html: layout({ lang: "pl", preheader: intro, heading, body: `${p(intro)}${detailsTable(r)}` }),
    text: textLayout({ lang: "pl", heading, body: `${intro}\n\n${detailsText(r)}` }),
  };
}

const CONFIRM = {
  pl: {
    subject: (id: number) => `Otrzymaliśmy Twoje zgłoszenie (#${id})`,
    heading: (name: string) => `Dziękujemy, ${name}!`,
    intro: "Otrzymaliśmy Twoje zgłoszenie rejsu na wydarzenie. Przygotujemy propozycję i skontaktujemy się z Tobą wkrótce.",
    summary: "Podsumowanie zgłoszenia:",
    questions: `Masz pytania? Zadzwoń pod ${SITE.phone} lub odpowiedz na tę wiadomość.`,
  },
  en: {
    subject: (id: number) => `We've received your request (#${id})`,
    heading: (name: string) => `Thank you, ${name}!`,
    intro: "We've received your event cruise request. We'll prepare an offer and get back to you soon.",
    summary: "Your request:",
    questions: `Any questions? Call us on ${SITE.phone} or reply to this email.`,
  },
} as const;

/** To the visitor, in their language: a copy of what they sent. */
export function renderBookingConfirmation(b: BookingForEmail): RenderedEmail {
  const c = CONFIRM[b.language];
  const r = rows(b, b.language, false);
  const heading = c.heading(b.name);
  return {
    subject: c.subject(b.id),
    html: layout({
      lang: b.language,
      preheader: c.intro,
      heading,
      body: `${p(c.intro)}${p(c.summary, "font-weight:bold;margin-bottom:8px")}${detailsTable(r)}${p(c.questions)}`,
    }),
    text: textLayout({ lang: b.language, heading, body: `${c.intro}\n\n${c.summary}\n${detailsText(r)}\n\n${c.questions}` }),
  };
}
