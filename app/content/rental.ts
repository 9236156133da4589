import { RENTAL_PRODUCT } from "~/config/business";
import { defineMessages } from "~/lib/i18n/messages";
import { formatPrice } from "~/lib/prices/format";

/** Copy of the licence-free motorboat rental page (docs/product.md §2, §5, §9), run under the rental brand. */
export const rentalContent = defineMessages(
  {
    brandNote: "Łodzie wynajmuje",
    lead: "Wypożycz motorówkę bez patentu i poprowadź ją samodzielnie po Zalewie Zegrzyńskim. Łódź z silnikiem 13,5 KM zabierze do 6 osób, a na przystań dojedziesz z Warszawy w 50 minut.",
    bookCall: "Zadzwoń i zarezerwuj",
    bookWhatsapp: "Zarezerwuj przez WhatsApp",
    whatsappText:
      "Dzień dobry, chcę wynająć motorówkę bez patentu na Zegrzu. Termin: , liczba godzin: , liczba osób: .",
    factsLabel: "Najważniejsze informacje",
    facts: [
      { id: "engine", value: "13,5 KM", label: "silnik – bez patentu" },
      { id: "people", value: "do 6 osób", label: "na jednej łodzi" },
      { id: "distance", value: "50 minut", label: "z Warszawy" },
      { id: "included", value: "Paliwo i kamizelki", label: "w cenie" },
    ],
    pricesHeading: "Cennik",
    prices: [
      {
        id: "hour",
        amount: formatPrice(RENTAL_PRODUCT.hourly, "pl"),
        unit: "za godzinę",
        note: "Wynajem na 1, 2 lub 3 godziny, z możliwością przedłużenia na miejscu, jeśli łódź jest wolna.",
      },
      {
        id: "day",
        amount: formatPrice(RENTAL_PRODUCT.daily, "pl"),
        unit: "za dzień",
        note: "Cały dzień na wodzie – idealnie na rodzinny wypad lub spotkanie ze znajomymi.",
      },
    ],
    included:
      "W cenie: paliwo, kamizelki ratunkowe dla wszystkich i krótkie szkolenie przed wypłynięciem.",
    conditionsHeading: "Warunki wynajmu",
    conditions: [
      "Osoba wynajmująca musi mieć ukończone 18 lat.",
      "Zabierz dowód osobisty lub paszport.",
      "Przyjedź 15 minut przed startem – na szkolenie i formalności.",
      "Nie potrzebujesz patentu ani uprawnień – łódź z silnikiem 13,5 KM można prowadzić bez nich.",
      "Na łodzi płynie maksymalnie 6 osób.",
    ] as string[],
    howHeading: "Jak zarezerwować?",
    how: "Rezerwujemy telefonicznie lub przez WhatsApp. Podaj termin, liczbę godzin i liczbę osób – potwierdzimy dostępność łodzi i prześlemy dokładne miejsce startu.",
    companyHeading: "Dane firmy",
    website: "Strona marki",
    nip: "NIP",
    zegrzeLink: "Wolisz rejs z kapitanem? Zobacz rejsy RIB na Zegrzu",
  },
  {
    brandNote: "Boats are hired out by",
    lead: "Hire a motorboat without a licence and take the helm yourself on Zegrze Lake. The boat has a 13.5 hp engine, takes up to 6 people and the marina is just 50 minutes from Warsaw.",
    bookCall: "Call to book",
    bookWhatsapp: "Book on WhatsApp",
    whatsappText:
      "Hi, I'd like to hire the licence-free motorboat at Zegrze. Date: , hours: , people: .",
    factsLabel: "Key facts",
    facts: [
      { id: "engine", value: "13.5 hp", label: "engine – no licence needed" },
      { id: "people", value: "up to 6", label: "people per boat" },
      { id: "distance", value: "50 minutes", label: "from Warsaw" },
      { id: "included", value: "Fuel and life jackets", label: "included" },
    ],
    pricesHeading: "Prices",
    prices: [
      {
        id: "hour",
        amount: formatPrice(RENTAL_PRODUCT.hourly, "en"),
        unit: "per hour",
        note: "Hire for 1, 2 or 3 hours, and extend on the spot if the boat is free.",
      },
      {
        id: "day",
        amount: formatPrice(RENTAL_PRODUCT.daily, "en"),
        unit: "per day",
        note: "A whole day on the water – perfect for a family trip or a day out with friends.",
      },
    ],
    included: "Included: fuel, life jackets for everyone and a short briefing before you set off.",
    conditionsHeading: "Hire conditions",
    conditions: [
      "The person hiring the boat must be 18 or over.",
      "Bring your ID card or passport.",
      "Arrive 15 minutes before the start for the briefing and paperwork.",
      "No boating licence is required – a 13.5 hp boat can be driven without one.",
      "A maximum of 6 people on board.",
    ],
    howHeading: "How to book",
    how: "Book by phone or WhatsApp. Tell us the date, how many hours and how many people – we'll confirm the boat is free and send you the exact start point.",
    companyHeading: "Company details",
    website: "Brand website",
    nip: "Tax ID (NIP)",
    zegrzeLink: "Prefer a cruise with a captain? See our RIB cruises at Zegrze",
  },
);
