import { lt } from "drizzle-orm";
import { RETENTION } from "~/config/business";
import { getDb, schema } from "~/lib/db.server";
import { warsawDay } from "~/lib/i18n/format-time";

/** The first day kept when `months` months are kept, counted back from `now`'s day in Warsaw. */
export function firstKeptDay(now: Date, months: number): string {
  const [y, m, d] = warsawDay(now).split("-").map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) - months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  // The same day of that month, or its last day (31 March minus one month is 28/29 February).
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${year}-${pad(month)}-${pad(Math.min(d, last))}`;
}

/**
 * Daily retention job (issue 31, finding 4): page statistics older than RETENTION.analyticsMonths
 * (25: a year-on-year comparison still has its year) are deleted. Returns how many rows went.
 */
export async function pruneOldAnalytics(
  now = new Date(),
  months: number = RETENTION.analyticsMonths,
): Promise<number> {
  const gone = await getDb()
    .delete(schema.analyticsDaily)
    .where(lt(schema.analyticsDaily.day, firstKeptDay(now, months)))
    .returning({ day: schema.analyticsDaily.day });
  return gone.length;
}
