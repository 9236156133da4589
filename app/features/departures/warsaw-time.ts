/**
 * Warsaw wall-clock arithmetic for departures: every day and time of a cruise is Warsaw's,
 * whatever the server's time zone (docs/architecture.md §6, dates with Europe/Warsaw).
 */
import { warsawDay } from "~/lib/i18n/format-time";
import { warsawOffset } from "~/lib/site-data/promo-events";

const PARTS = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Warsaw",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** Warsaw's day, time ("HH:MM") and offset of an instant. */
export function warsawParts(ms: number): { day: string; time: string; offset: string } {
  const p = Object.fromEntries(PARTS.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  const day = `${p.year}-${p.month}-${p.day}`;
  const time = `${p.hour}:${p.minute}`;
  const wall = Date.UTC(
    Number(p.year),
    Number(p.month) - 1,
    Number(p.day),
    Number(p.hour),
    Number(p.minute),
    Number(p.second),
  );
  const minutes = Math.round((wall - Math.floor(ms / 1000) * 1000) / 60_000);
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  const offset = `${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
  return { day, time, offset };
}

/** An instant as ISO 8601 with Warsaw's offset: 2026-11-27T14:00:00+01:00. */
export function toWarsawIso(ms: number): string {
  const { day, time, offset } = warsawParts(ms);
  const seconds = String(new Date(ms).getUTCSeconds()).padStart(2, "0");
  return `${day}T${time}:${seconds}${offset}`;
}

/** The instant of a Warsaw day and time. */
export function warsawInstant(day: string, time: string): number {
  return Date.parse(`${day}T${time}:00${warsawOffset(day, time)}`);
}

export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** Monday 1 … Sunday 7. */
export function isoWeekday(day: string): number {
  return new Date(`${day}T12:00:00Z`).getUTCDay() || 7;
}

/** A real calendar day written YYYY-MM-DD. */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

export { warsawDay };
