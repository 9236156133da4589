import { warsawDay } from "~/lib/i18n/format-time";
const DAY_MS = 86_400_000;

/** The last `days` days up to and including today in Warsaw. */
export function lastDays(days: number, now = new Date()): { from: string; to: string } {
  const to = warsawDay(now);
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (days - 1) * DAY_MS)
    .toISOString()
    .slice(0, 10);
  return { from, to };
}

export const MAX_RANGE_DAYS = 366;

/** Days between two YYYY-MM-DD dates, counting both ends. */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}
