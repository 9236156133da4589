import { defineMessages } from "~/lib/i18n/messages";

/** The trigger's default label: tiny, shipped with the page. */
export const newsletterButtonMessages = defineMessages(
  { open: "Zapisz się do newslettera" },
  { open: "Subscribe to the newsletter" },
);
