import { defineMessages } from "~/lib/i18n/messages";

export const contactMessages = defineMessages(
  {
    intro:
      "Zadzwoń, napisz na WhatsApp albo wyślij e-mail – odpowiadamy codziennie w sezonie, zwykle w ciągu kilku godzin.",
    channelsHeading: "Dane kontaktowe",
    phone: "Telefon",
    email: "E-mail",
    whatsapp: "WhatsApp",
    whatsappText: "Dzień dobry, mam pytanie o rejs motorówką RIB.",
    whatsappCta: "Napisz na WhatsApp",
    callCta: "Zadzwoń",
    emailCta: "Wyślij e-mail",
    emailSubject: "Pytanie o rejs RIB",
    emailBody: "Dzień dobry,\n\nmam pytanie dotyczące rejsu:\n\n\nPozdrawiam,\n",
    companyHeading: "Dane firmy",
    nip: "NIP",
    regon: "REGON",
    krs: "KRS",
    startHeading: "Miejsca startu",
    startNote: "Dokładne miejsce startu i wskazówki dojazdu wysyłamy w potwierdzeniu rezerwacji.",
    map: "Pokaż na mapie",
    points: {
      warszawa: {
        name: "Warszawa",
        place: "Przy kładce pieszo-rowerowej na Wiśle",
        page: "Rejsy w Warszawie",
      },
      zegrze: {
        name: "Zegrze",
        place: "Port żeglarski nad Zalewem Zegrzyńskim",
        page: "Rejsy na Zegrzu",
      },
      gdansk: { name: "Gdańsk", place: "Wyspa Spichrzów", page: "Rejsy w Gdańsku" },
    },
    faqHeading: "Najczęstsze pytania",
    blockHeading: "Masz pytania? Jesteśmy pod telefonem",
    blockText:
      "Pomożemy dobrać rejs, termin i liczbę łodzi. Odpowiedzi na najczęstsze pytania znajdziesz poniżej.",
    allFaq: "Wszystkie pytania i odpowiedzi",
  },
  {
    intro:
      "Call us, message us on WhatsApp or send an e-mail – in season we reply every day, usually within a few hours.",
    channelsHeading: "Contact details",
    phone: "Phone",
    email: "E-mail",
    whatsapp: "WhatsApp",
    whatsappText: "Hi, I have a question about a RIB cruise.",
    whatsappCta: "Message us on WhatsApp",
    callCta: "Call us",
    emailCta: "Send an e-mail",
    emailSubject: "Question about a RIB cruise",
    emailBody: "Hello,\n\nI have a question about a cruise:\n\n\nBest regards,\n",
    companyHeading: "Company details",
    nip: "Tax ID (NIP)",
    regon: "REGON",
    krs: "KRS",
    startHeading: "Start points",
    startNote: "We send the exact start point and directions in your booking confirmation.",
    map: "Show on map",
    points: {
      warszawa: {
        name: "Warsaw",
        place: "By the pedestrian and cycle footbridge on the Vistula",
        page: "Warsaw cruises",
      },
      zegrze: { name: "Zegrze", place: "The sailing port on Zegrze Lake", page: "Zegrze cruises" },
      gdansk: { name: "Gdańsk", place: "Granary Island", page: "Gdańsk cruises" },
    },
    faqHeading: "Frequently asked questions",
    blockHeading: "Questions? Give us a call",
    blockText:
      "We'll help you choose the cruise, the date and the number of boats. Answers to the most common questions are below.",
    allFaq: "All questions and answers",
  },
);
