import type { OneWording } from "~/lib/copy/open-wording";
import type { Translation } from "~/lib/i18n/messages";

/**
 * The promotional events page's copy (docs/product.md §3); the events themselves are data
 * (promo_events, decision 232).
 * Polish is the source; promotions.en.ts must satisfy its type. The two are separate modules so
 * the page can load the English copy only when it switches to English (see routes/promotions.tsx).
 */
export const promotionsPl = {
  /** Heading and document title, for the client-side switch after location detection. */
  heading: "Rejsy specjalne",
  title: "Rejsy specjalne – wydarzenia na wodzie i newsletter | RIB Warsaw",
  lead: "Kilka razy w roku organizujemy rejsy specjalne, każdy z innej okazji. Miejsc jest niewiele, a pierwszeństwo mają subskrybenci newslettera.",
  toEvents: "Zobacz wydarzenia",
  toNewsletter: "Zapisz się do newslettera",
  eventsHeading: "Rejsy specjalne w ciągu roku",
  eventsIntro:
    "Terminy i ceny podajemy w newsletterze co najmniej 2 tygodnie przed każdym wydarzeniem.",
  /** Shown instead of a date for an event without one. */
  undated: "Termin podamy w newsletterze",
  /** Before the start point of an event's location (the cruise pages' word). */
  start: "Start",
  locations: {
    warszawa: "Warszawa",
    zegrze: "Zalew Zegrzyński",
    gdansk: "Gdańsk",
  },
  noEvents: "Nowe terminy wkrótce – zapisz się do newslettera, a damy Ci znać.",
  benefitsHeading: "Co daje newsletter?",
  benefits: [
    "Informacje o wydarzeniach z 2-tygodniowym wyprzedzeniem",
    "Pierwszeństwo rezerwacji na rejsy specjalne",
    "Wiadomości o nowych trasach i lokalizacjach, np. o starcie w Gdańsku",
    "Opcjonalnie dostęp do grupy WhatsApp z szybkimi informacjami",
    "Kilka wiadomości w sezonie, bez spamu – wypisujesz się jednym kliknięciem",
  ] as string[],
  /** The same list once Gdańsk is open (decision 302): its launch is no longer news to come. */
  benefitsOpen: [
    "Informacje o wydarzeniach z 2-tygodniowym wyprzedzeniem",
    "Pierwszeństwo rezerwacji na rejsy specjalne",
    "Wiadomości o nowych trasach i lokalizacjach, np. o nowych rejsach w Gdańsku",
    "Opcjonalnie dostęp do grupy WhatsApp z szybkimi informacjami",
    "Kilka wiadomości w sezonie, bez spamu – wypisujesz się jednym kliknięciem",
  ] as string[],
  newsletterHeading: "Zapisz się do newslettera",
  newsletterText:
    "Zostaw imię i e-mail, a powiadomimy Cię o najbliższych rejsach specjalnych we wszystkich lokalizacjach.",
};

export type PromotionsCopy = Translation<typeof promotionsPl>;
/** The copy in the wording for Gdańsk's status (`pickWording`). */
export type PromotionsWording = OneWording<PromotionsCopy>;
