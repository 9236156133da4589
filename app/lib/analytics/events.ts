/**
 * The first-party measurement's vocabulary (docs/decisions/180), shared by the browser code
 * (./track.ts) and the server that counts it (app/features/analytics).
 */
export const EVENTS_PATH = "/api/events";

export const EVENT_NAMES = ["page_view", "booking_click", "hero_booking_click"] as const;
export type EventName = (typeof EVENT_NAMES)[number];

/** How a booking link books: the external booking provider, a call, WhatsApp, an e-mail. */
export const CHANNELS = ["provider", "phone", "whatsapp", "email"] as const;
export type Channel = (typeof CHANNELS)[number];

export const BOOKING_TYPES = ["ticket20", "private", "private90", "phone", "event"] as const;
export type BookingType = (typeof BOOKING_TYPES)[number];

/**
 * A click's location: a location's id from the catalogue (the operator adds locations, so the
 * server checks it against the catalogue, not a list here) or "default", the home hero without a
 * detected location.
 */
export const LOCATION_ID = /^[a-z][a-z0-9_-]{0,39}$/;
export const NO_LOCATION = "default";

/** The channel a link's address stands for, or null for any other link. */
export function channelOf(href: string): Channel | null {
  if (/^tel:/i.test(href)) return "phone";
  if (/^mailto:/i.test(href)) return "email";
  if (/^https:\/\/(wa\.me|api\.whatsapp\.com|chat\.whatsapp\.com)\//i.test(href)) return "whatsapp";
  if (/^https:\/\/fareharbor\.com\//i.test(href)) return "provider";
  return null;
}
