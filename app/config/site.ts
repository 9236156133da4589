/**
 * Business constants that are not data (docs/architecture.md §5): the brand, booking provider
 * items, the company's details and the links pages name. Pages and e-mails read from here (or
 * app/config/settings-defaults.ts), never from literals of their own.
 *
 * The company details here, with app/config/settings-defaults.ts, are the defaults of the
 * operator's settings (app/lib/site-data/settings.ts, decision 230): pages read the saved
 * values, never these directly. Identifiers (NIP, REGON, KRS, court, share capital) have no
 * default: the operator enters them in the panel.
 */
import { STRUCTURED_PRICE_RANGE } from "./business";

// Named exports, not one object: a bundle keeps only the constants its modules read, so the
// browser's frame, which needs the brand, does not carry the panel's defaults (decision 452).
export const BRAND = "RIB Warsaw";
export const HASHTAG = "#RibWarsaw";
export const DOMAIN = "ribwarsaw.pl";
export const WHATSAPP_GROUP_INVITE = "https://chat.whatsapp.com/RibWarsawRejsy";
export const BOOKING = {
  /** The company's shortname at the booking provider (FareHarbor); FAREHARBOR_SHORTNAME overrides it for the API. */
  shortname: "ribwarsaw",
  base: "https://fareharbor.com/embeds/book/ribwarsaw",
  /** The 20-minute shared ticket. */
  ticket20Item: "623503",
  /** The 90-minute private cruise. */
  private90Item: "660032",
} as const;
export const RENTAL = {
  brand: "Łódki Zegrze",
  slug: "lodki-zegrze",
  website: "https://lodkizegrze.pl",
} as const;
export const SISTER_PROJECTS = {
  riverTransport: "https://wislaexpress.pl",
  boatRental: "https://lodkizegrze.pl",
  printShop: "https://nadrukujto.pl",
} as const;
export const COMPANY = {
  name: "RIB Warsaw sp. z o.o.",
  street: "ul. Wybrzeże Kościuszkowskie 20",
  postalCode: "00-390",
  city: "Warszawa",
  country: "PL",
} as const;
export const PRICE_RANGE = STRUCTURED_PRICE_RANGE;

export type BookingChannel = string;

/** External booking page for an item, tagged with the channel (page or "qr") it came from. */
export function bookingUrl(
  item: "ticket20" | "private90" | "private",
  ref: BookingChannel,
): string {
  const base = BOOKING.base;
  const path =
    item === "ticket20"
      ? `${base}/items/${BOOKING.ticket20Item}/`
      : item === "private90"
        ? `${base}/items/${BOOKING.private90Item}/`
        : `${base}/`;
  return `${path}?ref=${encodeURIComponent(ref)}`;
}
