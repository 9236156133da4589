import { defineMessages } from "~/lib/i18n/messages";

export const priceMessages = defineMessages(
  {
    loading: "Ładowanie...",
    loadingLabel: "Ładowanie ceny",
    askForPrice: "Zapytaj o cenę",
    loadFailed: "Nie udało się pobrać cen",
    loadFailedHint: "Zadzwoń lub napisz – podamy aktualną cenę.",
  },
  {
    loading: "Loading...",
    loadingLabel: "Loading price",
    askForPrice: "Ask for a price",
    loadFailed: "Couldn't load prices",
    loadFailedHint: "Call or message us for the current price.",
  },
);
