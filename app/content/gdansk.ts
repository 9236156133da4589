import { defineMessages } from "~/lib/i18n/messages";
import { DEFAULT_IMAGE_ALT } from "~/lib/seo/meta";
import { pageMessages } from "~/lib/seo/pages";

/**
 * The texts about Gdańsk that belong to no page's catalogue (decision 302): the Gdańsk page's
 * title, description and heading, the footer's location, the contact page's badge, the line
 * under the Gdańsk weather and the share image's description on every page. Each has its
 * coming-soon wording (`x`) and its open wording (`xOpen`); the root loader and the route
 * loaders pick one by Gdańsk's status (app/lib/copy/open-wording.ts). Page copy with the id
 * "gdansk" in the panel's Texts tab (decision 240). The coming-soon title, description and
 * heading are the page table's (app/lib/seo/pages.ts), the share image's description the SEO
 * module's (app/lib/seo/meta.ts): named here, written once there.
 */
/** The id of these texts' page in the panel's Texts tab (decision 240). */
export const GDANSK_COPY_PAGE = "gdansk";

export const gdanskContent = defineMessages(
  {
    seo: {
      title: pageMessages.pl.gdansk.title,
      titleOpen: "Rejsy motorówką RIB w Gdańsku – {startPoint} | RIB Warsaw",
      description: pageMessages.pl.gdansk.description,
      descriptionOpen:
        "Rejsy motorówką RIB w Gdańsku – po morzu, po Motławie i na Hel. Start: {startPoint}. Sprawdź ceny i zarezerwuj.",
      heading: pageMessages.pl.gdansk.heading,
      headingOpen: "Rejsy motorówką RIB w Gdańsku",
    },
    footer: "Gdańsk – wkrótce",
    footerOpen: "Gdańsk – Motława i Zatoka Gdańska",
    contactBadge: "Wkrótce",
    contactBadgeOpen: "Już pływamy",
    availability: "O start sezonu w Gdańsku zapytasz telefonicznie:",
    availabilityOpen: "Wolne terminy w Gdańsku sprawdzisz telefonicznie:",
    shareImageAlt: DEFAULT_IMAGE_ALT.pl,
    shareImageAltOpen:
      "RIB Warsaw – rejsy motorówką do 80 km/h: po Wiśle w Warszawie, na Zalewie Zegrzyńskim i w Gdańsku. W tle Warszawa o zmierzchu.",
  },
  {
    seo: {
      title: pageMessages.en.gdansk.title,
      titleOpen: "RIB speedboat cruises in Gdańsk – {startPoint} | RIB Warsaw",
      description: pageMessages.en.gdansk.description,
      descriptionOpen:
        "RIB speedboat cruises in Gdańsk: out to sea, along the Motława and to the Hel peninsula. Start: {startPoint}. See the prices and book.",
      heading: pageMessages.en.gdansk.heading,
      headingOpen: "Gdańsk speedboat cruises",
    },
    footer: "Gdańsk – coming soon",
    footerOpen: "Gdańsk – the Motława and the Gulf of Gdańsk",
    contactBadge: "Coming soon",
    contactBadgeOpen: "Now open",
    availability: "Call us to ask when the Gdańsk season starts:",
    availabilityOpen: "Call us to check availability in Gdańsk:",
    shareImageAlt: DEFAULT_IMAGE_ALT.en,
    shareImageAltOpen:
      "RIB Warsaw – speedboat cruises at up to 80 km/h: on the Vistula in Warsaw, on Zegrze Lake and in Gdańsk. Warsaw at dusk in the background.",
  },
);
