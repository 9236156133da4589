import { localeOf, type Lang } from "./lang";

const WARSAW_DAY = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Warsaw",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

const WARSAW_CLOCK = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Warsaw",
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

type ClockField = "year" | "month" | "day" | "hour" | "minute" | "second";

/** The Warsaw wall clock at an instant, field by field ("2026", "03", "29", "02", "05", "00"). */
export function warsawClock(instant: Date): Record<ClockField, string> {
  const f: Partial<Record<string, string>> = {};
  for (const p of WARSAW_CLOCK.formatToParts(instant))
    if (p.type !== "literal") f[p.type] = p.value;
  return f as Record<ClockField, string>;
}

/** Warsaw's offset from UTC at an instant, in milliseconds (+1 h in winter, +2 h in summer). */
export function warsawOffsetMs(instant: Date): number {
  const c = warsawClock(instant);
  const wall = Date.UTC(+c.year, +c.month - 1, +c.day, +c.hour, +c.minute, +c.second);
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The calendar day in Warsaw (YYYY-MM-DD) of an instant: the business's day, whatever the server's time zone. */
export function warsawDay(at: Date = new Date()): string {
  return WARSAW_DAY.format(at);
}

/** A moment as the operator reads it: Warsaw time, in the panel's language ("23 lis 2026, 18:05"). */
export function formatWarsawDateTime(iso: string, lang: Lang): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(localeOf(lang), {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Europe/Warsaw",
  }).format(d);
}

/** A calendar day (YYYY-MM-DD) with its weekday, the same in every time zone. */
export function formatDay(day: string, lang: Lang): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return day;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return new Intl.DateTimeFormat(localeOf(lang), {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(d);
}

/** A day as the operator reads it: Warsaw calendar, in the panel's language ("23 listopada 2026"). */
export function formatWarsawDate(iso: string, lang: Lang): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(localeOf(lang), {
    dateStyle: "long",
    timeZone: "Europe/Warsaw",
  }).format(d);
}
