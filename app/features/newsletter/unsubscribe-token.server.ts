import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { getDb, schema } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { registerSecretLink } from "~/lib/mail/outbox.server";

const SIG_LENGTH = 32;
const DAY_MS = 86_400_000;

/**
 * How long a link in an e-mail keeps working: 365 days from the day the e-mail was written
 * (docs/decisions/200). Long enough for any e-mail a subscriber still reads; every newer
 * e-mail carries a fresh link.
 */
export const UNSUBSCRIBE_TOKEN_VALID_DAYS = 365;

/**
 * Tokens written before the issue date was added (`id.sig`) have no date of their own. Every
 * one of them is older than this change, so each is accepted until 365 days after it shipped
 * and never after that.
 */
export const LEGACY_TOKENS_ACCEPTED_UNTIL = new Date("2027-11-24T00:00:00Z");

/** The day number (days since 1970-01-01 UTC) a token issued at `at` carries. */
export function tokenDay(at: Date): number {
  return Math.floor(at.getTime() / DAY_MS);
}

function signature(id: number, email: string, day: number | undefined): string {
  const subject = email.trim().toLowerCase();
  // The legacy form signed id and e-mail only; the dated form signs the day as well.
  const message =
    day === undefined
      ? `newsletter-unsubscribe:${id}:${subject}`
      : `newsletter-unsubscribe:v2:${id}:${day}:${subject}`;
  return createHmac("sha256", getEnv().AUTH_SECRET)
    .update(message)
    .digest("base64url")
    .slice(0, SIG_LENGTH);
}

/**
 * A token naming the subscriber and the day it was issued, signed (HMAC-SHA256 with
 * AUTH_SECRET) over id, day and e-mail: `id.day.signature`.
 */
export function createUnsubscribeToken(
  subscriber: { id: number; email: string },
  issuedAt: Date = new Date(),
): string {
  const day = tokenDay(issuedAt);
  return `${subscriber.id}.${day}.${signature(subscriber.id, subscriber.email, day)}`;
}

export interface ParsedUnsubscribeToken {
  id: number;
  /** Issue day (days since the epoch); undefined for a legacy token without one. */
  day?: number;
  sig: string;
}

/** Splits a token into id, issue day and signature; undefined when it is malformed. */
export function parseUnsubscribeToken(
  token: string | null | undefined,
): ParsedUnsubscribeToken | undefined {
  const m = /^(\d{1,10})(?:\.(\d{1,6}))?\.([\w-]{32})$/.exec(token ?? "");
  if (!m) return undefined;
  const id = Number(m[1]);
  if (!Number.isSafeInteger(id) || id <= 0) return undefined;
  return m[2] === undefined ? { id, sig: m[3]! } : { id, day: Number(m[2]), sig: m[3]! };
}

export type TokenCheck = "valid" | "expired" | "invalid";

/**
 * Checks a parsed token against the subscriber's stored e-mail: "invalid" when the signature
 * does not match (constant-time), "expired" when it does but the link is too old (or, for a
 * legacy token, after LEGACY_TOKENS_ACCEPTED_UNTIL), else "valid". A day in the future (more
 * than one day ahead, for clock skew) is invalid: we never issue one.
 */
export function checkUnsubscribeToken(
  parsed: ParsedUnsubscribeToken,
  email: string,
  now: Date = new Date(),
): TokenCheck {
  const expected = Buffer.from(signature(parsed.id, email, parsed.day));
  const given = Buffer.from(parsed.sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return "invalid";
  if (parsed.day === undefined) return now < LEGACY_TOKENS_ACCEPTED_UNTIL ? "valid" : "expired";
  const today = tokenDay(now);
  if (parsed.day > today + 1) return "invalid";
  return today - parsed.day <= UNSUBSCRIBE_TOKEN_VALID_DAYS ? "valid" : "expired";
}

export function unsubscribeUrl(siteUrl: string, token: string): string {
  return `${siteUrl}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
}

/**
 * The signed unsubscribe link of a queued e-mail, minted when it is sent (docs/decisions/220):
 * the outbox keeps only the reference `unsubscribe:<id>`. Null (the e-mail is skipped) when the
 * subscriber has left or been erased since.
 */
export async function mintUnsubscribeLinks(ids: number[]): Promise<Map<number, string>> {
  const s = schema.newsletterSubscribers;
  const rows = ids.length
    ? await getDb()
        .select({ id: s.id, email: s.email })
        .from(s)
        .where(and(inArray(s.id, ids), eq(s.isActive, true)))
    : [];
  return new Map(
    rows.map((row) => [
      row.id,
      unsubscribeUrl(getEnv().PUBLIC_SITE_URL, createUnsubscribeToken(row)),
    ]),
  );
}

registerSecretLink("unsubscribe", async (ids) => {
  const links = await mintUnsubscribeLinks(ids.map(Number).filter(Number.isSafeInteger));
  return new Map([...links].map(([id, link]) => [String(id), link]));
});
