import type { Lang } from "~/lib/i18n/lang";
import { defineMessages } from "~/lib/i18n/messages";

export const frameMessages = defineMessages(
  {
    openMenu: "Otwórz menu",
    closeMenu: "Zamknij menu",
    menuTitle: "Menu",
    notice: { info: "Komunikat", cancelled: "Rejsy odwołane" },
    /** The location a notice on a page wider than one location names (issue 34, item 1). */
    noticePlace: { warszawa: "Warszawa", zegrze: "Zegrze", gdansk: "Gdańsk" },
    language: "Język",
    polish: "Polski",
    english: "English",
    nav: {
      home: "Strona główna",
      attractions: "Atrakcje w Warszawie",
      rental: "Motorówka bez patentu",
      events: "Eventy nad Wisłą",
      promotions: "Rejsy specjalne",
      vouchers: "Bony podarunkowe",
      bachelorette: "Wieczór panieński",
      bachelor: "Wieczór kawalerski",
      corporate: "Rejsy firmowe",
    },
    /** The menu entries of the pages with the product's sections, by the location's layout (decision 400). */
    navLocation: {
      "river-tickets": "Rejsy po Wiśle – Warszawa",
      lake: "Rejsy po Zalewie Zegrzyńskim",
      "coming-soon": "Rejsy w Gdańsku",
    },
    footer: {
      ctaTitle: "Masz ochotę na adrenalinę na wodzie?",
      ctaText: "Wybierz lokalizację i zarezerwuj rejs w kilka minut.",
      bookNow: "Zarezerwuj teraz",
      navigation: "Nawigacja",
      information: "Informacje",
      terms: "Regulamin",
      privacy: "Polityka prywatności",
      faq: "Najczęstsze pytania",
      contactPage: "Kontakt",
      usefulLinks: "Przydatne linki",
      contact: "Kontakt",
      locations: "Lokalizacje",
      warsaw: "Warszawa – Wisła",
      zegrze: "Zegrze – Zalew Zegrzyński",
      rights: "Wszelkie prawa zastrzeżone.",
    },
  },
  {
    openMenu: "Open menu",
    closeMenu: "Close menu",
    menuTitle: "Menu",
    notice: { info: "Notice", cancelled: "Cruises cancelled" },
    noticePlace: { warszawa: "Warsaw", zegrze: "Zegrze", gdansk: "Gdańsk" },
    language: "Language",
    polish: "Polski",
    english: "English",
    nav: {
      home: "Home",
      attractions: "Warsaw attractions",
      rental: "Licence-free boat hire",
      events: "Events on the Vistula",
      promotions: "Special cruises",
      vouchers: "Gift vouchers",
      bachelorette: "Hen party",
      bachelor: "Stag party",
      corporate: "Corporate cruises",
    },
    navLocation: {
      "river-tickets": "Vistula river cruises – Warsaw",
      lake: "Zegrze Lake cruises",
      "coming-soon": "Gdańsk cruises",
    },
    footer: {
      ctaTitle: "Ready for an adrenaline rush on the water?",
      ctaText: "Pick a location and book your cruise in a few minutes.",
      bookNow: "Book now",
      navigation: "Navigation",
      information: "Information",
      terms: "Terms of service",
      privacy: "Privacy policy",
      faq: "FAQ",
      contactPage: "Contact",
      usefulLinks: "Useful links",
      contact: "Contact",
      locations: "Locations",
      warsaw: "Warsaw – the Vistula",
      zegrze: "Zegrze – Zegrze Lake",
      rights: "All rights reserved.",
    },
  },
);

/**
 * The frame's texts in one language: the root loader sends the visitor's only (decision 271),
 * with the footer's Gdańsk in the wording for its status (app/content/gdansk.ts, decision 302).
 */
export type FrameMessages = (typeof frameMessages)[Lang] & { footer: { gdansk: string } };
