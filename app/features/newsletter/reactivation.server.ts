import { createHash, randomBytes } from "node:crypto";
import { emailCopy } from "~/content/emails.server";
import { and, eq, gt, inArray, lte, sql } from "drizzle-orm";
import { getDb, schema, type DbOrTx } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import type { Lang } from "~/lib/i18n/lang";
import { enqueueEmail, registerSecretLink, SECRET_LINK } from "~/lib/mail/outbox.server";
import { renderReactivationEmail } from "./reactivation-email";
import { PHONE_CONSENT_VERSION } from "./regions";
import type { NewsletterInput } from "./schema";

/**
 * Reactivation needs the person (issue 31, finding 3; decision 280). A sign-up for an address
 * that unsubscribed changes nothing stored about the subscriber: the values the form sent wait
 * in `newsletter_reactivations`, and one neutral e-mail asks the address's owner to confirm.
 * Its link works 7 days and once; only a SHA-256 of its token is stored, and the token itself
 * is minted when the e-mail is sent (decision 220). The link opens a page with a button (GET
 * changes nothing, so a mail scanner's prefetch cannot reactivate); its POST reactivates with
 * the waiting values, as docs/product.md §4 says for reactivation.
 */

export const REACTIVATION_VALID_DAYS = 7;
const REACTIVATION_VALID_MS = REACTIVATION_VALID_DAYS * 86_400_000;
/** Where the e-mail's link leads: the confirmation page, whose button POSTs to the same path. */
export const REACTIVATE_PATH = "/api/newsletter/reactivate";
/** At most this many confirmation e-mails to one address a day: a stranger cannot flood an inbox. */
export const REACTIVATION_MAILS_PER_DAY = 3;

const { newsletterReactivations: pending, newsletterSubscribers: subscribers } = schema;

export function hashReactivationToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/**
 * Keeps the form's values for the unsubscribed subscriber `subscriberId` and queues the
 * confirmation e-mail, in one transaction. Past the daily cap it stores and sends nothing (the
 * visitor's answer is the same either way).
 */
export async function requestReactivation(
  subscriber: { id: number; email: string },
  input: NewsletterInput,
  lang: Lang,
  now = new Date(),
): Promise<void> {
  const texts = (await emailCopy(lang)).reactivation;
  await getDb().transaction(async (tx) => {
    // One at a time per subscriber (the row lock), so the cap holds under concurrent sign-ups.
    await tx
      .select({ id: subscribers.id })
      .from(subscribers)
      .where(eq(subscribers.id, subscriber.id))
      .for("update");
    const [{ recent } = { recent: 0 }] = await tx
      .select({ recent: sql<number>`count(*)::int` })
      .from(pending)
      .where(
        and(
          eq(pending.subscriberId, subscriber.id),
          gt(pending.createdAt, new Date(now.getTime() - 86_400_000)),
        ),
      );
    if (Number(recent) >= REACTIVATION_MAILS_PER_DAY) return;
    const [row] = await tx
      .insert(pending)
      .values({
        subscriberId: subscriber.id,
        // Until the e-mail is sent, the hash of a token nobody knows (decision 220).
        tokenHash: hashReactivationToken(randomBytes(32).toString("base64url")),
        name: input.name,
        phone: input.phone ?? null,
        region: input.region,
        language: lang,
        whatsappGroup: input.whatsappGroup,
        // The SMS and phone tick travels with the link too (decision 436); with a number only.
        phoneConsent: Boolean(input.phoneConsent && input.phone),
        createdAt: now,
        expiresAt: new Date(now.getTime() + REACTIVATION_VALID_MS),
      })
      .returning({ id: pending.id });
    await enqueueEmail(tx, {
      ...renderReactivationEmail(lang, SECRET_LINK, texts),
      dedupeKey: `newsletter-reactivation:${row!.id}`,
      kind: "newsletter-reactivation",
      to: subscriber.email,
      secretRef: `newsletter-reactivation:${row!.id}`,
    });
  });
}

/**
 * The link of a waiting reactivation, minted as its e-mail is sent: a fresh 256-bit token whose
 * hash replaces the stored one while the row is still waiting. Null (the e-mail is skipped)
 * once it was used, expired or erased.
 */
export async function mintReactivationLink(id: number, now = new Date()): Promise<string | null> {
  const token = randomBytes(32).toString("base64url");
  const [row] = await getDb()
    .update(pending)
    .set({ tokenHash: hashReactivationToken(token) })
    .where(and(eq(pending.id, id), gt(pending.expiresAt, now)))
    .returning({ id: pending.id });
  return row ? `${getEnv().PUBLIC_SITE_URL}${REACTIVATE_PATH}?token=${token}` : null;
}

registerSecretLink("newsletter-reactivation", async (ids) => {
  const links = new Map<string, string>();
  for (const id of ids) {
    const link = await mintReactivationLink(Number(id));
    if (link) links.set(id, link);
  }
  return links;
});

/** The values a sign-up left waiting, shown on the link's page before they are stored. */
export interface PendingValues {
  name: string;
  phone: string | null;
  region: string | null;
  whatsappGroup: boolean;
  /** The optional SMS and phone marketing consent ticked on the form (decision 436). */
  phoneConsent: boolean;
}

export type ReactivationState =
  | { state: "valid"; lang: Lang; pending: PendingValues }
  | { state: "expired"; lang: Lang }
  | { state: "unknown" };

const langOf = (value: string | null): Lang => (value === "en" ? "en" : "pl");

/** What a link is worth now, changing nothing (the confirmation page's GET). */
export async function inspectReactivation(
  token: string | null | undefined,
  now = new Date(),
): Promise<ReactivationState> {
  if (!token || token.length > 200) return { state: "unknown" };
  const [row] = await getDb()
    .select({
      expiresAt: pending.expiresAt,
      language: pending.language,
      name: pending.name,
      phone: pending.phone,
      region: pending.region,
      whatsappGroup: pending.whatsappGroup,
      phoneConsent: pending.phoneConsent,
    })
    .from(pending)
    .where(eq(pending.tokenHash, hashReactivationToken(token)))
    .limit(1);
  if (!row) return { state: "unknown" };
  const lang = langOf(row.language);
  if (row.expiresAt.getTime() <= now.getTime()) return { state: "expired", lang };
  const { name, phone, region, whatsappGroup } = row;
  const phoneConsent = row.phoneConsent && !!phone;
  return { state: "valid", lang, pending: { name, phone, region, whatsappGroup, phoneConsent } };
}

/**
 * The page's "not me" button: the link is used up and its waiting values deleted; the
 * subscriber stays unsubscribed and nothing else changes (issue 41, finding 5).
 */
export async function rejectReactivation(
  token: string | null | undefined,
  now = new Date(),
): Promise<{ result: "rejected" | "expired"; lang: Lang } | { result: "unknown" }> {
  if (!token || token.length > 200) return { result: "unknown" };
  const [row] = await getDb()
    .delete(pending)
    .where(eq(pending.tokenHash, hashReactivationToken(token)))
    .returning({ language: pending.language, expiresAt: pending.expiresAt });
  if (!row) return { result: "unknown" };
  const lang = langOf(row.language);
  return { result: row.expiresAt.getTime() <= now.getTime() ? "expired" : "rejected", lang };
}

export type ReactivationResult =
  | {
      result: "reactivated";
      lang: Lang;
      subscriber: { id: number; name: string; email: string; subscribedAt: Date };
    }
  | { result: "already_subscribed"; lang: Lang }
  | { result: "expired"; lang: Lang }
  | { result: "unknown" };

/**
 * The confirmation page's POST: uses the link (the row is deleted, so it works once) and, while
 * the subscriber is still unsubscribed, reactivates them with the waiting values (is_active,
 * name, phone, region, language, subscribed_at, consent time and version refreshed, and the SMS
 * and phone consent as ticked, as a sign-up does). Every other waiting reactivation of that subscriber goes too. The caller queues the
 * welcome e-mail.
 */
export async function confirmReactivation(
  token: string | null | undefined,
  consentVersion: string,
  now = new Date(),
): Promise<ReactivationResult> {
  if (!token || token.length > 200) return { result: "unknown" };
  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .delete(pending)
      .where(eq(pending.tokenHash, hashReactivationToken(token)))
      .returning();
    if (!row) return { result: "unknown" } as const;
    const lang = langOf(row.language);
    if (row.expiresAt.getTime() <= now.getTime()) return { result: "expired", lang } as const;
    const [updated] = await tx
      .update(subscribers)
      .set({
        isActive: true,
        name: row.name,
        phone: row.phone,
        region: row.region,
        language: lang,
        subscribedAt: now,
        unsubscribedAt: null,
        consentAt: now,
        consentVersion,
        whatsappGroup: row.whatsappGroup,
        // As a sign-up stores it (decision 342): its own time and version, or none.
        phoneConsentAt: row.phoneConsent && row.phone ? now : null,
        phoneConsentVersion: row.phoneConsent && row.phone ? PHONE_CONSENT_VERSION : null,
      })
      .where(and(eq(subscribers.id, row.subscriberId), eq(subscribers.isActive, false)))
      .returning({
        id: subscribers.id,
        name: subscribers.name,
        email: subscribers.email,
        subscribedAt: subscribers.subscribedAt,
      });
    await tx.delete(pending).where(eq(pending.subscriberId, row.subscriberId));
    if (!updated) return { result: "already_subscribed", lang } as const;
    return { result: "reactivated", lang, subscriber: updated } as const;
  });
}

/** Daily retention: waiting values whose link expired are deleted with it. Returns how many. */
export async function purgeExpiredReactivations(now = new Date()): Promise<number> {
  const gone = await getDb()
    .delete(pending)
    .where(lte(pending.expiresAt, now))
    .returning({ id: pending.id });
  return gone.length;
}

/**
 * An erased person's subscription (decision 222), for the people feature: the sign-ups waiting
 * for their confirmation first (also gone by foreign key; deleted first so no later change can
 * miss them), then the subscriber rows of the address. Answers how many subscribers went. This
 * feature is the one writer of both tables (decision 420).
 */
export async function eraseSubscription(
  tx: DbOrTx,
  address: string,
  subscriberIds: number[],
): Promise<number> {
  if (subscriberIds.length)
    await tx.delete(pending).where(inArray(pending.subscriberId, subscriberIds));
  const gone = await tx
    .delete(subscribers)
    .where(sql`lower(${subscribers.email}) = ${address}`)
    .returning({ id: subscribers.id });
  return gone.length;
}
