import { createHmac, timingSafeEqual } from "node:crypto";
import { getEnv } from "~/lib/env.server";

const SIG_LENGTH = 32;

function signature(id: number, email: string): string {
  return createHmac("sha256", getEnv().AUTH_SECRET)
    .update(`newsletter-unsubscribe:${id}:${email.trim().toLowerCase()}`)
    .digest("base64url")
    .slice(0, SIG_LENGTH);
}

/** A token naming the subscriber and signed (HMAC-SHA256 with AUTH_SECRET) over id and e-mail. */
export function createUnsubscribeToken(subscriber: { id: number; email: string }): string {
  return `${subscriber.id}.${signature(subscriber.id, subscriber.email)}`;
}

/** Splits a token into id and signature; undefined when it is malformed. */
export function parseUnsubscribeToken(token: string | null | undefined): { id: number; sig: string } | undefined {
  const m = /^(\d{1,10})\.([\w-]{32})$/.exec(token ?? "");
  if (!m) return undefined;
  const id = Number(m[1]);
  return Number.isSafeInteger(id) && id > 0 ? { id, sig: m[2]! } : undefined;
}

/** Constant-time check of a parsed token against the subscriber's stored e-mail. */
export function verifyUnsubscribeSignature(parsed: { id: number; sig: string }, email: string): boolean {
  const expected = Buffer.from(signature(parsed.id, email));
  const given = Buffer.from(parsed.sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export function unsubscribeUrl(siteUrl: string, token: string): string {
  return `${siteUrl}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
}
