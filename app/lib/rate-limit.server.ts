import { sql } from "drizzle-orm";
import { getDb } from "./db.server";
import { getEnv } from "./env.server";

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
  const result = await getDb().execute<{ count: number; window_start: Date | string }>(sql`
    insert into rate_limits (key, count, window_start) values (${key}, 1, now())
    on conflict (key) do update set
      count = case when rate_limits.window_start < now() - make_interval(secs => ${windowSeconds}) then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start < now() - make_interval(secs => ${windowSeconds}) then now() else rate_limits.window_start end
    returning count, window_start`);
  const row = (result as unknown as { rows: Array<{ count: number; window_start: Date | string }> }).rows[0]!;
  const count = Number(row.count);
  const started = new Date(row.window_start).getTime();
  const retryAfterSeconds = Math.max(1, Math.ceil((started + windowSeconds * 1000 - Date.now()) / 1000));
  return { allowed: count <= limit, remaining: Math.max(0, limit - count), retryAfterSeconds };
}
