/**
 * Defaults of the operator's settings that no page reads directly (app/lib/site-data/settings.ts,
 * decision 230): contact channels, social and review links, the rental's company, the footer's
 * useful links. Apart from app/config/site.ts so that only the modules building the settings
 * carry them, not every page's frame (decision 452).
 */
export const PHONE = "+48 500 600 700";
export const EMAIL = "kontakt@ribwarsaw.pl";
export const WHATSAPP = "+48 500 600 700";
export const SOCIAL = {
  facebook: "https://www.facebook.com/ribwarsaw",
  instagram: "https://www.instagram.com/ribwarsaw",
  tiktok: "https://www.tiktok.com/@ribwarsaw",
  youtube: "https://www.youtube.com/@ribwarsaw",
} as const;
export const REVIEWS = {
  tripadvisor: "https://www.tripadvisor.com/Attraction_Review-g274856-RIB_Warsaw",
  getyourguide: "https://www.getyourguide.com/warsaw-l36/rib-warsaw",
  googleMaps: "https://www.google.com/maps/search/?api=1&query=RIB+Warsaw",
} as const;
export const RENTAL_COMPANY = {
  name: "Łódki Zegrze s.c.",
  street: "ul. Jachtowa 2",
  postalCode: "05-140",
  city: "Serock",
} as const;
export const USEFUL_LINKS = {
  warsawTourism: "https://warsawtour.pl",
  polandTravel: "https://www.poland.travel",
  wopr: "https://wopr.pl",
  waterSafety: "https://www.gov.pl/web/rcb",
} as const;
