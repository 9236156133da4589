import { sql } from "drizzle-orm";
import { getDb, schema } from "./db.server";
import { getEnv } from "./env.server";
import { names, rawRows } from "./sql.server";

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
}

/**
 * Fixed-window counter in the database, so every process shares the same limit
 * (docs/architecture.md §1: nothing depends on process memory). One upsert per call.
 */
export async function hitRateLimit(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult> {
  if (getEnv().RATE_LIMITS === "off") return { allowed: true, remaining: limit, retryAfterSeconds: 0 };
  const t = schema.rateLimits;
  const c = names(t);
  const expired = sql`${t.windowStart} < now() - make_interval(secs => ${windowSeconds})`;
  const [row] = await rawRows(getDb(), { count: t.count, windowStart: t.windowStart }, (out) => sql`
    insert into ${t} (${c.key}, ${c.count}, ${c.windowStart}) values (${key}, 1, now())
    on conflict (${c.key}) do update set
      ${c.count} = case when ${expired} then 1 else ${t.count} + 1 end,
      ${c.windowStart} = case when ${expired} then now() else ${t.windowStart} end
    returning ${out}`);
  const count = row!.count;
  const started = row!.windowStart.getTime();
  const retryAfterSeconds = Math.max(1, Math.ceil((started + windowSeconds * 1000 - Date.now()) / 1000));
  return { allowed: count <= limit, remaining: Math.max(0, limit - count), retryAfterSeconds };
}
