/**
 * Analytics events (docs/product.md §7 "Analytics"): sent through the global `window.gtag` function only
 * when the page has one (Google tag / GA4 installed by the operator, e.g. via a tag manager).
 * Without it, nothing happens and nothing is queued: the site loads no analytics by itself.
 *
 *   window.gtag("event", "booking_click", { booking_type, location, price })
 *   window.gtag("event", "hero_booking_click", { location })
 */

export type AnalyticsParams = Record<string, string | number | boolean | undefined>;

type Gtag = (command: "event", name: string, params?: AnalyticsParams) => void;

declare global {
  interface Window {
    gtag?: Gtag;
  }
}

export function track(name: string, params: AnalyticsParams = {}): void {
  if (typeof window === "undefined" || typeof window.gtag !== "function") return;
  try {
    window.gtag("event", name, params);
  } catch {
    // Analytics must never break a booking click.
  }
}

export type BookingType = "ticket20" | "private" | "private90" | "phone" | "event";

/** A click on a booking action: the booking type, the location it belongs to and the price shown (if any). */
export function trackBookingClick(bookingType: BookingType, location: string, price?: number): void {
  track("booking_click", { booking_type: bookingType, location, price });
}

export function trackHeroBookingClick(location: string): void {
  track("hero_booking_click", { location });
}
