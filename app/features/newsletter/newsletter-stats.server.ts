import { eq, sql } from "drizzle-orm";
import { getDb, schema } from "~/lib/db.server";
import { KNOWN_REGIONS } from "./regions";
import { welcomedSql } from "./bulk-send.server";
import type { NewsletterStats } from "~/lib/api-shapes";

/** docs/product.md §7 admin 9-10: active subscribers, by region (null counts as 'unknown'), and how many of them were already sent a welcome. */
export async function newsletterStats(): Promise<NewsletterStats> {
  const s = schema.newsletterSubscribers;
  const rows = await getDb()
    .select({
      region: s.region,
      n: sql<number>`count(*)::int`,
      welcomed: sql<number>`count(*) filter (where ${welcomedSql(s.id)})::int`,
    })
    .from(s)
    .where(eq(s.isActive, true))
    .groupBy(s.region);
  const byRegion: Record<string, number> = {};
  for (const r of KNOWN_REGIONS) byRegion[r] = 0;
  byRegion.unknown = 0;
  const welcomedByRegion: Record<string, number> = Object.fromEntries(
    Object.keys(byRegion).map((k) => [k, 0]),
  );
  let activeTotal = 0;
  let welcomedTotal = 0;
  for (const r of rows) {
    const key = r.region ?? "unknown";
    byRegion[key] = (byRegion[key] ?? 0) + Number(r.n);
    welcomedByRegion[key] = (welcomedByRegion[key] ?? 0) + Number(r.welcomed);
    activeTotal += Number(r.n);
    welcomedTotal += Number(r.welcomed);
  }
  return {
    activeTotal,
    byRegion,
    welcomed: { total: welcomedTotal, byRegion: welcomedByRegion },
  };
}
