/**
 * Promotional events as data (docs/architecture.md §4 "promotional events", decision 232): the
 * shape and which date an event is next on. No dependencies: the public page uses it (the
 * admin API's checks, with zod, are in app/features/site-admin/promo-events-schema.ts).
 */
import type { Lang } from "~/lib/i18n/lang";

/** docs/product.md §3's icons (lucide names are resolved by the page). */
export const PROMO_ICONS = ["flag", "siren", "gift", "balloon", "camera"] as const;
export type PromoIcon = (typeof PROMO_ICONS)[number];
/** A location row's id: an event may be at any location, the ones the operator added too (decision 404). */
export type PromoLocation = string;

export interface PromoEvent {
  id: number;
  title_pl: string;
  title_en: string;
  description_pl: string;
  description_en: string;
  icon: PromoIcon;
  date: string | null;
  time: string | null;
  yearly: boolean;
  location: PromoLocation;
  published: boolean;
}

export type PromoEventInput = Omit<PromoEvent, "id">;

/** An event as the public page lists it: in the page's language, with its next date. */
export interface ListedEvent {
  id: number;
  title: string;
  description: string;
  icon: PromoIcon;
  /** The next day it happens (YYYY-MM-DD, Warsaw), or null when undated. */
  nextDate: string | null;
  time: string | null;
  location: PromoLocation;
}

export function validDay(v: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return (
    d.getUTCFullYear() === Number(m[1]) &&
    d.getUTCMonth() === Number(m[2]) - 1 &&
    d.getUTCDate() === Number(m[3])
  );
}

/**
 * The day a yearly event next falls on, `today` or later (both YYYY-MM-DD in Warsaw's
 * calendar); a one-off event keeps its date. 29 February falls on 28 February in other years.
 */
export function nextOccurrence(date: string, yearly: boolean, today: string): string {
  if (!yearly || date >= today) return date;
  const [, md] = [date.slice(0, 4), date.slice(5)];
  let year = Number(today.slice(0, 4));
  for (let i = 0; i < 2; i++, year++) {
    let candidate = `${year}-${md}`;
    if (!validDay(candidate)) candidate = `${year}-02-28`;
    if (candidate >= today) return candidate;
  }
  return `${year}-${md}`;
}

/**
 * The published events a page lists: dated ones whose next date is today or later, soonest
 * first (then by time), then the undated ones; texts in `lang` (English falls back to Polish).
 */
export function listEvents(
  events: readonly PromoEvent[],
  lang: Lang,
  today: string,
): ListedEvent[] {
  const listed: ListedEvent[] = [];
  for (const e of events) {
    if (!e.published) continue;
    const nextDate = e.date ? nextOccurrence(e.date, e.yearly, today) : null;
    if (nextDate !== null && nextDate < today) continue;
    listed.push({
      id: e.id,
      title: (lang === "en" && e.title_en) || e.title_pl,
      description: (lang === "en" && e.description_en) || e.description_pl,
      icon: e.icon,
      nextDate,
      time: e.time,
      location: e.location,
    });
  }
  return listed.sort((a, b) => {
    if (a.nextDate === null || b.nextDate === null)
      return a.nextDate === b.nextDate ? a.id - b.id : a.nextDate === null ? 1 : -1;
    return (
      a.nextDate.localeCompare(b.nextDate) ||
      (a.time ?? "").localeCompare(b.time ?? "") ||
      a.id - b.id
    );
  });
}

/** Europe/Warsaw's offset ("+01:00" or "+02:00") on a day at a time. */
export function warsawOffset(day: string, time: string): string {
  const guess = Date.parse(`${day}T${time}:00Z`);
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/Warsaw",
    timeZoneName: "longOffset",
  }).formatToParts(new Date(guess - 60 * 60_000));
  const name = parts.find((p) => p.type === "timeZoneName")?.value ?? "GMT+01:00";
  const m = /GMT([+-]\d{2}:\d{2})/.exec(name);
  return m ? m[1]! : "+00:00";
}

/** schema.org startDate: the day, or the day and time with Warsaw's offset. */
export function startDateOf(day: string, time: string | null): string {
  return time ? `${day}T${time}:00${warsawOffset(day, time)}` : day;
}
