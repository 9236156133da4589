/**
 * Promotional events as data (docs/architecture.md §4 "promotional events", decision 232): the
 * shape, the checks of the admin API, and which date an event is next on. Safe for the browser.
 */
import { z } from "zod";
import type { Lang } from "~/lib/i18n/lang";
import { perLanguage } from "~/lib/i18n/messages";

z.config({ jitless: true });

/** SPEC §3's icons (lucide names are resolved by the page). */
export const PROMO_ICONS = ["flag", "siren", "gift", "balloon", "camera"] as const;
export type PromoIcon = (typeof PROMO_ICONS)[number];
export const PROMO_LOCATIONS = ["warszawa", "zegrze", "gdansk"] as const;
export type PromoLocation = (typeof PROMO_LOCATIONS)[number];

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

function validDay(v: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
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
export function listEvents(events: readonly PromoEvent[], lang: Lang, today: string): ListedEvent[] {
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
    if (a.nextDate === null || b.nextDate === null) return a.nextDate === b.nextDate ? a.id - b.id : a.nextDate === null ? 1 : -1;
    return a.nextDate.localeCompare(b.nextDate) || (a.time ?? "").localeCompare(b.time ?? "") || a.id - b.id;
  });
}

/** Europe/Warsaw's offset ("+01:00" or "+02:00") on a day at a time. */
export function warsawOffset(day: string, time: string): string {
  const guess = Date.parse(`${day}T${time}:00Z`);
  const parts = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Warsaw", timeZoneName: "longOffset" }).formatToParts(new Date(guess - 60 * 60_000));
  const name = parts.find((p) => p.type === "timeZoneName")?.value ?? "GMT+01:00";
  const m = /GMT([+-]\d{2}:\d{2})/.exec(name);
  return m ? m[1]! : "+00:00";
}

/** schema.org startDate: the day, or the day and time with Warsaw's offset. */
export function startDateOf(day: string, time: string | null): string {
  return time ? `${day}T${time}:00${warsawOffset(day, time)}` : day;
}

export const PROMO_MESSAGES = {
  pl: {
    required: "To pole jest wymagane",
    tooLong: "Ten tekst jest za długi",
    date: "Podaj poprawną datę (RRRR-MM-DD)",
    time: "Podaj godzinę w formacie GG:MM",
    timeWithoutDate: "Godzina wymaga daty",
    yearlyWithoutDate: "Wydarzenie coroczne wymaga daty",
    far: "Data może być najwyżej rok naprzód",
    past: "Ta data już minęła – wybierz przyszłą albo zaznacz „co roku”",
    icon: "Wybierz ikonę",
    location: "Wybierz lokalizację",
    type: "Nieprawidłowa wartość",
  },
  en: {
    required: "This field is required",
    tooLong: "This text is too long",
    date: "Enter a valid date (YYYY-MM-DD)",
    time: "Enter the time as HH:MM",
    timeWithoutDate: "A time needs a date",
    yearlyWithoutDate: "A yearly event needs a date",
    far: "The date can be at most a year ahead",
    past: "This date has passed: choose a future one or tick “every year”",
    icon: "Choose an icon",
    location: "Choose a location",
    type: "Invalid value",
  },
} as const;

/** The days of a year ahead of `today` a one-off event may be set to. */
const MAX_AHEAD_DAYS = 366;

function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * POST and PUT: missing fields take defaults. A one-off date is today or later and at most a
 * year ahead (checked against `today` in Warsaw's calendar, given by the caller).
 */
export const promoEventSchema = perLanguage((lang: Lang) => {
  const m = PROMO_MESSAGES[lang];
  const text = (max: number) => z.string(m.type).trim().max(max, m.tooLong);
  /** `savedDate`: the event's date before a PUT, which may stay even once it has passed. */
  return (today: string, savedDate: string | null = null) =>
    z
      .object({
        title_pl: text(120).min(1, m.required),
        title_en: text(120).default(""),
        description_pl: text(1000).default(""),
        description_en: text(1000).default(""),
        icon: z.enum(PROMO_ICONS, m.icon).default("gift"),
        date: z.preprocess((v) => (v === "" ? null : v), z.string(m.date).refine(validDay, m.date).nullable().default(null)),
        time: z.preprocess((v) => (v === "" ? null : v), z.string(m.time).regex(/^([01]\d|2[0-3]):[0-5]\d$/, m.time).nullable().default(null)),
        yearly: z.boolean(m.type).default(false),
        location: z.enum(PROMO_LOCATIONS, m.location).default("warszawa"),
        published: z.boolean(m.type).default(true),
      })
      .superRefine((v, ctx) => {
        if (v.time && !v.date) ctx.addIssue({ code: "custom", path: ["time"], message: m.timeWithoutDate });
        if (v.yearly && !v.date) ctx.addIssue({ code: "custom", path: ["yearly"], message: m.yearlyWithoutDate });
        if (v.date && !v.yearly && v.date !== savedDate) {
          if (v.date < today) ctx.addIssue({ code: "custom", path: ["date"], message: m.past });
          else if (v.date > addDays(today, MAX_AHEAD_DAYS)) ctx.addIssue({ code: "custom", path: ["date"], message: m.far });
        }
      });
});
