/**
 * Analytics events (docs/product.md §7 "Analytics", docs/decisions/180).
 *
 * 1. First-party, cookieless counting: each event goes to POST /api/events with
 *    `navigator.sendBeacon` (a JSON Blob: the API accepts JSON only). Nothing identifies the
 *    visitor: no cookie, no storage, no id; the server adds the event to a daily count and keeps
 *    nothing else. A browser that says Do Not Track or Global Privacy Control sends nothing.
 * 2. The global `window.gtag` function, when the operator installed Google's tag (e.g. via a tag
 *    manager); without it nothing happens there:
 *
 *   window.gtag("event", "booking_click", { booking_type, location, price })
 *   window.gtag("event", "hero_booking_click", { location })
 */
import { useEffect } from "react";
import { useLocation } from "react-router";
import { afterIdle } from "~/lib/after-idle";
import { channelOf, EVENTS_PATH, type BookingType, type Channel, type EventName } from "./events";
import { sourceOf, type Source } from "./sources";

export type { BookingType } from "./events";
export type AnalyticsParams = Record<string, string | number | boolean | undefined>;

type Gtag = (command: "event", name: string, params?: AnalyticsParams) => void;

declare global {
  interface Window {
    gtag?: Gtag;
  }
  interface Navigator {
    globalPrivacyControl?: boolean;
  }
}

/** Do Not Track or Global Privacy Control: the visitor asked not to be measured. */
function optedOut(): boolean {
  const n = navigator as Navigator & { msDoNotTrack?: string };
  return (
    n.globalPrivacyControl === true ||
    n.doNotTrack === "1" ||
    n.msDoNotTrack === "1" ||
    (window as { doNotTrack?: string }).doNotTrack === "1"
  );
}

/**
 * Where this visit came from, read once when the page first loads and kept in memory only (no
 * storage): the landing address's utm_source and the referrer (decision 265). Every event of the
 * visit carries them, so a booking click counts for the source that brought the visitor.
 */
let landing: { utmSource: string | null; referrer: string } | null = null;
function visitOrigin() {
  landing ??= {
    utmSource: new URLSearchParams(location.search).get("utm_source"),
    referrer: document.referrer.slice(0, 500),
  };
  return landing;
}

/** The visit's source, for the booking provider's `ref` tag. */
function visitSource(): Source {
  const v = visitOrigin();
  return sourceOf({
    utmSource: v.utmSource,
    referrer: v.referrer,
    ownHost: location.hostname,
  });
}

function send(name: EventName, props?: AnalyticsParams): void {
  try {
    if (optedOut() || !navigator.sendBeacon) return;
    const v = visitOrigin();
    const path = v.utmSource
      ? `${location.pathname}?utm_source=${encodeURIComponent(v.utmSource.slice(0, 100))}`
      : location.pathname;
    const body = JSON.stringify({
      name,
      path,
      lang: document.documentElement.lang,
      props,
      ...(v.referrer ? { referrer: v.referrer } : {}),
    });
    navigator.sendBeacon(EVENTS_PATH, new Blob([body], { type: "application/json" }));
  } catch {
    // Measuring must never break a page or a booking click.
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

/**
 * The booking link being clicked, seen by a capture listener before the link's own onClick, so
 * a booking click knows its channel without every call site saying it; a link to a channel
 * whose onClick reports nothing (a footer e-mail, a WhatsApp button) is counted here instead.
 */
let clicked: { channel: Channel; reported: boolean } | null = null;

function onClickCapture(e: MouseEvent): void {
  const link = (e.target as Element | null)?.closest?.("a[href]");
  const channel = link ? channelOf((link as HTMLAnchorElement).href) : null;
  if (!channel) return;
  if (channel === "provider") tagWithSource(link as HTMLAnchorElement);
  const current = (clicked = { channel, reported: false });
  setTimeout(() => {
    if (!current.reported) send("booking_click", { channel });
    if (clicked === current) clicked = null;
  });
}

/**
 * The booking provider's `ref` tag gets the visit's source too ("home" → "home.google"), so a
 * booking at the provider can be traced to it (decision 265). The page's HTML is the same for
 * every visitor; the tag is added to the link as it is clicked, before the browser follows it.
 */
function tagWithSource(link: HTMLAnchorElement): void {
  try {
    const url = new URL(link.href);
    const ref = url.searchParams.get("ref") ?? "";
    const base = ref.replace(/\.[a-z]+$/, "");
    url.searchParams.set("ref", `${base}.${visitSource()}`);
    link.href = url.toString();
  } catch {
    // The link stays as it is.
  }
}

/**
 * A click on a booking action: the booking type, the location it belongs to and the price shown
 * (if any). `gtag` gets them as docs/product.md §7 says; our own count gets the type, the location and the
 * link's channel, and no price (docs/decisions/180).
 */
export function trackBookingClick(
  bookingType: BookingType,
  location: string,
  price?: number,
): void {
  const link = clicked;
  if (link) link.reported = true;
  track("booking_click", { booking_type: bookingType, location, price });
  send("booking_click", {
    booking_type: bookingType,
    location,
    channel: link?.channel,
  });
}

export function trackHeroBookingClick(location: string): void {
  track("hero_booking_click", { location });
  send("hero_booking_click", { location });
}

/** Counts a page view on the first load and on every route change of the public site. */
export function usePageViews(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    document.addEventListener("click", onClickCapture, true);
    return () => document.removeEventListener("click", onClickCapture, true);
  }, []);
  useEffect(() => {
    // Not inside hydration's effects: a task of its own when the browser is idle (at most 1 s).
    if (!pathname.startsWith("/admin")) afterIdle(() => send("page_view"));
  }, [pathname]);
}
