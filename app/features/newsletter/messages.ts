import { BRAND, COMPANY } from "~/config/site";
import { defineMessages } from "~/lib/i18n/messages";

/** Texts of the newsletter form (dialog and promotional page); no zod here, so it is cheap to ship. */
export const newsletterMessages = defineMessages(
  {
    dialogTitle: "Rejsy specjalne: zapisz się do newslettera",
    dialogDescription:
      "Rejsy z okazji Święta Niepodległości, w Godzinę W, mikołajkowe i fotograficzne. Subskrybenci dostają informacje o wydarzeniach 2 tygodnie wcześniej i mają pierwszeństwo rezerwacji.",
    name: "Imię",
    email: "E-mail",
    phone: "Telefon",
    optional: "opcjonalnie",
    whatsappGroup: "Chcę dołączyć do grupy WhatsApp z informacjami o rejsach",
    phoneConsent:
      "Zgadzam się też na otrzymywanie informacji handlowych o rejsach SMS-em i telefonicznie na podany numer telefonu (opcjonalnie) – art. 398 Prawa komunikacji elektronicznej. Tę zgodę mogę wycofać w każdej chwili wiadomością na adres kontaktowy.",
    consent: `Wyrażam zgodę na otrzymywanie od ${COMPANY.name} (marka ${BRAND}) newslettera z informacjami handlowymi o rejsach i wydarzeniach na podany adres e-mail oraz na przetwarzanie w tym celu moich danych (imię, e-mail, telefon) – art. 6 ust. 1 lit. a RODO, art. 398 Prawa komunikacji elektronicznej (2024). Zgodę mogę wycofać w każdej chwili linkiem w każdym e-mailu albo wiadomością na adres kontaktowy.`,
    privacyLink: "Polityka prywatności",
    termsLink: "Regulamin",
    submit: "Zapisz się",
    pending: "Zapisywanie...",
    close: "Zamknij",
    successTitle: "Dziękujemy za zapis!",
    successText: "Sprawdź skrzynkę – wysłaliśmy Ci e-mail powitalny.",
    openWhatsapp: "Otwórz grupę WhatsApp",
    confirmTitle: "Sprawdź skrzynkę e-mail",
    confirmText:
      "Wysłaliśmy na ten adres wiadomość z linkiem. Kliknij go, aby potwierdzić zapis do newslettera.",
    alreadyTitle: "Ten adres e-mail jest już zapisany",
    alreadyText: "Ten adres e-mail jest już w naszej bazie newslettera.",
    errorTitle: "Wystąpił błąd",
    errorText: "Nie udało się zapisać Cię do newslettera. Spróbuj ponownie.",
  },
  {
    dialogTitle: "Special cruises: join the newsletter",
    dialogDescription:
      "Independence Day, W-Hour, Santa Claus and photo cruises. Subscribers hear about events 2 weeks ahead and get booking priority.",
    name: "Name",
    email: "E-mail",
    phone: "Phone",
    optional: "optional",
    whatsappGroup: "I'd like to join the WhatsApp group with cruise news",
    phoneConsent:
      "I also agree to receive marketing information about cruises by text message and phone call at the phone number I give (optional) – Article 398 of the Polish Electronic Communications Law. I can withdraw this consent at any time by writing to the contact address.",
    consent: `I agree to receive the newsletter with marketing information about cruises and events from ${COMPANY.name} (the ${BRAND} brand) at the e-mail address I give, and to the processing of my data (name, e-mail, phone) for that purpose – Article 6(1)(a) GDPR, Article 398 of the Polish Electronic Communications Law (2024). I can withdraw my consent at any time using the link in every e-mail or by writing to the contact address.`,
    privacyLink: "Privacy policy",
    termsLink: "Terms of service",
    submit: "Subscribe",
    pending: "Subscribing...",
    close: "Close",
    successTitle: "Thank you for subscribing!",
    successText: "Check your inbox - we've sent you a welcome email.",
    openWhatsapp: "Open the WhatsApp group",
    confirmTitle: "Check your inbox",
    confirmText:
      "We've sent a message with a link to this address. Click it to confirm your newsletter subscription.",
    alreadyTitle: "This email is already subscribed",
    alreadyText: "This email address is already in our newsletter database.",
    errorTitle: "An error occurred",
    errorText: "Failed to subscribe to newsletter. Please try again.",
  },
);
