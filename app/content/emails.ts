import { BRAND } from "~/config/site";

/**
 * The wording of the e-mails the site sends on its own (issue 45, item 20; decision 435): the
 * newsletter welcome, the enquiry confirmation, the re-subscription confirmation, the two
 * gift-voucher e-mails and the wind warning. The owner rewords them in the panel's Texts tab
 * (page id `emails`, docs/decisions/240); a `{name}` in a text is a value the e-mail puts in,
 * and the editor refuses an edit that drops one. The withdrawal notice and the model form of
 * the voucher e-mail are legal texts and stay in code (app/features/vouchers/emails.server.ts).
 */
export const emailTexts = {
  pl: {
    welcome: {
      subject: "Witamy w newsletterze RIB Warsaw!",
      preheader:
        "Informacje o rejsach specjalnych 2 tygodnie wcześniej i pierwszeństwo rezerwacji.",
      heading: "Cześć, {name}! Dziękujemy za zapis!",
      headingNoName: "Cześć! Dziękujemy za zapis!",
      intro:
        "Od teraz o naszych rejsach specjalnych i wydarzeniach na wodzie dowiesz się przed innymi.",
      benefitsTitle: "Co zyskujesz:",
      benefits: [
        {
          id: "news",
          text: "informacje o rejsach specjalnych 2 tygodnie przed każdym wydarzeniem;",
        },
        { id: "priority", text: "pierwszeństwo rezerwacji na rejsy specjalne;" },
        {
          id: "occasions",
          text: "rejsy z okazji Święta Niepodległości, w Godzinę W, mikołajkowe, na Dzień Dziecka i fotograficzne.",
        },
      ],
      cta: "Zobacz rejsy specjalne",
      unsubscribe: "Nie chcesz więcej otrzymywać tych wiadomości?",
      unsubscribeLink: "Wypisz się z newslettera",
    },
    enquiry: {
      subject: "Dziękujemy za zapytanie (#{id})",
      heading: "Dziękujemy za zapytanie!",
      intro:
        "Otrzymaliśmy zapytanie o rejs na wydarzenie. Odpowiemy w ciągu 1–2 dni roboczych z propozycją i ceną.",
      cruiseIntro:
        "Otrzymaliśmy zapytanie o termin rejsu {cruise}. Odpowiemy w ciągu 1–2 dni roboczych z wolnymi terminami i ceną.",
      notBooking:
        "To jeszcze nie jest rezerwacja: termin potwierdzimy dopiero w naszej odpowiedzi.",
      contact: "Kontakt z nami: telefon {phone}, WhatsApp {whatsapp}, e-mail {email}.",
      unknown: "Jeśli to zapytanie nie pochodzi od Ciebie, zignoruj tę wiadomość.",
    },
    reactivation: {
      subject: `Potwierdź ponowny zapis do newslettera ${BRAND}`,
      preheader: "Zapiszemy ten adres ponownie dopiero po Twoim potwierdzeniu.",
      heading: "Potwierdź ponowny zapis do newslettera",
      body: "Ktoś – być może Ty – poprosił o ponowne zapisanie tego adresu e-mail do naszego newslettera. Wcześniej ten adres został z niego wypisany, więc nie zapiszemy go bez Twojego potwierdzenia.",
      button: "Potwierdź zapis",
      validity:
        "Link działa przez 7 dni i tylko raz. Jeśli to nie Ty, zignoruj tę wiadomość – nic się nie zmieni i nie wyślemy Ci nic więcej.",
    },
    voucherBuyer: {
      subject: `Twój bon podarunkowy ${BRAND}: {code}`,
      heading: "Dziękujemy za zakup bonu!",
      intro:
        "Otrzymaliśmy płatność. Bon jest w załączniku (PDF do wydruku w formacie A4 lub A6), a jego kod poniżej.",
      toRecipientAt: "Bon wyślemy też na adres {email} ({name}) {day} o 8:00.",
      toRecipientNow: "Bon wysłaliśmy też na adres {email} ({name}).",
      use: "Aby skorzystać z bonu, podaj jego kod przy rezerwacji rejsu (telefonicznie lub e-mailem). Niewykorzystane saldo nie przepada: na prośbę przedłużymy ważność albo zwrócimy pieniądze.",
      check: "Sprawdź saldo i ważność",
    },
    voucherRecipient: {
      subject: `{from} ma dla Ciebie bon podarunkowy ${BRAND}`,
      heading: "{name}, masz prezent!",
      intro:
        "{from} przesyła Ci bon na rejs motorówką RIB. Bon jest w załączniku (PDF do wydruku), a jego kod poniżej.",
      use: "Aby skorzystać z bonu, podaj jego kod przy rezerwacji rejsu (telefonicznie lub e-mailem). Niewykorzystane saldo nie przepada: na prośbę przedłużymy ważność albo zwrócimy pieniądze.",
      check: "Sprawdź saldo i ważność",
    },
    wind: {
      subject: "Wiatr: {line}",
      text: "{line}.\n\nTo prognoza (porywy wiatru z Open-Meteo), nie decyzja. Jeśli odwołujesz rejsy, zrób to jednym przyciskiem w panelu: {url}",
    },
  },
  en: {
    welcome: {
      subject: "Welcome to the RIB Warsaw newsletter!",
      preheader: "News of special cruises 2 weeks ahead and booking priority.",
      heading: "Hi {name}, thank you for subscribing!",
      headingNoName: "Hi, thank you for subscribing!",
      intro:
        "From now on you'll be among the first to hear about our special cruises and events on the water.",
      benefitsTitle: "What you get:",
      benefits: [
        { id: "news", text: "News of special cruises 2 weeks before each event" },
        { id: "priority", text: "Booking priority for special cruises" },
        {
          id: "occasions",
          text: "Independence Day, W-Hour, Santa Claus, Children's Day and photo cruises",
        },
      ],
      cta: "See the special cruises",
      unsubscribe: "Don't want these e-mails any more?",
      unsubscribeLink: "Unsubscribe from the newsletter",
    },
    enquiry: {
      subject: "Thank you for your enquiry (#{id})",
      heading: "Thank you for your enquiry!",
      intro:
        "We have received your enquiry about an event cruise. We will reply within 1–2 working days with a proposal and a price.",
      cruiseIntro:
        "We have received your enquiry about a date for the cruise {cruise}. We will reply within 1–2 working days with available dates and the price.",
      notBooking: "This is not a booking yet: we will only confirm the date when we reply.",
      contact: "To reach us: phone {phone}, WhatsApp {whatsapp}, e-mail {email}.",
      unknown: "If you did not send this enquiry, please ignore this message.",
    },
    reactivation: {
      subject: `Confirm your new ${BRAND} newsletter subscription`,
      preheader: "We will only subscribe this address again once you confirm.",
      heading: "Confirm your newsletter subscription",
      body: "Someone, perhaps you, asked to subscribe this e-mail address to our newsletter again. This address was unsubscribed earlier, so we won't add it back without your confirmation.",
      button: "Confirm subscription",
      validity:
        "The link works for 7 days and only once. If this wasn't you, ignore this message: nothing will change and we won't send you anything else.",
    },
    voucherBuyer: {
      subject: `Your ${BRAND} gift voucher: {code}`,
      heading: "Thank you for buying a voucher!",
      intro:
        "We have received your payment. The voucher is attached (a PDF to print on A4 or A6) and its code is below.",
      toRecipientAt:
        "We will also send the voucher to {name} ({email}) on {day} at 8:00 (Warsaw time).",
      toRecipientNow: "We have also sent the voucher to {name} ({email}).",
      use: "To use the voucher, give its code when you book a cruise (by phone or e-mail). An unused balance is never lost: on request we extend the voucher or refund it.",
      check: "Check the balance and expiry",
    },
    voucherRecipient: {
      subject: `{from} has a ${BRAND} gift voucher for you`,
      heading: "{name}, you have a present!",
      intro:
        "{from} has given you a voucher for a RIB boat cruise. The voucher is attached (a PDF to print) and its code is below.",
      use: "To use the voucher, give its code when you book a cruise (by phone or e-mail). An unused balance is never lost: on request we extend the voucher or refund it.",
      check: "Check the balance and expiry",
    },
    wind: {
      subject: "Wind: {line}",
      text: "{line}.\n\nThis is a forecast (wind gusts from Open-Meteo), not a decision. To cancel, use the one button in the panel: {url}",
    },
  },
} as const;

type Widen<T> = T extends string
  ? string
  : T extends readonly (infer I)[]
    ? readonly Widen<I>[]
    : { readonly [K in keyof T]: Widen<T[K]> };

/** One language of the e-mail texts, as the panel's edits may have changed them. */
export type EmailTexts = Widen<(typeof emailTexts)["pl"]>;

/** `{name}` placeholders filled from `values` (a missing value leaves nothing). */
export function fillText(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ""));
}
