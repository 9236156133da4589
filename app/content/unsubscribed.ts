import { defineMessages } from "~/lib/i18n/messages";

export const unsubscribedContent = defineMessages(
  {
    text: "Twój adres e-mail został wypisany z naszego newslettera. Nie będziemy już wysyłać Ci wiadomości o rejsach specjalnych.",
    changedMind:
      "Zmienisz zdanie? Zawsze możesz zapisać się ponownie na stronie rejsów specjalnych.",
    home: "Wróć na stronę główną",
    promotions: "Rejsy specjalne",
  },
  {
    text: "Your e-mail address has been removed from our newsletter. We won't send you any more news about special-event cruises.",
    changedMind:
      "Changed your mind? You can sign up again on our special-event cruises page at any time.",
    home: "Back to the home page",
    promotions: "Special cruises",
  },
);
