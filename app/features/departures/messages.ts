import { defineMessages } from "~/lib/i18n/messages";

/** Departures' words (the pages' list, the API's errors), in both languages. */
export const departuresMessages = defineMessages(
  {
    heading: "Najbliższe rejsy",
    today: "Dziś",
    tomorrow: "Jutro",
    /** Seats left, with Polish plural forms: 1 / 2–4 / 5+. */
    seats: { one: "1 wolne miejsce", few: "{n} wolne miejsca", many: "{n} wolnych miejsc" },
    /** A departure at or under the few-seats threshold ("few" state), same plural forms. */
    few: {
      one: "Zostało tylko 1 miejsce",
      few: "Zostały tylko {n} miejsca",
      many: "Zostało tylko {n} miejsc",
    },
    soldOut: "Brak miejsc",
    closed: "Rezerwacja zamknięta",
    cancelled: "Odwołany",
    /** A private cruise's departure: the whole boat is free or taken (no seat count). */
    free: "Wolny termin",
    taken: "Zajęty",
    book: "Zarezerwuj",
    /** A timetable departure's action, by the cruise's booking channel. */
    bookByPhone: "Zadzwoń i zarezerwuj",
    askForDate: "Zapytaj o termin",
    asOf: "Stan na {time}",
    seasonOpens: "Sezon rusza {date}.",
    wind: {
      where: { warszawa: "w Warszawie", zegrze: "na Zegrzu", gdansk: "w Gdańsku" },
      /** Another location (decision 400): its name, without a case the code cannot know. */
      whereOther: "w lokalizacji {name}",
      /** "Jutro 14:00–18:00 na Zegrzu porywy do 48 km/h, limit 35" */
      line: "{when} {from}–{until} {where} porywy do {gust} km/h, limit {limit}",
      heading: "Ostrzeżenie przed wiatrem",
      note: "Prognoza, nie odwołanie: odwołanie widzą odwiedzający dopiero po Twojej decyzji.",
      cancel: "Odwołaj rejsy {where} ({date})",
      cancelled: "Komunikat o odwołaniu jest na stronie.",
      undo: "Cofnij odwołanie",
      undone: "Komunikat o odwołaniu zdjęty ze strony.",
      dismiss: "Ukryj ostrzeżenie",
      failed: "Nie udało się zapisać komunikatu. Spróbuj ponownie.",
      notice: "Rejsy {where} {date} są odwołane z powodu silnego wiatru. Przepraszamy!",
      mailSubject: "Wiatr: {line}",
      mailText:
        "{line}.\n\nTo prognoza (porywy wiatru z Open-Meteo), nie decyzja. Jeśli odwołujesz rejsy, zrób to jednym przyciskiem w panelu: {url}",
    },
    provider: {
      heading: "System rezerwacji",
      keys: "Klucze API",
      set: "ustawione",
      notSet: "nieustawione (rozkład rejsów z ustawień)",
      lastSuccess: "Ostatnie pobranie",
      lastError: "Ostatni błąd",
      never: "jeszcze nie",
    },
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
    few: { one: "Only 1 seat left", few: "Only {n} seats left", many: "Only {n} seats left" },
    soldOut: "Sold out",
    closed: "Booking closed",
    cancelled: "Cancelled",
    free: "Available",
    taken: "Taken",
    book: "Book",
    bookByPhone: "Call to book",
    askForDate: "Ask for a date",
    asOf: "As of {time}",
    seasonOpens: "The season starts on {date}.",
    wind: {
      where: { warszawa: "in Warsaw", zegrze: "at Zegrze", gdansk: "in Gdańsk" },
      whereOther: "in {name}",
      line: "{when} {from}–{until} {where} gusts up to {gust} km/h, limit {limit}",
      heading: "Wind warning",
      note: "A forecast, not a cancellation: visitors see a cancellation only after you decide.",
      cancel: "Cancel cruises {where} ({date})",
      cancelled: "The cancellation notice is on the site.",
      undo: "Undo the cancellation",
      undone: "The cancellation notice has been taken off the site.",
      dismiss: "Hide the warning",
      failed: "The notice could not be saved. Try again.",
      notice: "Cruises {where} on {date} are cancelled due to strong wind. Sorry!",
      mailSubject: "Wind: {line}",
      mailText:
        "{line}.\n\nThis is a forecast (wind gusts from Open-Meteo), not a decision. To cancel, use the one button in the panel: {url}",
    },
    provider: {
      heading: "Booking system",
      keys: "API keys",
      set: "set",
      notSet: "not set (the cruises' timetables are used)",
      lastSuccess: "Last fetch",
      lastError: "Last error",
      never: "not yet",
    },
    api: {
      notFound: "There is no such cruise.",
      badFrom: "Give the date as YYYY-MM-DD.",
      badDays: "Give a number of days from 1 to 14.",
    },
  },
);
