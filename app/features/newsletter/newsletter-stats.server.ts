import { eq, sql } from "drizzle-orm";
import { getDb, schema } from "~/lib/db.server";
import { KNOWN_REGIONS } from "./regions";
import type { NewsletterStats } from "~/lib/api-shapes";

/** docs/product.md §7 admin 9-10: active subscribers, by region (null counts as 'unknown'). */
export async function newsletterStats(): Promise<NewsletterStats> {
  const s = schema.newsletterSubscribers;
  const rows = await getDb()
    .select({ region: s.region, n: sql<number>`count(*)::int` })
    .from(s)
    .where(eq(s.isActive, true))
    .groupBy(s.region);
  const byRegion: Record<string, number> = {};
  for (const r of KNOWN_REGIONS) byRegion[r] = 0;
  byRegion.unknown = 0;
  let activeTotal = 0;
  for (const r of rows) {
    const key = r.region ?? "unknown";
    byRegion[key] = (byRegion[key] ?? 0) + Number(r.n);
    activeTotal += Number(r.n);
  }
  return { activeTotal, byRegion };
}
