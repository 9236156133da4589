import { defineMessages } from "~/lib/i18n/messages";

/** The 429 answer of the public forms (event booking and newsletter). */
export const rateLimitMessages = defineMessages(
  { tooMany: "Zbyt wiele prób w krótkim czasie. Spróbuj ponownie za kilka minut." },
  { tooMany: "Too many attempts in a short time. Please try again in a few minutes." },
);
