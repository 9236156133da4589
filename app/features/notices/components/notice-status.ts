import { warsawDay } from "~/lib/i18n/format-time";
import type { Notice } from "../model";
import { warsawOffset } from "~/lib/site-data/promo-events";

/** 23:59 today in Warsaw, as ISO 8601 with Warsaw's offset. */
export function endOfWarsawDay(): string {
  const day = warsawDay();
  return new Date(`${day}T23:59:00${warsawOffset(day, "23:59")}`).toISOString();
}

/** Whether a notice shows now, later, or no more. */
export function statusOf(n: Notice, now: number): "on" | "scheduled" | "ended" {
  if (Date.parse(n.until) <= now) return "ended";
  if (n.from && Date.parse(n.from) > now) return "scheduled";
  return "on";
}
