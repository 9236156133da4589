/**
 * Departures from their two sources (docs/architecture.md §4 "departures"): the provider's
 * availabilities, or the cruise's own weekdays, times and season. Pure: the clock comes in.
 */
import type { ProviderAvailability } from "./provider.server";
import type { CancelledWindow, Departure, DepartureCruise, DepartureStatus } from "./types";
import { addDays, isoWeekday, toWarsawIso, warsawDay, warsawInstant } from "./warsaw-time";

/** The fixed window fetched per item: today and the 14 days after it. */
export const WINDOW_DAYS = 15;
/** "Few left" at or below this many seats. */
export const FEW_SEATS_DEFAULT = 4;

export function departureWindow(now: Date): { start: string; end: string } {
  const start = warsawDay(now);
  return { start, end: addDays(start, WINDOW_DAYS - 1) };
}

export function providerStatus(
  capacity: number,
  bookable: boolean,
  fewAt: number,
): DepartureStatus {
  if (!bookable) return "closed";
  if (capacity <= 0) return "sold_out";
  return capacity <= fewAt ? "few" : "available";
}

export interface Range {
  /** First day, YYYY-MM-DD in Warsaw. */
  from: string;
  days: number;
  now: Date;
}

/** The instants [start, end) of a range of Warsaw days, from `now` on. */
function bounds({ from, days, now }: Range): [number, number] {
  const start = Math.max(warsawInstant(from, "00:00"), now.getTime());
  return [start, warsawInstant(addDays(from, days), "00:00")];
}

/** The provider's departures in a range, with their state and booking link (null when not bookable). */
export function providerDepartures(
  availabilities: readonly ProviderAvailability[],
  range: Range,
  link: (pk: string) => string,
  fewAt = FEW_SEATS_DEFAULT,
): Departure[] {
  const [lo, hi] = bounds(range);
  return availabilities
    .map((a) => ({ a, t: Date.parse(a.startAt) }))
    .filter(({ t }) => t >= lo && t < hi)
    .sort((x, y) => x.t - y.t)
    .map(({ a, t }) => {
      const status = providerStatus(a.capacity, a.bookable, fewAt);
      return {
        start: toWarsawIso(t),
        end: toWarsawIso(Date.parse(a.endAt)),
        seatsLeft: a.capacity,
        status,
        bookingUrl: status === "sold_out" || status === "closed" ? null : link(a.pk),
      };
    });
}

const MMDD = /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Whether a day (YYYY-MM-DD) is in a season (MM-DD to MM-DD, inclusive; may wrap past New Year). */
export function inSeason(day: string, season: DepartureCruise["season"]): boolean {
  if (!season || !MMDD.test(season.from) || !MMDD.test(season.until)) return true;
  const md = day.slice(5);
  return season.from <= season.until
    ? md >= season.from && md <= season.until
    : md >= season.from || md <= season.until;
}

/** The day the season next opens, when `today` is outside it; null inside it or without one. */
export function seasonOpens(today: string, season: DepartureCruise["season"]): string | null {
  if (!season || inSeason(today, season) || !MMDD.test(season.from)) return null;
  const thisYear = `${today.slice(0, 4)}-${season.from}`;
  return thisYear > today ? thisYear : `${Number(today.slice(0, 4)) + 1}-${season.from}`;
}

/**
 * What the site says of its departures, applied to either source (decision 350): none outside
 * the season in force, and a departure whose start falls in a current or scheduled `cancelled`
 * notice of its location (or of `all`) is `cancelled`, with no booking link.
 */
export function obeyStatements(
  departures: readonly Departure[],
  season: DepartureCruise["season"],
  cancelled: readonly CancelledWindow[],
): Departure[] {
  return departures
    .filter((d) => inSeason(d.start.slice(0, 10), season))
    .map((d) => {
      const t = Date.parse(d.start);
      const off = cancelled.some((w) => (w.from === null || w.from <= t) && t < w.until);
      return off ? { ...d, status: "cancelled" as const, bookingUrl: null } : d;
    });
}

/** The timetable's departures in a range: its weekdays and times inside its season. */
export function timetableDepartures(cruise: DepartureCruise, range: Range): Departure[] {
  const t = cruise.departures;
  if (!t) return [];
  const times = [...new Set(t.times.filter((x) => HHMM.test(x)))].sort();
  const days = new Set(t.days);
  const [lo, hi] = bounds(range);
  const minutes = Math.min(Math.max(cruise.durationMin, 1), 24 * 60);
  const out: Departure[] = [];
  for (let i = 0; i < range.days; i++) {
    const day = addDays(range.from, i);
    if (!days.has(isoWeekday(day) as never) || !inSeason(day, cruise.season)) continue;
    for (const time of times) {
      const start = warsawInstant(day, time);
      if (start < lo || start >= hi) continue;
      out.push({
        start: toWarsawIso(start),
        end: toWarsawIso(start + minutes * 60_000),
        seatsLeft: null,
        status: "available",
        bookingUrl: cruise.bookingAction,
      });
    }
  }
  return out;
}
