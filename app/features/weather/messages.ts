import { defineMessages } from "~/lib/i18n/messages";

export const weatherMessages = defineMessages(
  {
    title: (place: string) => `Pogoda i dostępność – ${place}`,
    loading: "Ładowanie pogody...",
    now: "Teraz",
    feelsLike: "Odczuwalna",
    wind: "Wiatr",
    clouds: "Zachmurzenie",
    forecast: "Prognoza na 5 dni",
    maxTemp: "maks.",
    conditions: {
      sun: "słonecznie",
      cloud: "pochmurno",
      rain: "opady deszczu",
      snow: "opady śniegu",
    },
    sunnyDay: "Najbliższy słoneczny dzień:",
    /** Gdańsk's line follows its status: its page passes it in (app/content/gdansk.ts). */
    availability: "Wolne terminy sprawdzisz telefonicznie:",
  },
  {
    title: (place: string) => `Weather and availability – ${place}`,
    loading: "Loading weather...",
    now: "Now",
    feelsLike: "Feels like",
    wind: "Wind",
    clouds: "Cloud cover",
    forecast: "5-day forecast",
    maxTemp: "max",
    conditions: { sun: "sunny", cloud: "cloudy", rain: "rain", snow: "snow" },
    sunnyDay: "Next sunny day:",
    availability: "Call us to check availability:",
  },
);
