import { emailTexts } from "~/content/emails";
import { EMAIL_COPY_PAGE } from "~/content/emails.server";
import { eventsContent } from "~/content/events";
import { faqContent } from "~/content/faq";
import { GDANSK_COPY_PAGE, gdanskContent } from "~/content/gdansk";
import { rentalContent } from "~/content/rental";
import { cruiseMessages } from "~/features/cruises/messages";
import { homeMessages } from "~/features/home/messages";
import type { CopyPageDef } from "~/features/page-copy/page-copy.server";

/**
 * The pages whose copy the operator edits in the panel (docs/decisions/240), composed here
 * because the catalogues belong to several features. A page's id is the first part of its
 * keys and the name its loader passes to `withCopy`. `exclude` keeps in code what SPEC quotes
 * word for word and the labels of controls.
 */
export const COPY_PAGES: readonly CopyPageDef[] = [
  {
    id: "home",
    label: { pl: "Strona główna", en: "Home page" },
    catalogue: homeMessages,
    exclude: [
      "home.locations.askForPrice",
      "home.locations.useMyLocation",
      "home.locations.locating",
      "home.why.more",
      "home.why.less",
      "home.seo.more",
      "home.seo.less",
      "home.projects.more",
      "home.projects.less",
    ],
  },
  {
    id: "cruises",
    label: {
      pl: "Rejsy: Warszawa, Zegrze, Gdańsk",
      en: "Cruises: Warsaw, Zegrze, Gdańsk",
    },
    catalogue: cruiseMessages,
    // The cruises' own texts live in their cruise rows (panel "Rejsy", decision 300); a booking
    // button's words follow its channel (decision 351).
    exclude: [
      "cruises.common.askForPrice",
      "cruises.cruises",
      "cruises.zegrze.cruises",
      "cruises.zegrze.book",
    ],
  },
  {
    id: "events",
    label: { pl: "Eventy", en: "Events" },
    catalogue: eventsContent,
    exclude: ["events.hub.more"],
  },
  {
    id: "rental",
    label: { pl: "Motorówka bez patentu", en: "Licence-free boat rental" },
    catalogue: rentalContent,
    // The call button says what a phone booking says everywhere (decision 351).
    exclude: ["rental.prices.hour.amount", "rental.prices.day.amount", "rental.bookCall"],
  },
  {
    id: GDANSK_COPY_PAGE,
    label: {
      pl: "Gdańsk: stopka, kontakt, pogoda, wyszukiwarki",
      en: "Gdańsk: footer, contact, weather, search results",
    },
    // The texts about Gdańsk outside the page catalogues, each coming soon and open (decision 302).
    catalogue: gdanskContent,
  },
  {
    id: "faq",
    label: { pl: "Częste pytania (FAQ)", en: "Frequently asked questions" },
    catalogue: faqContent,
    lists: ["faq.items"],
  },
  {
    // The e-mails the site sends on its own (issue 45, item 20; decision 435). Their `{…}`
    // placeholders are kept as on the pages; the voucher e-mail's withdrawal notice and model
    // form are legal texts and stay in code.
    id: EMAIL_COPY_PAGE,
    label: { pl: "E-maile wysyłane przez stronę", en: "E-mails the site sends" },
    catalogue: emailTexts,
  },
];
