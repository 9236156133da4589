import { sql } from "drizzle-orm";
import { getDb, schema } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { countHit, forgetRateLimit, hitRateLimit, ipNetworkKey } from "~/lib/rate-limit.server";
import { rawRows } from "~/lib/sql.server";

/**
 * Per-account sign-in limit, on top of better-auth's per-IP limit: at most
 * LOGIN_ACCOUNT_MAX failed sign-ins for one account from one network (an IPv4 address or an
 * IPv6 /64) within LOGIN_ACCOUNT_WINDOW seconds. Counting per account and network, not per
 * account alone, means an attacker who guesses the administrator's address locks out only
 * themselves: the administrator signs in from their own network as usual (docs/security.md).
 * The counter lives in the database (rate_limits), so it holds across processes.
 */
export const LOGIN_ACCOUNT_MAX = 10;
export const LOGIN_ACCOUNT_WINDOW = 15 * 60;

export function accountKey(email: unknown, ip: string): string | undefined {
  if (typeof email !== "string" || !email.trim()) return undefined;
  return `login:acct:${email.trim().toLowerCase()}:${ipNetworkKey(ip)}`;
}

/** Seconds until the account may try again, or 0 when it may try now. */
export async function accountLockedFor(email: unknown, ip: string): Promise<number> {
  const key = accountKey(email, ip);
  if (!key || getEnv().RATE_LIMITS === "off") return 0;
  const t = schema.rateLimits;
  const [row] = await rawRows(
    getDb(),
    { count: t.count, windowStart: t.windowStart },
    (out) =>
      sql`select ${out} from ${t} where ${t.key} = ${key} and ${t.windowStart} >= now() - make_interval(secs => ${LOGIN_ACCOUNT_WINDOW})`,
  );
  if (!row || row.count < LOGIN_ACCOUNT_MAX) return 0;
  const started = row.windowStart.getTime();
  return Math.max(1, Math.ceil((started + LOGIN_ACCOUNT_WINDOW * 1000 - Date.now()) / 1000));
}

/** Counts one failed sign-in for the account. */
export async function recordFailedLogin(email: unknown, ip: string): Promise<void> {
  const key = accountKey(email, ip);
  if (key) await hitRateLimit(key, LOGIN_ACCOUNT_MAX, LOGIN_ACCOUNT_WINDOW);
}

/**
 * Checks of the password or a second factor made with a session already open (password change,
 * two-step sign-in on and off): failures count per account, whatever RATE_LIMITS says, and the
 * REAUTH_MAX-th failure within LOGIN_ACCOUNT_WINDOW ends the session that made it
 * (account.server.ts). Someone holding a stolen session cookie then has to sign in, where the
 * sign-in limits apply; the owner's sign-in is never blocked by this count. A correct check
 * clears it (docs/security.md, 2026-11 review second round, finding 2).
 */
export const REAUTH_MAX = 5;

const reauthKey = (userId: string) => `reauth:acct:${userId}`;

/** Counts one failed check for the account; returns the failures in the current window. */
export async function recordReauthFailure(userId: string): Promise<number> {
  return (await countHit(reauthKey(userId), LOGIN_ACCOUNT_WINDOW)).count;
}

/** Forgets the account's failed checks (after a correct one, or once the session is ended). */
export async function clearReauthFailures(userId: string): Promise<void> {
  await forgetRateLimit(reauthKey(userId));
}
