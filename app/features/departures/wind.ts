/**
 * The operator's wind warning (issue 35, point 4): a departure whose hours cross the location's
 * gust limit. Pure: the gusts come from the weather service, the departures from this feature,
 * composed by the caller (app/routes/api/admin/wind-warnings.server.ts). Never shown to visitors.
 */
import type { Departure, DepartureLocation } from "./types";

export interface GustHour {
  /** "YYYY-MM-DDTHH:00" on Warsaw's wall clock. */
  hour: string;
  gustKmh: number;
}

export interface WindWarning {
  location: DepartureLocation;
  /** The location's names, for one the messages do not name (decision 400). */
  name?: { pl: string; en: string };
  /** YYYY-MM-DD in Warsaw. */
  day: string;
  /** "HH:MM": the first affected departure's start, the last one's end. */
  from: string;
  until: string;
  maxGustKmh: number;
  limitKmh: number;
}

/** The hours ("YYYY-MM-DDTHH:00") a departure spans, by its Warsaw wall-clock start and end. */
function hoursOf(d: Departure): string[] {
  const day = d.start.slice(0, 10);
  const first = Number(d.start.slice(11, 13));
  const endDay = d.end.slice(0, 10);
  const endMinute = Number(d.end.slice(11, 13)) * 60 + Number(d.end.slice(14, 16));
  const last = endDay === day ? Math.max(first, Math.ceil(endMinute / 60) - 1) : 23;
  return Array.from(
    { length: last - first + 1 },
    (_, i) => `${day}T${String(first + i).padStart(2, "0")}:00`,
  );
}

/** One warning per day on which a departure's hours see gusts above the limit. */
export function windWarnings(
  location: DepartureLocation,
  limitKmh: number,
  gusts: readonly GustHour[],
  departures: readonly Departure[],
): WindWarning[] {
  const byHour = new Map(gusts.map((g) => [g.hour, g.gustKmh]));
  const days = new Map<string, WindWarning>();
  for (const d of [...departures].sort((a, b) => a.start.localeCompare(b.start))) {
    if (d.status === "closed") continue;
    const peak = Math.max(-1, ...hoursOf(d).map((h) => byHour.get(h) ?? -1));
    if (peak <= limitKmh) continue;
    const day = d.start.slice(0, 10);
    const w = days.get(day);
    if (!w)
      days.set(day, {
        location,
        day,
        from: d.start.slice(11, 16),
        until: d.end.slice(11, 16),
        maxGustKmh: peak,
        limitKmh,
      });
    else {
      w.until = d.end.slice(11, 16) > w.until ? d.end.slice(11, 16) : w.until;
      w.maxGustKmh = Math.max(w.maxGustKmh, peak);
    }
  }
  return [...days.values()];
}
