import { and, between, sql } from "drizzle-orm";
import { csvCell } from "~/lib/csv";
import { getDb, schema } from "~/lib/db.server";
import type { AnalyticsReport } from "./report";
import type { DayRange } from "./schema";

const t = schema.analyticsDaily;
const n = (v: unknown) => Number(v ?? 0);

/** Every day from `from` to `to`, inclusive (YYYY-MM-DD). */
export function daysOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = Date.parse(`${from}T00:00:00Z`); d <= Date.parse(`${to}T00:00:00Z`); d += 86_400_000)
    out.push(new Date(d).toISOString().slice(0, 10));
  return out;
}

/**
 * GET /api/admin/analytics (docs/architecture.md §4): the range's totals, a daily series (every
 * day, zeros included), and breakdowns by page (with click-through to booking), location,
 * channel, language, booking type and source. Booking clicks are `booking_click` events; the home
 * hero's button (`hero_booking_click`) scrolls to the locations and is reported apart.
 */
export async function analyticsReport({ from, to }: DayRange): Promise<AnalyticsReport> {
  const db = getDb();
  const inRange = and(between(t.day, from, to));
  const sum = (name: string) =>
    sql<number>`coalesce(sum(${t.count}) filter (where ${t.name} = ${name}), 0)`;
  const views = sum("page_view");
  const clicks = sum("booking_click");
  const hero = sum("hero_booking_click");

  const [daily, byPath, byLocation, byChannel, byLang, byBookingType, bySource] = await Promise.all(
    [
      db.select({ day: t.day, views, clicks, hero }).from(t).where(inRange).groupBy(t.day),
      db.select({ key: t.path, views, clicks }).from(t).where(inRange).groupBy(t.path),
      db.select({ key: t.location, clicks }).from(t).where(inRange).groupBy(t.location),
      db.select({ key: t.channel, clicks }).from(t).where(inRange).groupBy(t.channel),
      db.select({ key: t.lang, views, clicks }).from(t).where(inRange).groupBy(t.lang),
      db.select({ key: t.bookingType, clicks }).from(t).where(inRange).groupBy(t.bookingType),
      db.select({ key: t.source, views, clicks }).from(t).where(inRange).groupBy(t.source),
    ],
  );

  const perDay = new Map(daily.map((r) => [String(r.day), r]));
  const series = daysOf(from, to).map((day) => {
    const r = perDay.get(day);
    return {
      day,
      pageViews: n(r?.views),
      bookingClicks: n(r?.clicks),
      heroBookingClicks: n(r?.hero),
    };
  });
  const byClicks = <T extends { bookingClicks: number }>(rows: T[]) =>
    rows.filter((r) => r.bookingClicks > 0).sort((a, b) => b.bookingClicks - a.bookingClicks);
  return {
    from,
    to,
    totals: {
      pageViews: series.reduce((a, d) => a + d.pageViews, 0),
      bookingClicks: series.reduce((a, d) => a + d.bookingClicks, 0),
      heroBookingClicks: series.reduce((a, d) => a + d.heroBookingClicks, 0),
    },
    daily: series,
    byPath: byPath
      .map((r) => ({
        path: r.key,
        pageViews: n(r.views),
        bookingClicks: n(r.clicks),
        clickThroughRate: n(r.views) > 0 ? n(r.clicks) / n(r.views) : null,
      }))
      .filter((r) => r.pageViews > 0 || r.bookingClicks > 0)
      .sort(
        (a, b) =>
          b.pageViews - a.pageViews ||
          b.bookingClicks - a.bookingClicks ||
          a.path.localeCompare(b.path),
      ),
    byLocation: byClicks(byLocation.map((r) => ({ location: r.key, bookingClicks: n(r.clicks) }))),
    byChannel: byClicks(byChannel.map((r) => ({ channel: r.key, bookingClicks: n(r.clicks) }))),
    byLang: byLang
      .map((r) => ({
        lang: r.key,
        pageViews: n(r.views),
        bookingClicks: n(r.clicks),
      }))
      .sort((a, b) => a.lang.localeCompare(b.lang)),
    byBookingType: byClicks(
      byBookingType.map((r) => ({
        bookingType: r.key,
        bookingClicks: n(r.clicks),
      })),
    ),
    // Counts from before sources were kept ("") are left out (decision 265).
    bySource: bySource
      .map((r) => ({
        source: r.key,
        pageViews: n(r.views),
        bookingClicks: n(r.clicks),
      }))
      .filter((r) => r.source !== "" && (r.pageViews > 0 || r.bookingClicks > 0))
      .sort(
        (a, b) =>
          b.pageViews - a.pageViews ||
          b.bookingClicks - a.bookingClicks ||
          a.source.localeCompare(b.source),
      ),
  };
}

const CSV_COLUMNS = [
  "day",
  "event",
  "path",
  "language",
  "location",
  "channel",
  "booking_type",
  "source",
  "count",
];
/** The range's counts as CSV, one line per stored row: UTF-8 with a byte-order mark, CRLF line ends. */
export async function analyticsCsv({ from, to }: DayRange): Promise<string> {
  const rows = await getDb()
    .select()
    .from(t)
    .where(between(t.day, from, to))
    .orderBy(t.day, t.name, t.path, t.lang, t.location, t.channel, t.bookingType, t.source);
  const lines = [CSV_COLUMNS.join(",")];
  for (const r of rows)
    lines.push(
      [r.day, r.name, r.path, r.lang, r.location, r.channel, r.bookingType, r.source, r.count]
        .map(csvCell)
        .join(","),
    );
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
