import { z } from "zod";
import { BOOKING_TYPES, CHANNELS, EVENT_NAMES, LOCATION_ID } from "~/lib/analytics/events";

/**
 * One event as the browser sends it to POST /api/events (docs/architecture.md §4):
 * `{name, path, lang, props?, referrer?}`. Unknown names, languages, locations and channels are a 400;
 * unknown keys inside props are ignored.
 */
export const eventSchema = z.object({
  name: z.enum(EVENT_NAMES),
  /** The page's path; a `?utm_source=` on it names the visit's source (decision 265). */
  path: z.string().min(1).max(300).startsWith("/"),
  /** The page's referrer: only its host is read, mapped to a source, and nothing of it is kept. */
  referrer: z.string().max(2000).optional(),
  lang: z.enum(["pl", "en"]),
  props: z
    .object({
      booking_type: z.enum(BOOKING_TYPES).optional(),
      /** Checked against the catalogue by the endpoint (an id of the right shape may still be unknown). */
      location: z.string().regex(LOCATION_ID).optional(),
      price: z.number().nonnegative().max(1_000_000).optional(),
      channel: z.enum(CHANNELS).optional(),
    })
    .optional(),
});
export type AnalyticsEvent = z.infer<typeof eventSchema>;

export { rangeSchema, type DayRange } from "./range-schema";
