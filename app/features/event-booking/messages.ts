import { withFullStop } from "~/lib/i18n/full-stop";
import { RETENTION } from "~/config/business";
import { COMPANY } from "~/config/site";
import { defineMessages } from "~/lib/i18n/messages";

/** Texts of the event-booking dialog (loaded with the dialog, not on first paint). */
export const eventBookingMessages = defineMessages(
  {
    title: "Zapytaj o łódź na wydarzenie",
    /** The dialog of a cruise booked by enquiry (decision 351). */
    cruise: {
      title: "Zapytaj o termin – {name}",
      description: "Podaj dzień i godziny, które Ci pasują – odpiszemy z wolnymi terminami i ceną.",
      date: "Data rejsu",
      descriptionLabel: "Kilka słów o rejsie",
      descriptionPlaceholder: "Np. 4 osoby, wolelibyśmy popołudnie.",
    },
    description:
      "Wieczór panieński, kawalerski, impreza firmowa albo oświadczyny? Opisz swoje wydarzenie, a przygotujemy propozycję i skontaktujemy się z Tobą.",
    name: "Imię i nazwisko",
    phone: "Telefon",
    email: "E-mail",
    date: "Data wydarzenia",
    timeFrom: "Od godziny",
    timeTo: "Do godziny",
    descriptionLabel: "Krótki opis wydarzenia",
    descriptionPlaceholder: "Np. wieczór panieński, 6 osób, chcemy popłynąć o zachodzie słońca.",
    requiredNote: "Pola oznaczone * są wymagane.",
    privacyNotice: `Administratorem danych jest ${withFullStop(COMPANY.name)} Przetwarzamy je, aby odpowiedzieć na zapytanie i przygotować ofertę (art. 6 ust. 1 lit. b RODO), i przechowujemy ${RETENTION.eventEnquiryMonths} miesiące. Prosimy nie podawać informacji o zdrowiu. Szczegóły i Twoje prawa:`,
    privacyLink: "Polityka prywatności",
    termsNotice: "Zasady korzystania ze strony i rezerwacji:",
    termsLink: "Regulamin",
    submit: "Wyślij zapytanie",
    pending: "Wysyłanie...",
    close: "Zamknij",
    success: "Zgłoszenie wysłane! Skontaktujemy się wkrótce.",
    error: "Wystąpił błąd. Spróbuj ponownie.",
  },
  {
    title: "Ask about a boat for your event",
    cruise: {
      title: "Ask for a date – {name}",
      description:
        "Tell us the day and times that suit you – we'll reply with available dates and the price.",
      date: "Cruise date",
      descriptionLabel: "A few words about the cruise",
      descriptionPlaceholder: "E.g. 4 people, we'd prefer the afternoon.",
    },
    description:
      "A hen or stag party, a company outing or a proposal? Tell us about your event and we'll prepare an offer and get in touch.",
    name: "Full name",
    phone: "Phone",
    email: "E-mail",
    date: "Event date",
    timeFrom: "From",
    timeTo: "To",
    descriptionLabel: "Short description of the event",
    descriptionPlaceholder: "E.g. a hen party for 6 people, we'd like to cruise at sunset.",
    requiredNote: "Fields marked * are required.",
    privacyNotice: `Your data is controlled by ${withFullStop(COMPANY.name)} We use it to answer your enquiry and prepare an offer (Article 6(1)(b) GDPR) and keep it for ${RETENTION.eventEnquiryMonths} months. Please do not include health information. Details and your rights:`,
    privacyLink: "Privacy policy",
    termsNotice: "The rules for using the site and booking:",
    termsLink: "Terms of service",
    submit: "Send enquiry",
    pending: "Sending...",
    close: "Close",
    success: "Request sent! We'll contact you soon.",
    error: "An error occurred. Please try again.",
  },
);
