import { defineMessages } from "~/lib/i18n/messages";

/** Departures' words (the pages' list, the API's errors), in both languages. */
export const departuresMessages = defineMessages(
  {
    heading: "Najbliższe rejsy",
    today: "Dziś",
    tomorrow: "Jutro",
    /** Seats left, with Polish plural forms: 1 / 2–4 / 5+. */
    seats: { one: "1 wolne miejsce", few: "{n} wolne miejsca", many: "{n} wolnych miejsc" },
    few: "Ostatnie miejsca",
    soldOut: "Brak miejsc",
    closed: "Rezerwacja zamknięta",
    book: "Zarezerwuj",
    asOf: "Stan na {time}",
    seasonOpens: "Sezon rusza {date}.",
    api: {
      notFound: "Nie ma takiego rejsu.",
      badFrom: "Podaj datę w formacie RRRR-MM-DD.",
      badDays: "Podaj liczbę dni od 1 do 14.",
    },
  },
  {
    heading: "Next departures",
    today: "Today",
    tomorrow: "Tomorrow",
    seats: { one: "1 seat left", few: "{n} seats left", many: "{n} seats left" },
    few: "Few seats left",
    soldOut: "Sold out",
    closed: "Booking closed",
    book: "Book",
    asOf: "As of {time}",
    seasonOpens: "The season starts on {date}.",
    api: {
      notFound: "There is no such cruise.",
      badFrom: "Give the date as YYYY-MM-DD.",
      badDays: "Give a number of days from 1 to 14.",
    },
  },
);
