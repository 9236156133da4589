/**
 * Business constants that are not data (docs/architecture.md §5): contact channels, social and review
 * links, booking provider items and the company's legal details. One typed module; pages and
 * e-mails read from here, never from literals of their own.
 *
 * Contact channels, social links and company details here are the defaults of the operator's
 * settings (app/lib/site-data/settings.ts, decision 230): pages read the saved values, never
 * these directly. Identifiers (NIP, REGON, KRS, court, share capital) have no default: the
 * operator enters them in the panel.
 */
import { STRUCTURED_PRICE_RANGE } from "./business";

export const SITE = {
  brand: "RIB Warsaw",
  hashtag: "#RibWarsaw",
  domain: "ribwarsaw.pl",
  phone: "+48 500 600 700",
  email: "kontakt@ribwarsaw.pl",
  whatsapp: "+48 500 600 700",
  whatsappGroupInvite: "https://chat.whatsapp.com/RibWarsawRejsy",
  social: {
    facebook: "https://www.facebook.com/ribwarsaw",
    instagram: "https://www.instagram.com/ribwarsaw",
    tiktok: "https://www.tiktok.com/@ribwarsaw",
    youtube: "https://www.youtube.com/@ribwarsaw",
  },
  reviews: {
    tripadvisor: "https://www.tripadvisor.com/Attraction_Review-g274856-RIB_Warsaw",
    getyourguide: "https://www.getyourguide.com/warsaw-l36/rib-warsaw",
    googleMaps: "https://www.google.com/maps/search/?api=1&query=RIB+Warsaw",
  },
  booking: {
    /** The company's shortname at the booking provider (FareHarbor); FAREHARBOR_SHORTNAME overrides it for the API. */
    shortname: "ribwarsaw",
    base: "https://fareharbor.com/embeds/book/ribwarsaw",
    /** The 20-minute shared ticket. */
    ticket20Item: "623503",
    /** The 90-minute private cruise. */
    private90Item: "660032",
  },
  rental: {
    brand: "Łódki Zegrze",
    slug: "lodki-zegrze",
    website: "https://lodkizegrze.pl",
  },
  sisterProjects: {
    riverTransport: "https://wislaexpress.pl",
    boatRental: "https://lodkizegrze.pl",
    printShop: "https://nadrukujto.pl",
  },
  company: {
    name: "RIB Warsaw sp. z o.o.",
    street: "ul. Wybrzeże Kościuszkowskie 20",
    postalCode: "00-390",
    city: "Warszawa",
    country: "PL",
  },
  rentalCompany: {
    name: "Łódki Zegrze s.c.",
    street: "ul. Jachtowa 2",
    postalCode: "05-140",
    city: "Serock",
  },
  usefulLinks: {
    warsawTourism: "https://warsawtour.pl",
    polandTravel: "https://www.poland.travel",
    wopr: "https://wopr.pl",
    waterSafety: "https://www.gov.pl/web/rcb",
  },
  priceRange: STRUCTURED_PRICE_RANGE,
} as const;

export type BookingChannel = string;

/** External booking page for an item, tagged with the channel (page or "qr") it came from. */
export function bookingUrl(
  item: "ticket20" | "private90" | "private",
  ref: BookingChannel,
): string {
  const base = SITE.booking.base;
  const path =
    item === "ticket20"
      ? `${base}/items/${SITE.booking.ticket20Item}/`
      : item === "private90"
        ? `${base}/items/${SITE.booking.private90Item}/`
        : `${base}/`;
  return `${path}?ref=${encodeURIComponent(ref)}`;
}
