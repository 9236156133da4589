import type { OneWording } from "~/lib/copy/open-wording";
import { defineMessages } from "~/lib/i18n/messages";

export type EventKind = "bachelorette" | "bachelor" | "corporate";

export interface EventPageCopy {
  lead: string;
  /** The lead once Gdańsk is open, where the lead names it as coming soon (decision 302). */
  leadOpen?: string;
  capacity: string;
  highlightsHeading: string;
  /** With ids, each text has a key the panel edits (decision 240); `textOpen` as `leadOpen`. */
  highlights: Array<{ id?: string; title: string; text: string; textOpen?: string }>;
  stepsHeading: string;
  steps: string[];
  ctaHeading: string;
  ctaText: string;
  /** Event type as written in the inquiry e-mail. */
  mailType: string;
  mailSubject: string;
  whatsappText: string;
}

/**
 * Copy of the events hub and the three event pages (docs/product.md §2), both languages. A text
 * that says Gdańsk is coming soon has its open wording beside it (`text` / `textOpen`); the
 * loaders keep the one for Gdańsk's status (decision 302).
 */
export const eventsContent = defineMessages(
  {
    hub: {
      lead: "Wieczór panieński, kawalerski, integracja firmowa czy zaręczyny – na motorówce RIB każde wydarzenie nabiera prędkości. Płyniemy po Wiśle w samym sercu Warszawy i po Zalewie Zegrzyńskim.",
      typesHeading: "Jakie wydarzenia organizujemy?",
      types: [
        {
          id: "bachelorette",
          to: "/wieczor-panienski",
          title: "Wieczór panieński",
          text: "Adrenalina, śmiech i zdjęcia z panoramą Warszawy w tle.",
        },
        {
          id: "bachelor",
          to: "/wieczor-kawalerski",
          title: "Wieczór kawalerski",
          text: "Do 80 km/h po Wiśle – mocny start wieczoru dla całej ekipy.",
        },
        {
          id: "corporate",
          to: "/rejsy-firmowe",
          title: "Rejsy firmowe",
          text: "Rejsy dla klientów i zespołów, z fakturą VAT.",
        },
        {
          id: "team-building",
          to: "/rejsy-firmowe",
          title: "Team building",
          text: "Integracja na wodzie w Warszawie i na Zegrzu, na zapytanie w Giżycku; Gdańsk wkrótce.",
          textOpen:
            "Integracja na wodzie w Warszawie, na Zegrzu i w Gdańsku, na zapytanie w Giżycku.",
        },
        {
          id: "proposal",
          to: "/rejsy-wisla-warszawa",
          title: "Zaręczyny",
          text: "Prywatny rejs o zachodzie słońca i pytanie zadane na środku Wisły.",
        },
        {
          id: "private",
          to: "/rejsy-wisla-warszawa",
          title: "Grupy prywatne",
          text: "Urodziny, rodzinne okazje, spotkania przyjaciół – cała łódź tylko dla Ciebie i Twoich gości.",
        },
      ],
      more: "Dowiedz się więcej",
      whyHeading: "Dlaczego warto?",
      why: [
        "Doświadczeni kapitanowie z uprawnieniami i kamizelki dla każdego",
        "Łódź prywatna zabiera {privateUpToPeople}, nasza większa łódź {eventUpToPeople}; liczniejsze grupy płyną kilkoma łodziami",
        "Trasa i godzina dopasowane do Twojego planu",
        "Start w centrum Warszawy, przy kładce pieszo-rowerowej",
      ] as string[],
      cruisesLink: "Zobacz wszystkie rejsy po Wiśle",
      mailType: "inne wydarzenie",
      mailSubject: "Zapytanie o rejs na wydarzenie",
      whatsappText: "Dzień dobry, chcemy zorganizować wydarzenie na motorówce RIB.",
    },
    mail: {
      greeting: "Dzień dobry,",
      request: "proszę o ofertę rejsu motorówką RIB.",
      type: "Rodzaj wydarzenia",
      people: "Liczba osób",
      date: "Preferowana data",
      location: "Lokalizacja (Warszawa / Zegrze)",
      locationCorporate: "Lokalizacja (Warszawa / Zegrze / Giżycko / Gdańsk)",
      company: "Nazwa firmy",
      notes: "Dodatkowe informacje",
      signoff: "Pozdrawiam",
    },
    mailCta: "Napisz e-mail z zapytaniem",
    callCta: "Zadzwoń",
    pages: {
      bachelorette: {
        lead: "Zamiast kolejnego wieczoru w tym samym klubie – prywatny rejs motorówką RIB po Wiśle. Wiatr we włosach, piski na zakrętach i najlepsze zdjęcia z panoramą Warszawy. Przyszła panna młoda na pewno tego nie zapomni.",
        capacity: "Łódź prywatna zabiera {privateUpToPeople}, nasza większa łódź {eventUpToPeople}",
        highlightsHeading: "Co czeka Twoją ekipę na pokładzie?",
        highlights: [
          {
            title: "Cała łódź dla Twojej ekipy",
            text: "Prywatny rejs tylko dla Twoich gości, bez przypadkowych pasażerów.",
          },
          {
            title: "Adrenalina i widoki",
            text: "Szybkie odcinki do 80 km/h i spokojniejsze chwile przy Starym Mieście i mostach.",
          },
          {
            title: "Zdjęcia jak z sesji",
            text: "Kapitan zatrzyma łódź w najlepszych miejscach do wspólnych zdjęć.",
          },
          {
            title: "Dowolny termin",
            text: "Popołudnie, zachód słońca czy start wieczoru – dopasujemy godzinę do planu.",
          },
        ],
        stepsHeading: "Jak zarezerwować?",
        steps: [
          "Napisz e-mail lub zadzwoń: podaj liczbę osób, datę i lokalizację.",
          "Przygotujemy propozycję trasy i ceny oraz potwierdzimy termin.",
          "Przyjdź z ekipą 15 minut przed startem – resztą zajmiemy się my.",
        ] as string[],
        ctaHeading: "Zaplanujmy wieczór panieński",
        ctaText:
          "Kliknij, a otworzy się e-mail z gotowym szablonem zapytania. Uzupełnij liczbę osób, datę i lokalizację.",
        mailType: "wieczór panieński",
        mailSubject: "Wieczór panieński – zapytanie o rejs RIB",
        whatsappText: "Dzień dobry, chcemy zorganizować wieczór panieński na motorówce RIB.",
      },
      bachelor: {
        lead: "Wieczór kawalerski, który zaczyna się od pełnej prędkości: prywatny rejs motorówką RIB po Wiśle, ostre zakręty i miasto z perspektywy, której nie zna większość warszawiaków.",
        capacity: "Łódź prywatna zabiera {privateUpToPeople}, nasza większa łódź {eventUpToPeople}",
        highlightsHeading: "Dlaczego RIB na kawalerski?",
        highlights: [
          {
            title: "Do 80 km/h",
            text: "Prawdziwa dawka adrenaliny na otwartych odcinkach rzeki.",
          },
          {
            title: "Tylko Twoja ekipa",
            text: "Cała łódź na wyłączność, trasa ustalona z kapitanem.",
          },
          {
            title: "Mocny start wieczoru",
            text: "Rejs przed kolacją lub imprezą – start w centrum Warszawy.",
          },
          {
            title: "Bezpiecznie",
            text: "Doświadczony kapitan, kamizelki i instruktaż przed wypłynięciem.",
          },
        ],
        stepsHeading: "Jak zarezerwować?",
        steps: [
          "Napisz e-mail lub zadzwoń: podaj liczbę osób, datę i lokalizację.",
          "Przygotujemy propozycję trasy i ceny oraz potwierdzimy termin.",
          "Przyjdź z ekipą 15 minut przed startem – wszyscy trzeźwi, alkohol po rejsie.",
        ] as string[],
        ctaHeading: "Zaplanujmy wieczór kawalerski",
        ctaText:
          "Kliknij, a otworzy się e-mail z gotowym szablonem zapytania. Uzupełnij liczbę osób, datę i lokalizację.",
        mailType: "wieczór kawalerski",
        mailSubject: "Wieczór kawalerski – zapytanie o rejs RIB",
        whatsappText: "Dzień dobry, chcemy zorganizować wieczór kawalerski na motorówce RIB.",
      },
      corporate: {
        lead: "Rejsy firmowe, team building i spotkania z klientami na motorówkach RIB. Organizujemy wydarzenia w Warszawie i na Zegrzu, na zapytanie także w Giżycku, a wkrótce w Gdańsku – od krótkiego rejsu w przerwie konferencji po całodniową integrację.",
        leadOpen:
          "Rejsy firmowe, team building i spotkania z klientami na motorówkach RIB. Organizujemy wydarzenia w Warszawie, na Zegrzu i w Gdańsku, a na zapytanie także w Giżycku – od krótkiego rejsu w przerwie konferencji po całodniową integrację.",
        capacity:
          "Łódź prywatna zabiera {privateUpToPeople}, nasza większa łódź {eventUpToPeople}; liczniejsze zespoły płyną kilkoma łodziami",
        highlightsHeading: "Co oferujemy firmom?",
        highlights: [
          {
            id: "locations",
            title: "Lokalizacje",
            text: "Warszawa i Zegrze, na zapytanie Giżycko, a wkrótce także Gdańsk – wybierz miejsce najbliżej biura lub konferencji.",
            textOpen:
              "Warszawa, Zegrze i Gdańsk, a na zapytanie także Giżycko – wybierz miejsce najbliżej biura lub konferencji.",
          },
          {
            id: "invoice",
            title: "Faktura VAT",
            text: "Wystawiamy fakturę VAT na firmę; ceny zawierają podatek.",
          },
          {
            id: "programme",
            title: "Program na miarę",
            text: "Rejsy rotacyjne dla dużych grup, wyścigi łodzi, rejs dla klientów VIP.",
          },
          {
            id: "contact",
            title: "Jeden kontakt",
            text: "Ustalamy harmonogram, trasę i logistykę z jedną osobą z Twojej firmy.",
          },
        ],
        stepsHeading: "Jak wygląda współpraca?",
        steps: [
          "Wyślij zapytanie: firma, liczba osób, data i lokalizacja.",
          "Przygotujemy ofertę z harmonogramem i ceną w ciągu 1–2 dni roboczych.",
          "Po akceptacji oferty potwierdzamy termin i wystawiamy fakturę VAT.",
        ] as string[],
        ctaHeading: "Zapytaj o ofertę dla firmy",
        ctaText:
          "Kliknij, a otworzy się e-mail z gotowym szablonem. Uzupełnij nazwę firmy, liczbę osób, datę i lokalizację.",
        mailType: "rejs firmowy / team building",
        mailSubject: "Rejs firmowy – zapytanie o ofertę",
        whatsappText: "Dzień dobry, chcielibyśmy zapytać o rejs firmowy na motorówkach RIB.",
      },
    } satisfies Record<EventKind, EventPageCopy>,
  },
  {
    hub: {
      lead: "A hen or stag party, a team outing or a proposal – on a RIB speedboat every event picks up speed. We cruise the Vistula right in the heart of Warsaw and on Zegrze Lake.",
      typesHeading: "What events do we host?",
      types: [
        {
          id: "bachelorette",
          to: "/wieczor-panienski",
          title: "Hen party",
          text: "Adrenaline, laughter and photos with the Warsaw skyline behind you.",
        },
        {
          id: "bachelor",
          to: "/wieczor-kawalerski",
          title: "Stag party",
          text: "Up to 80 km/h on the Vistula – a flying start to the night for the whole crew.",
        },
        {
          id: "corporate",
          to: "/rejsy-firmowe",
          title: "Corporate cruises",
          text: "Cruises for clients and teams, with a VAT invoice.",
        },
        {
          id: "team-building",
          to: "/rejsy-firmowe",
          title: "Team building",
          text: "Team outings on the water in Warsaw and Zegrze, in Giżycko on request; Gdańsk coming soon.",
          textOpen:
            "Team outings on the water in Warsaw, Zegrze and Gdańsk, and in Giżycko on request.",
        },
        {
          id: "proposal",
          to: "/rejsy-wisla-warszawa",
          title: "Proposals",
          text: "A private sunset cruise and the big question in the middle of the Vistula.",
        },
        {
          id: "private",
          to: "/rejsy-wisla-warszawa",
          title: "Private groups",
          text: "Birthdays, family occasions, a day out with friends – the whole boat just for you.",
        },
      ],
      more: "Learn more",
      whyHeading: "Why choose us?",
      why: [
        "Experienced, licensed captains and a life jacket for everyone",
        "A private boat takes {privateUpToPeople}, our larger boat {eventUpToPeople}; bigger groups sail in several boats",
        "A route and time that fit your plans",
        "Start in central Warsaw, by the pedestrian and cycle footbridge",
      ],
      cruisesLink: "See all Vistula cruises",
      mailType: "other event",
      mailSubject: "Event cruise enquiry",
      whatsappText: "Hi, we'd like to organise an event on a RIB speedboat.",
    },
    mail: {
      greeting: "Hello,",
      request: "I'd like a quote for a RIB speedboat cruise.",
      type: "Event type",
      people: "Number of people",
      date: "Preferred date",
      location: "Location (Warsaw / Zegrze)",
      locationCorporate: "Location (Warsaw / Zegrze / Giżycko / Gdańsk)",
      company: "Company name",
      notes: "Anything else we should know",
      signoff: "Best regards",
    },
    mailCta: "E-mail us your enquiry",
    callCta: "Call us",
    pages: {
      bachelorette: {
        lead: "Skip another night in the same club – take the girls on a private RIB speedboat cruise on the Vistula. Wind in your hair, screams on the turns and the best photos with the Warsaw skyline. The bride-to-be won't forget it.",
        capacity: "A private boat takes {privateUpToPeople}, our larger boat {eventUpToPeople}",
        highlightsHeading: "What's waiting on board?",
        highlights: [
          {
            title: "The whole boat for you",
            text: "A private cruise for your group only, no strangers on board.",
          },
          {
            title: "Thrills and views",
            text: "Fast stretches at up to 80 km/h and calmer moments by the Old Town and the bridges.",
          },
          {
            title: "Photo-shoot moments",
            text: "The captain stops at the best spots for group photos.",
          },
          {
            title: "Any time that suits you",
            text: "Afternoon, sunset or the start of the night – we'll fit the time to your plan.",
          },
        ],
        stepsHeading: "How to book",
        steps: [
          "E-mail or call us with the number of people, the date and the location.",
          "We'll suggest a route and a price and confirm the date.",
          "Arrive 15 minutes before the start – we'll take care of the rest.",
        ],
        ctaHeading: "Let's plan your hen party",
        ctaText:
          "Click to open an e-mail with a ready-made enquiry. Just fill in the number of people, the date and the location.",
        mailType: "hen party",
        mailSubject: "Hen party – RIB cruise enquiry",
        whatsappText: "Hi, we'd like to plan a hen party on a RIB speedboat.",
      },
      bachelor: {
        lead: "A stag party that starts at full throttle: a private RIB speedboat cruise on the Vistula, sharp turns and a view of the city most locals have never seen.",
        capacity: "A private boat takes {privateUpToPeople}, our larger boat {eventUpToPeople}",
        highlightsHeading: "Why a RIB for your stag party?",
        highlights: [
          {
            title: "Up to 80 km/h",
            text: "A real adrenaline rush on the open stretches of the river.",
          },
          {
            title: "Just your crew",
            text: "The whole boat to yourselves, with the route agreed with the captain.",
          },
          {
            title: "A strong start to the night",
            text: "Cruise before dinner or the party – starting in central Warsaw.",
          },
          {
            title: "Safe",
            text: "An experienced captain, life jackets and a briefing before we set off.",
          },
        ],
        stepsHeading: "How to book",
        steps: [
          "E-mail or call us with the number of people, the date and the location.",
          "We'll suggest a route and a price and confirm the date.",
          "Arrive 15 minutes before the start, sober – drinks come after the cruise.",
        ],
        ctaHeading: "Let's plan your stag party",
        ctaText:
          "Click to open an e-mail with a ready-made enquiry. Just fill in the number of people, the date and the location.",
        mailType: "stag party",
        mailSubject: "Stag party – RIB cruise enquiry",
        whatsappText: "Hi, we'd like to plan a stag party on a RIB speedboat.",
      },
      corporate: {
        lead: "Corporate cruises, team building and client outings on RIB speedboats. We run events in Warsaw and Zegrze, in Giżycko on request, and soon in Gdańsk – from a short ride during a conference break to a full day of team activities.",
        leadOpen:
          "Corporate cruises, team building and client outings on RIB speedboats. We run events in Warsaw, Zegrze and Gdańsk, and in Giżycko on request – from a short ride during a conference break to a full day of team activities.",
        capacity:
          "A private boat takes {privateUpToPeople}, our larger boat {eventUpToPeople}; bigger teams sail in several boats",
        highlightsHeading: "What we offer companies",
        highlights: [
          {
            id: "locations",
            title: "Locations",
            text: "Warsaw and Zegrze, Giżycko on request, and Gdańsk coming soon – pick the one nearest your office or conference.",
            textOpen:
              "Warsaw, Zegrze and Gdańsk, and Giżycko on request – pick the one nearest your office or conference.",
          },
          {
            id: "invoice",
            title: "VAT invoice",
            text: "We issue a VAT invoice to your company; prices include VAT.",
          },
          {
            id: "programme",
            title: "A tailored programme",
            text: "Rotating rides for large groups, boat races, a VIP cruise for your clients.",
          },
          {
            id: "contact",
            title: "One point of contact",
            text: "We agree the schedule, route and logistics with one person on your side.",
          },
        ],
        stepsHeading: "How it works",
        steps: [
          "Send an enquiry: company, number of people, date and location.",
          "We'll send an offer with a schedule and price within 1–2 working days.",
          "Once you accept, we confirm the date and issue a VAT invoice.",
        ],
        ctaHeading: "Ask for a company offer",
        ctaText:
          "Click to open an e-mail with a ready-made enquiry. Fill in your company name, the number of people, the date and the location.",
        mailType: "corporate cruise / team building",
        mailSubject: "Corporate cruise – request for an offer",
        whatsappText: "Hi, we'd like to ask about a corporate cruise on RIB speedboats.",
      },
    },
  },
);

/** One language of the catalogue as the pages get it: the Gdańsk texts in one wording (decision 302). */
export type EventsCatalogue = OneWording<(typeof eventsContent)["pl"]>;
export type EventPageTranslation = EventsCatalogue["pages"]["bachelorette"];
export type EventsHubCopy = EventsCatalogue["hub"];
