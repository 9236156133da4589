import { eq, like, lt, sql } from "drizzle-orm";
import { getDb, schema, type DbOrTx } from "./db.server";
import { getEnv } from "./env.server";
import { names, rawRows } from "./sql.server";

/**
 * The network a client address stands for in a rate-limit key: an IPv4 address as it is, an
 * IPv6 address by its /64 (one subscriber line usually holds a whole /64, so keying by full
 * address would give one client 2^64 budgets).
 */
export function ipNetworkKey(ip: string): string {
  const address = ip
    .trim()
    .toLowerCase()
    .replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "");
  if (!address.includes(":")) return address;
  const [head = "", tail = ""] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = address.includes("::")
    ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, "") || "0")
    .join(":")}::/64`;
}

/**
 * The longest window any counter uses (the sign-in counters' 15 minutes, the forms' 10, better-auth's
 * minute), with room to spare: a row whose window started before this is past it, whatever its key.
 */
export const LONGEST_RATE_LIMIT_WINDOW_SECONDS = 60 * 60;

/**
 * Daily retention job (issue 31, finding 4): deletes the counters past their window, ours
 * (`rate_limits`: IP networks, sign-in addresses) and better-auth's (`rate_limit`), so no client
 * address is kept longer than the privacy policy says (RETENTION.rateLimitDays). Returns how
 * many rows of each went.
 */
export async function pruneRateLimits(now = new Date()): Promise<{ ours: number; auth: number }> {
  const cutoff = new Date(now.getTime() - LONGEST_RATE_LIMIT_WINDOW_SECONDS * 1000);
  const db = getDb();
  const ours = await db
    .delete(schema.rateLimits)
    .where(lt(schema.rateLimits.windowStart, cutoff))
    .returning({ key: schema.rateLimits.key });
  const auth = await db
    .delete(schema.rateLimit)
    .where(lt(schema.rateLimit.lastRequest, cutoff.getTime()))
    .returning({ id: schema.rateLimit.id });
  return { ours: ours.length, auth: auth.length };
}

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
}

/**
 * Fixed-window counter in the database, so every process shares the same limit
 * (docs/architecture.md §1: nothing depends on process memory). One upsert per call.
 */
export async function hitRateLimit(
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<RateLimitResult> {
  if (windowSeconds > LONGEST_RATE_LIMIT_WINDOW_SECONDS)
    throw new Error(
      `A rate-limit window over ${LONGEST_RATE_LIMIT_WINDOW_SECONDS} s would be pruned early`,
    );
  if (getEnv().RATE_LIMITS === "off")
    return { allowed: true, remaining: limit, retryAfterSeconds: 0 };
  const { count, windowStart } = await countHit(key, windowSeconds);
  const started = windowStart.getTime();
  const retryAfterSeconds = Math.max(
    1,
    Math.ceil((started + windowSeconds * 1000 - Date.now()) / 1000),
  );
  return { allowed: count <= limit, remaining: Math.max(0, limit - count), retryAfterSeconds };
}

/**
 * Counts one hit of `key` in its fixed window (a new window once the last one is over), whatever
 * RATE_LIMITS says; answers the count and when the window started. One upsert. This module is the
 * one writer of `rate_limits` (decision 420): the sign-in counters of admin-auth count here too.
 */
export async function countHit(
  key: string,
  windowSeconds: number,
): Promise<{ count: number; windowStart: Date }> {
  const t = schema.rateLimits;
  const c = names(t);
  const expired = sql`${t.windowStart} < now() - make_interval(secs => ${windowSeconds})`;
  const [row] = await rawRows(
    getDb(),
    { count: t.count, windowStart: t.windowStart },
    (out) => sql`
    insert into ${t} (${c.key}, ${c.count}, ${c.windowStart}) values (${key}, 1, now())
    on conflict (${c.key}) do update set
      ${c.count} = case when ${expired} then 1 else ${t.count} + 1 end,
      ${c.windowStart} = case when ${expired} then now() else ${t.windowStart} end
    returning ${out}`,
  );
  return row!;
}

/** Forgets a counter (a correct check clears its failures). */
export async function forgetRateLimit(key: string): Promise<void> {
  await getDb().delete(schema.rateLimits).where(eq(schema.rateLimits.key, key));
}

/** Forgets every counter whose key starts with `prefix` (an erased person's sign-in counters). */
export async function forgetRateLimitsStartingWith(db: DbOrTx, prefix: string): Promise<void> {
  await db
    .delete(schema.rateLimits)
    .where(like(schema.rateLimits.key, `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
}
