import { defineMessages } from "~/lib/i18n/messages";

export const rootMessages = defineMessages(
  {
    skipToContent: "Przejdź do treści",
    notifications: "Powiadomienia",
    errorTitle: "Coś poszło nie tak",
    errorText: "Przepraszamy, nie udało się wyświetlić tej strony. Spróbuj ponownie za chwilę.",
    backHome: "Wróć na stronę główną",
  },
  {
    skipToContent: "Skip to content",
    notifications: "Notifications",
    errorTitle: "Something went wrong",
    errorText: "Sorry, we couldn't display this page. Please try again in a moment.",
    backHome: "Back to the home page",
  },
);
