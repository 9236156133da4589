import { defineMessages } from "~/lib/i18n/messages";

/** The trigger's default label: small, shipped with the page. */
export const eventBookingButtonMessages = defineMessages(
  { open: "Zarezerwuj event", loading: "Ładowanie formularza..." },
  { open: "Book an event", loading: "Loading the form..." },
);
