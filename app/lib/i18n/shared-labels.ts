import { defineMessages } from "./messages";

/** A subscription's region by name (the subscribers list, campaigns, the reactivation page). */
export const newsletterRegionNames = defineMessages(
  {
    warsaw: "Warszawa",
    zegrze: "Zegrze",
    gdansk: "Gdańsk",
    all: "Wszystkie lokalizacje",
  } as Record<string, string>,
  {
    warsaw: "Warsaw",
    zegrze: "Zegrze",
    gdansk: "Gdańsk",
    all: "All locations",
  },
);

/** A newsletter campaign's state by name (the campaigns list and the change history). */
export const campaignStatusNames = defineMessages(
  {
    draft: "Szkic",
    scheduled: "Zaplanowana",
    sending: "W trakcie wysyłki",
    sent: "Wysłana",
    cancelled: "Anulowana",
  } as Record<string, string>,
  {
    draft: "Draft",
    scheduled: "Scheduled",
    sending: "Sending",
    sent: "Sent",
    cancelled: "Cancelled",
  },
);
