/**
 * The departures a cruise page shows in its first byte (the next 6 on its page, the next 3 on
 * its card): read from the shared cache only, never waiting on the provider.
 */
import { logger } from "~/lib/logger.server";
import { departuresService } from "./departures.server";
import { WINDOW_DAYS } from "./compute";
import type { DepartureCruise, DeparturesAnswer, PageDepartures } from "./types";
import { addDays, warsawDay, warsawParts } from "./warsaw-time";
import type { Lang } from "~/lib/i18n/lang";
import { dayText, listTexts, stateText } from "./labels";

/** The stamp "as of 10:42" shows when the data is older than this. */
export const STAMP_AFTER_MS = 5 * 60_000;

export function toPageDepartures(
  answer: DeparturesAnswer,
  limit: number,
  now: Date,
  seasonOpens: string | null,
  lang: Lang,
  cruise: Pick<DepartureCruise, "kind" | "booking" | "pageUrls"> = {
    kind: "shared",
    booking: { channel: "provider", itemId: null },
  },
): PageDepartures {
  const ctx = { kind: cruise.kind, channel: cruise.booking.channel };
  const today = warsawDay(now);
  const tomorrow = addDays(today, 1);
  const asOfMs = answer.asOf ? Date.parse(answer.asOf) : NaN;
  const asOf =
    Number.isFinite(asOfMs) && now.getTime() - asOfMs > STAMP_AFTER_MS
      ? warsawParts(asOfMs).time
      : null;
  const opens = answer.departures.length === 0 ? seasonOpens : null;
  return {
    source: answer.source,
    asOf,
    seasonOpens: opens,
    text: listTexts(lang, opens, asOf),
    items: answer.departures.slice(0, limit).map((d) => {
      const day = d.start.slice(0, 10);
      const rel = day === today ? "today" : day === tomorrow ? "tomorrow" : null;
      // An enquiry departure opens the cruise's page in the page's language.
      const href =
        d.bookingUrl && cruise.booking.channel === "enquiry" && !/^(https?|tel):/.test(d.bookingUrl)
          ? (cruise.pageUrls?.[lang] ?? d.bookingUrl)
          : d.bookingUrl;
      return {
        start: d.start,
        day,
        time: d.start.slice(11, 16),
        endTime: d.end.slice(11, 16),
        rel,
        seatsLeft: d.seatsLeft,
        status: cruise.kind === "private" && d.status === "few" ? "available" : d.status,
        href,
        link: !href
          ? null
          : href.startsWith("tel:")
            ? "tel"
            : /^https?:/.test(href)
              ? "provider"
              : "page",
        dayText: dayText({ day, rel }, lang),
        stateText: stateText(d, lang, ctx),
      };
    }),
  };
}

/**
 * The next departures of a cruise for a page; null for an unknown or unpublished cruise. `ref`
 * tags the booking links with the page, as its booking buttons are.
 */
export async function pageDepartures(
  cruise: DepartureCruise | null,
  limit: number,
  lang: Lang,
  ref?: string,
): Promise<PageDepartures | null> {
  if (!cruise?.published) return null;
  try {
    const service = departuresService();
    const answer = await service.departures(cruise, { days: WINDOW_DAYS, ref });
    return toPageDepartures(answer, limit, new Date(), service.seasonOpens(cruise), lang, cruise);
  } catch (err) {
    // A page never fails for its departures: it renders without them.
    logger.warn(
      { key: cruise.key, reason: err instanceof Error ? err.message : String(err) },
      "Departures: page without them",
    );
    return null;
  }
}
