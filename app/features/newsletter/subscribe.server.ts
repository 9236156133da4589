import { eq, sql } from "drizzle-orm";
import type { EmailTexts } from "~/content/emails";
import { emailCopy } from "~/content/emails.server";
import { currentSiteSettings } from "~/lib/site-data/current";
import type { EmailToQueue } from "~/lib/mail/outbox.server";
import {
  enqueueEmail,
  queueMailSql,
  SECRET_LINK,
  wakeOutboxWorker,
} from "~/lib/mail/outbox.server";
import { newsletterReplyTo } from "~/lib/mail/transport.server";
import { renderWelcomeEmail } from "~/features/newsletter/welcome-email";
import type { Lang } from "~/lib/i18n/lang";
import { getDb, schema } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { createIdPool } from "~/lib/id-pool.server";
import { logger } from "~/lib/logger.server";
import { asNumber, names, rawRows } from "~/lib/sql.server";
import { NEWSLETTER_CONSENT_VERSION, PHONE_CONSENT_VERSION } from "./regions";
import type { NewsletterInput } from "./schema";
import { checkUnsubscribeToken, parseUnsubscribeToken } from "./unsubscribe-token.server";
import {
  confirmReactivation,
  requestReactivation,
  type ReactivationResult,
} from "./reactivation.server";

const { newsletterSubscribers } = schema;

/**
 * What a sign-up did (docs/architecture.md §4 "newsletter subscribe"). Every caller (the JSON
 * endpoint, a form post without JavaScript) maps these three to its answer:
 * - `subscribed`: a new address, stored active, welcome e-mail queued (201);
 * - `confirmation_sent`: the address unsubscribed earlier; nothing stored about the subscriber
 *   changed, and the address's owner was asked by e-mail to confirm (202, decision 280);
 * - `already_subscribed`: the address is active; nothing changed (409).
 */
export type SubscribeResult =
  | { status: "subscribed"; id: number }
  | { status: "confirmation_sent" }
  | { status: "already_subscribed" };
export type SubscribeStatus = SubscribeResult["status"];

export interface SubscriberForEmail {
  id: number;
  name: string;
  email: string;
}

/** Addresses compare trimmed and lower-cased (the table has a unique index on lower(email)). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The welcome e-mail for one subscriber, with an unsubscribe link (minted at send time) and the
 * RFC 8058 List-Unsubscribe headers. The administrator's bulk send reuses it: add a dedupeKey,
 * kind and jobId and pass it to enqueueEmails().
 */
export function welcomeEmailFor(
  subscriber: SubscriberForEmail,
  lang: Lang,
  texts?: EmailTexts,
): Omit<EmailToQueue, "dedupeKey" | "kind" | "jobId"> {
  const siteUrl = getEnv().PUBLIC_SITE_URL;
  const mail = renderWelcomeEmail({
    lang,
    name: subscriber.name,
    siteUrl,
    unsubscribeUrl: SECRET_LINK,
    texts: texts?.welcome,
  });
  const mailto = `mailto:${currentSiteSettings().email}?subject=${encodeURIComponent(`unsubscribe ${subscriber.email}`)}`;
  return {
    to: subscriber.email,
    ...mail,
    headers: {
      "Reply-To": newsletterReplyTo(),
      "List-Unsubscribe": `<${SECRET_LINK}>, <${mailto}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
    secretRef: `unsubscribe:${subscriber.id}`,
  };
}

const nextSubscriberId = createIdPool(schema.newsletterSubscribers.id);

/**
 * A new address: the subscriber and its welcome e-mail in one statement, so a sign-up costs one
 * round trip and the e-mail is queued if and only if the row is stored. The id comes from the
 * sequence beforehand (createIdPool) because the e-mail's unsubscribe link is signed over it.
 * Returns undefined when the address is already known.
 */
async function insertWithWelcome(
  input: NewsletterInput,
  email: string,
  phone: string | null,
  lang: Lang,
): Promise<{ id: number } | undefined> {
  const id = await nextSubscriberId();
  // The SMS and phone consent means something only with a number to send to.
  const phoneConsent = Boolean(input.phoneConsent && phone);
  let mail: ReturnType<typeof welcomeEmailFor> | undefined;
  try {
    mail = welcomeEmailFor({ id, name: input.name, email }, lang, await emailCopy(lang));
  } catch (err) {
    // A mail problem never fails the subscription: store the subscriber without the e-mail.
    logger.error({ err, subscriberId: id }, "Could not render the welcome e-mail");
  }
  const t = schema.newsletterSubscribers;
  const c = names(t);
  const [row] = await rawRows(
    getDb(),
    { id: t.id, subscribedAt: t.subscribedAt, queued: asNumber },
    () => sql`
    with s as (
      insert into ${t} (${c.id}, ${c.name}, ${c.email}, ${c.phone}, ${c.region}, ${c.language}, ${c.isActive}, ${c.subscribedAt}, ${c.consentAt}, ${c.consentVersion}, ${c.whatsappGroup}, ${c.phoneConsentAt}, ${c.phoneConsentVersion})
      values (${id}, ${input.name}, ${email}, ${phone}, ${input.region}, ${lang}, true, now(), now(), ${NEWSLETTER_CONSENT_VERSION}, ${input.whatsappGroup}, ${phoneConsent ? sql`now()` : null}, ${phoneConsent ? PHONE_CONSENT_VERSION : null})
      on conflict ((lower(${c.email}))) do nothing
      returning ${c.id}, ${c.subscribedAt}
    ), queued as (
      ${queueMailSql(
        {
          dedupeKey: sql`'welcome:' || s.${c.id} || ':' || floor(extract(epoch from s.${c.subscribedAt}) * 1000)::bigint`,
          kind: "welcome",
          to: email,
          subject: mail?.subject ?? "",
          html: mail?.html ?? "",
          text: mail?.text ?? "",
          headers: mail?.headers ?? {},
          secretRef: mail?.secretRef ?? null,
        },
        sql`from s where ${mail !== undefined}`,
      )}
    )
    select s.${c.id} as "id", s.${c.subscribedAt} as "subscribedAt", (select count(*) from queued) as "queued" from s`,
  );
  if (row && row.queued > 0) wakeOutboxWorker();
  return row;
}

/**
 * docs/product.md §4 subscribe: a new address is inserted active; an active one is left
 * untouched. An inactive one is not reactivated here: the person confirms it first (issue 31,
 * finding 3; decision 280), so the form's values wait apart and the address gets one neutral
 * e-mail with a link (`reactivateByToken` does the reactivation docs/product.md §4 describes). Safe under
 * concurrency: the insert relies on the unique lower(email) index.
 */
export async function subscribe(input: NewsletterInput, lang: Lang): Promise<SubscribeResult> {
  const email = normaliseEmail(input.email);
  const phone = input.phone ?? null;
  for (let attempt = 0; attempt < 2; attempt++) {
    const inserted = await insertWithWelcome(input, email, phone, lang);
    if (inserted) return { status: "subscribed", id: inserted.id };
    const t = schema.newsletterSubscribers;
    const [existing] = await getDb()
      .select({ id: t.id, email: t.email, isActive: t.isActive })
      .from(t)
      .where(eq(sql`lower(${t.email})`, email))
      .limit(1);
    // Erased between the insert and this read: try the insert once more.
    if (!existing) continue;
    if (existing.isActive) return { status: "already_subscribed" };
    await requestReactivation(existing, input, lang);
    return { status: "confirmation_sent" };
  }
  return { status: "already_subscribed" };
}

/**
 * The confirmation page's POST (decision 280): reactivates the subscriber whose waiting sign-up
 * the link names (is_active, name, phone, region and subscribed_at refreshed, consent recorded)
 * and queues the welcome e-mail; a used, unknown or expired link changes nothing.
 */
export async function reactivateByToken(
  token: string | null | undefined,
  now = new Date(),
): Promise<ReactivationResult> {
  const outcome = await confirmReactivation(token, NEWSLETTER_CONSENT_VERSION, now);
  if (outcome.result !== "reactivated") return outcome;
  const { subscriber, lang } = outcome;
  // The welcome e-mail is queued separately: a mail problem never fails the reactivation.
  try {
    await enqueueEmail(getDb(), {
      ...welcomeEmailFor(subscriber, lang, await emailCopy(lang)),
      dedupeKey: `welcome:${subscriber.id}:${subscriber.subscribedAt.getTime()}`,
      kind: "welcome",
    });
  } catch (err) {
    logger.error({ err, subscriberId: subscriber.id }, "Could not queue the welcome e-mail");
  }
  return outcome;
}

export type UnsubscribeResult = "unsubscribed" | "already_unsubscribed" | "invalid" | "expired";

export type TokenSubscriber =
  | { status: "valid"; id: number; lang: Lang }
  | { status: "expired"; lang: Lang }
  | { status: "invalid" };

/**
 * What a token names, changing nothing: the subscriber for a valid token; "expired" for an
 * authentic token past its validity (docs/decisions/200); "invalid" for a malformed, tampered
 * or unknown one.
 */
export async function subscriberOfToken(
  token: string | null | undefined,
  now: Date = new Date(),
): Promise<TokenSubscriber> {
  const parsed = parseUnsubscribeToken(token);
  if (!parsed) return { status: "invalid" };
  const [subscriber] = await getDb()
    .select({
      id: newsletterSubscribers.id,
      email: newsletterSubscribers.email,
      language: newsletterSubscribers.language,
    })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, parsed.id))
    .limit(1);
  if (!subscriber) return { status: "invalid" };
  const lang: Lang = subscriber.language === "en" ? "en" : "pl";
  const check = checkUnsubscribeToken(parsed, subscriber.email, now);
  if (check === "valid") return { status: "valid", id: subscriber.id, lang };
  return check === "expired" ? { status: "expired", lang } : { status: "invalid" };
}

/** Deactivates the subscriber a valid token names; an expired, malformed, tampered or unknown token changes nothing. */
export async function unsubscribeByToken(
  token: string | null | undefined,
  now: Date = new Date(),
): Promise<{ result: UnsubscribeResult; lang?: Lang }> {
  const subscriber = await subscriberOfToken(token, now);
  if (subscriber.status !== "valid")
    return {
      result: subscriber.status,
      lang: subscriber.status === "expired" ? subscriber.lang : undefined,
    };
  const { lang } = subscriber;
  const db = getDb();
  const updated = await db
    .update(newsletterSubscribers)
    .set({ isActive: false, unsubscribedAt: sql`now()` })
    .where(
      sql`${newsletterSubscribers.id} = ${subscriber.id} and ${newsletterSubscribers.isActive} = true`,
    )
    .returning({ id: newsletterSubscribers.id });
  return {
    result: updated.length ? "unsubscribed" : "already_unsubscribed",
    lang,
  };
}
