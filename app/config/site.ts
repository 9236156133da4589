/**
 * Business constants that are not data (docs/architecture.md §5): contact channels, social and review
 * links, booking provider items and the company's legal details. One typed module; pages and
 * e-mails read from here, never from literals of their own.
 *
 * The operator's real identifiers replace these values before launch (docs/decisions/003).
 */
import { STRUCTURED_PRICE_RANGE } from "./business";

export const SITE = {
  brand: "RIB Warsaw",
  hashtag: "#RibWarsaw",
  domain: "ribwarsaw.pl",
  phone: "+48 500 600 700",
  phoneHref: "tel:+48500600700",
  email: "kontakt@ribwarsaw.pl",
  whatsappNumber: "48500600700",
  whatsappGroupInvite: "https://chat.whatsapp.com/RibWarsawRejsy",
  social: {
    facebook: "https://www.facebook.com/ribwarsaw",
    instagram: "https://www.instagram.com/ribwarsaw",
    tiktok: "https://www.tiktok.com/@ribwarsaw",
    youtube: "https://www.youtube.com/@ribwarsaw",
  },
  reviews: {
    tripadvisor:
      "https://www.tripadvisor.com/Attraction_Review-g274856-RIB_Warsaw",
    getyourguide: "https://www.getyourguide.com/warsaw-l36/rib-warsaw",
    googleMaps: "https://www.google.com/maps/search/?api=1&query=RIB+Warsaw",
  },
  booking: {
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
    nip: "5252000000",
    regon: "380000000",
    krs: "0000700000",
    /** Art. 206 KSH: registry court and share capital. Placeholders in square brackets until the operator fills them in. */
    registryCourt: "[sąd rejestrowy: do uzupełnienia]",
    registryCourtEn: "[registry court: to be filled in]",
    shareCapital: "[kapitał zakładowy: do uzupełnienia]",
    shareCapitalEn: "[share capital: to be filled in]",
  },
  rentalCompany: {
    name: "Łódki Zegrze s.c.",
    street: "ul. Jachtowa 2",
    postalCode: "05-140",
    city: "Serock",
    nip: "5361000000",
  },
  startPoints: {
    warszawa: {
      lat: 52.2369,
      lng: 21.0305,
      mapsUrl:
        "https://www.google.com/maps/search/?api=1&query=52.2369,21.0305",
    },
    zegrze: {
      lat: 52.4602,
      lng: 21.0301,
      mapsUrl:
        "https://www.google.com/maps/search/?api=1&query=52.4602,21.0301",
    },
    gdansk: {
      lat: 54.3479,
      lng: 18.6581,
      mapsUrl:
        "https://www.google.com/maps/search/?api=1&query=54.3479,18.6581",
    },
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

/**
 * The address the printed QR codes open: the link hub, tagged so the Statistics tab counts the
 * visit under "QR code" (decision 265). A visit to /qr without the tag counts as QR code too.
 */
export function qrCodeUrl(): string {
  return `https://${SITE.domain}/qr?utm_source=qr`;
}

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

export function whatsappUrl(text: string): string {
  return `https://wa.me/${SITE.whatsappNumber}?text=${encodeURIComponent(text)}`;
}

export function mailtoUrl(
  subject: string,
  body: string,
  to: string = SITE.email,
): string {
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
