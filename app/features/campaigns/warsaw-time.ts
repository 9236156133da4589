/**
 * Campaign times are entered and shown in Europe/Warsaw (the operator's clock) and stored as
 * instants. Pure functions, safe in the browser.
 */
import { warsawClock, warsawOffsetMs } from "~/lib/i18n/format-time";

const ZONE = "Europe/Warsaw";

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * "YYYY-MM-DDTHH:mm" on the Warsaw clock to an instant; undefined when malformed or a time
 * that does not exist (the hour skipped when clocks go forward).
 */
export function warsawLocalToInstant(local: string): Date | undefined {
  const m = LOCAL.exec(local);
  if (!m) return undefined;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  let instant = new Date(wall - warsawOffsetMs(new Date(wall)));
  instant = new Date(wall - warsawOffsetMs(instant));
  return instantToWarsawLocal(instant) === local ? instant : undefined;
}

/** An instant as "YYYY-MM-DDTHH:mm" on the Warsaw clock (the value of a datetime-local input). */
export function instantToWarsawLocal(instant: Date): string {
  const c = warsawClock(instant);
  return `${c.year}-${c.month}-${c.day}T${c.hour}:${c.minute}`;
}

/** An instant for people: "23.11.2026, 18:30" (pl) or "23/11/2026, 18:30" (en), Warsaw time. */
export function formatWarsaw(instant: Date | string, lang: "pl" | "en"): string {
  return new Intl.DateTimeFormat(lang === "pl" ? "pl-PL" : "en-GB", {
    timeZone: ZONE,
    dateStyle: "short",
    timeStyle: "short",
  }).format(new Date(instant));
}
