import { newsletterRegionNames } from "~/lib/i18n/shared-labels";
import { defineMessages } from "~/lib/i18n/messages";

/** Every string of the administrator area (docs/product.md §2, §8). Polish is the source. */
export const adminMessages = defineMessages(
  {
    title: "Panel Administratora",
    loginTitle: "Panel Administratora – logowanie",
    loginIntro: "Zaloguj się kontem administratora.",
    errorTitle: "Błąd",
    backToSite: "Wróć na stronę główną",
    language: "Język",
    loading: "Ładowanie...",
    greeting: (email: string) => `Witaj, ${email}`,
    logout: "Wyloguj",
    loggingOut: "Wylogowywanie...",
    footer: "Panel dostępny tylko dla administratorów",
    tabsLabel: "Sekcje panelu",
    tabNewsletter: "Newsletter",
    tabPrices: "Ceny Rejsów",
    tabAttractions: "Atrakcje",
    // Newsletter
    statsTitle: "Aktywni subskrybenci",
    statsTotal: "Łącznie",
    statsLoadFailed: "Nie udało się pobrać statystyk newslettera",
    regions: {
      ...newsletterRegionNames.pl,
      unknown: "Nieznany",
    } as Record<string, string>,
    everyone: "Wszystkie regiony",
    regionFilter: "Region",
    bulkTitle: "Wysyłka powitalna",
    bulkHelp: (n: number) =>
      `Wiadomość powitalna trafi do ${n} aktywnych subskrybentów z wybranego regionu.`,
    tabsMenu: "Sekcje",
    bulkSend: "Wyślij e-maile powitalne",
    bulkSending: "Wysyłanie...",
    bulkProgress: (done: number, total: number) => `Wysłano ${done} z ${total}`,
    bulkProgressLabel: "Postęp wysyłki",
    bulkSuccessTitle: "✅ Wysłano emaile!",
    bulkSuccessText: (sent: number, total: number, failed: number) =>
      `Wysłano ${sent} z ${total}.` + (failed > 0 ? ` Nieudane: ${failed}.` : ""),
    bulkFailedTitle: "Błąd wysyłania",
    bulkFailedText: "Nie udało się wysłać emaili. Sprawdź logi.",
    bulkAlreadyRunning: "Wysyłka jest już w toku – pokazujemy jej postęp.",
    bulkOnlyNew: (n: number) => `Tylko do osób, które nie dostały jeszcze powitania (${n})`,
    bulkConfirmTitle: "Wysłać e-mail powitalny?",
    bulkConfirmText: (n: number, region: string) =>
      `Wiadomość powitalna trafi do ${n} ${n === 1 ? "osoby" : "osób"} (${region}).`,
    bulkConfirmHadBefore: (n: number) =>
      n === 0
        ? "Nikt z nich nie dostał jeszcze powitania."
        : `${n} z nich ${n === 1 ? "dostała" : "dostało"} już powitanie wcześniej i dostanie je ponownie.`,
    bulkConfirmOnlyNew: (n: number) =>
      n === 0
        ? "Nikt z nich nie dostał jeszcze powitania."
        : `Pomijamy ${n} ${n === 1 ? "osobę, która dostała" : "osób, które dostały"} już powitanie wcześniej.`,
    bulkConfirmAction: (n: number) => `Tak, wyślij (${n})`,
    // Prices
    // Attractions
    cancel: "Anuluj",
    sessionExpired: "Sesja wygasła. Zaloguj się ponownie.",
  },
  {
    title: "Administrator panel",
    loginTitle: "Administrator panel – sign in",
    loginIntro: "Sign in with an administrator account.",
    errorTitle: "Error",
    backToSite: "Back to the home page",
    language: "Language",
    loading: "Loading...",
    greeting: (email: string) => `Hello, ${email}`,
    logout: "Sign out",
    loggingOut: "Signing out...",
    footer: "This panel is for administrators only",
    tabsLabel: "Panel sections",
    tabNewsletter: "Newsletter",
    tabPrices: "Cruise prices",
    tabAttractions: "Attractions",
    statsTitle: "Active subscribers",
    statsTotal: "Total",
    statsLoadFailed: "Could not load the newsletter statistics",
    regions: {
      ...newsletterRegionNames.en,
      unknown: "Unknown",
    },
    everyone: "All regions",
    regionFilter: "Region",
    bulkTitle: "Welcome e-mail",
    bulkHelp: (n: number) =>
      `The welcome e-mail will go to ${n} active subscribers in the chosen region.`,
    tabsMenu: "Sections",
    bulkSend: "Send welcome e-mails",
    bulkSending: "Sending...",
    bulkProgress: (done: number, total: number) => `Sent ${done} of ${total}`,
    bulkProgressLabel: "Sending progress",
    bulkSuccessTitle: "✅ E-mails sent!",
    bulkSuccessText: (sent: number, total: number, failed: number) =>
      `Sent ${sent} of ${total}.` + (failed > 0 ? ` Failed: ${failed}.` : ""),
    bulkFailedTitle: "Sending error",
    bulkFailedText: "Could not send the e-mails. Check the logs.",
    bulkAlreadyRunning: "A send is already in progress – here is how far it has got.",
    bulkOnlyNew: (n: number) => `Only to people who have not had a welcome yet (${n})`,
    bulkConfirmTitle: "Send the welcome e-mail?",
    bulkConfirmText: (n: number, region: string) =>
      `The welcome message will go to ${n} ${n === 1 ? "person" : "people"} (${region}).`,
    bulkConfirmHadBefore: (n: number) =>
      n === 0
        ? "None of them has had a welcome yet."
        : `${n} of them already had a welcome before and will get it again.`,
    bulkConfirmOnlyNew: (n: number) =>
      n === 0
        ? "None of them has had a welcome yet."
        : `${n} ${n === 1 ? "person who already had" : "people who already had"} a welcome before ${n === 1 ? "is" : "are"} left out.`,
    bulkConfirmAction: (n: number) => `Yes, send (${n})`,
    cancel: "Cancel",
    sessionExpired: "Your session has expired. Please sign in again.",
  },
);
