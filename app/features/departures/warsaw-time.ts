/**
 * Warsaw wall-clock arithmetic for departures: every day and time of a cruise is Warsaw's,
 * whatever the server's time zone (docs/architecture.md §6, dates with Europe/Warsaw).
 */
import { warsawClock, warsawDay, warsawOffsetMs } from "~/lib/i18n/format-time";
import { warsawOffset } from "~/lib/site-data/promo-events";

/** Warsaw's day, time ("HH:MM") and offset of an instant. */
export function warsawParts(ms: number): { day: string; time: string; offset: string } {
  const c = warsawClock(new Date(ms));
  const day = `${c.year}-${c.month}-${c.day}`;
  const time = `${c.hour}:${c.minute}`;
  const minutes = Math.round(warsawOffsetMs(new Date(ms)) / 60_000);
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
