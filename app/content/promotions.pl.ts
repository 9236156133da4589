import type { Translation } from "~/lib/i18n/messages";

/** Icon names are resolved to lucide icons by the page. */
export type PromoIcon = "flag" | "siren" | "gift" | "balloon" | "camera";

/**
 * The static promotional events (docs/product.md §3): title and description in two languages, and an icon.
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
  eventsIntro: "Terminy i ceny podajemy w newsletterze co najmniej 2 tygodnie przed każdym wydarzeniem.",
  events: [
    {
      id: "independence",
      icon: "flag",
      when: "11 listopada",
      title: "Rejs na Święto Niepodległości",
      description:
        "Świętujemy 11 listopada na Wiśle: biało-czerwone flagi na łodziach, panorama Warszawy i Stare Miasto od strony rzeki. W cenie krótka opowieść o odzyskaniu niepodległości w 1918 roku.",
    },
    {
      id: "w-hour",
      icon: "siren",
      when: "1 sierpnia, 17:00",
      title: "Rejs w Godzinę W",
      description:
        "Oddajemy hołd Powstańcom Warszawskim. O 17:00, gdy w całym mieście wyją syreny, zatrzymujemy łodzie na Wiśle i minutą ciszy upamiętniamy wybuch Powstania Warszawskiego.",
    },
    {
      id: "santa",
      icon: "gift",
      when: "W okolicach 6 grudnia",
      title: "Rejs mikołajkowy",
      description:
        "Święty Mikołaj na pokładzie motorówki! Zimowy rejs dla całej rodziny, słodkie upominki dla dzieci i świąteczne zdjęcia na tle Warszawy.",
    },
    {
      id: "childrens-day",
      icon: "balloon",
      when: "1 czerwca",
      title: "Rejs na Dzień Dziecka",
      description:
        "Spokojniejsze rejsy rodzinne dopasowane do najmłodszych: dziecięce kamizelki, ciekawostki o Wiśle i możliwość zobaczenia, jak kapitan prowadzi łódź.",
    },
    {
      id: "photo",
      icon: "camera",
      when: "W sezonie, o zachodzie słońca",
      title: "Rejsy fotograficzne",
      description:
        "Wolniejsza trasa o złotej godzinie z postojami w najlepszych miejscach do zdjęć: mosty, Stare Miasto i panorama centrum. Dla fotografów i miłośników Instagrama.",
    },
  ],
  benefitsHeading: "Co daje newsletter?",
  benefits: [
    "Informacje o wydarzeniach z 2-tygodniowym wyprzedzeniem",
    "Pierwszeństwo rezerwacji na rejsy specjalne",
    "Wiadomości o nowych trasach i lokalizacjach, np. o starcie w Gdańsku",
    "Opcjonalnie dostęp do grupy WhatsApp z szybkimi informacjami",
    "Kilka wiadomości w sezonie, bez spamu – wypisujesz się jednym kliknięciem",
  ] as string[],
  newsletterHeading: "Zapisz się do newslettera",
  newsletterText: "Zostaw imię i e-mail, a powiadomimy Cię o najbliższych rejsach specjalnych we wszystkich lokalizacjach.",
};

export type PromotionsCopy = Translation<typeof promotionsPl>;
