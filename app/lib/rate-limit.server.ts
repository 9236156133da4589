import { sql } from "drizzle-orm";
import { getDb, schema } from "./db.server";
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
  if (getEnv().RATE_LIMITS === "off")
    return { allowed: true, remaining: limit, retryAfterSeconds: 0 };
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
  const count = row!.count;
  const started = row!.windowStart.getTime();
  const retryAfterSeconds = Math.max(
    1,
    Math.ceil((started + windowSeconds * 1000 - Date.now()) / 1000),
  );
  return { allowed: count <= limit, remaining: Math.max(0, limit - count), retryAfterSeconds };
}
