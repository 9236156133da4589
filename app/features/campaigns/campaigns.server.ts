/**
 * Newsletter campaigns (docs/decisions/170).
 *
 * Sending a campaign is one transaction: the campaign row is locked (FOR UPDATE), its status
 * moves from draft/scheduled to sending, and for every subscriber of the audience a
 * campaign_recipients row (unique per campaign and subscriber) and an outbox row (dedupe key
 * `campaign:<campaignId>:<subscriberId>`) are inserted. Either all of it commits or none of it
 * does, so a kill -9 during the start leaves the campaign as it was, and two processes starting
 * the same campaign queue it once (the second waits for the lock and finds it sending).
 * The outbox worker then delivers each row once, skipping subscribers who left meanwhile
 * (email_outbox.subscriber_id, checked just before sending). Progress is read from the outbox.
 */
import { and, asc, desc, eq, inArray, or, sql } from "drizzle-orm";
import { fromApiShape } from "~/lib/api-shapes";
import type { AuditActor } from "~/lib/audit.server";
import { writeAudit } from "~/lib/audit.server";
import { getDb, schema, type DbOrTx } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import type { Lang } from "~/lib/i18n/lang";
import { logger } from "~/lib/logger.server";
import { enqueueEmails, SECRET_LINK, type EmailToQueue } from "~/lib/mail/outbox.server";
import { newsletterReplyTo } from "~/lib/mail/transport.server";
import { currentSiteSettings } from "~/lib/site-data/current";
import { renderCampaignEmail } from "./campaign-email";
import type { CampaignInput } from "./schema";
import type { AudienceCount, CampaignCounts, CampaignDetail, CampaignSummary } from "./types";

/** What the campaigns need from the newsletter feature, passed in by the route or host that composes them. */
export interface CampaignDeps {
  /** The subscriber's one-click unsubscribe address (signed token). */
  unsubscribeUrlFor(subscriber: { id: number; email: string }): string;
}

export const CAMPAIGN_KIND = "campaign";
export const CAMPAIGN_TEST_KIND = "campaign_test";
const CHUNK = 500;
export const RECIPIENTS_PAGE = 50;

const c = schema.campaigns;
const r = schema.campaignRecipients;
const o = schema.emailOutbox;
const s = schema.newsletterSubscribers;
type CampaignRow = typeof c.$inferSelect;

/* ------------------------------------------------------------------ */
/* Audience                                                            */
/* ------------------------------------------------------------------ */

/** Active subscribers of a campaign's audience: everyone, or one region plus those who chose "all". */
function audienceWhere(region: string | null) {
  if (region === null) return eq(s.isActive, true);
  return and(
    eq(s.isActive, true),
    region === "all" ? eq(s.region, "all") : or(eq(s.region, region), eq(s.region, "all")),
  );
}

/** Audience sizes for every choice of the editor (everyone and each region), split by language. */
export async function audienceCounts(regions: readonly string[]): Promise<{
  everyone: AudienceCount;
  byRegion: Record<string, AudienceCount>;
}> {
  const rows = await getDb()
    .select({
      region: s.region,
      en: sql<boolean>`${s.language} = 'en'`,
      n: sql<number>`count(*)::int`,
    })
    .from(s)
    .where(eq(s.isActive, true))
    .groupBy(s.region, sql`${s.language} = 'en'`);
  const empty = (): AudienceCount => ({ total: 0, pl: 0, en: 0 });
  const everyone = empty();
  const byRegion: Record<string, AudienceCount> = Object.fromEntries(
    regions.map((k) => [k, empty()]),
  );
  const add = (a: AudienceCount, row: { en: boolean; n: number }) => {
    a.total += Number(row.n);
    if (row.en) a.en += Number(row.n);
    else a.pl += Number(row.n);
  };
  for (const row of rows) {
    add(everyone, row);
    for (const k of regions)
      if (row.region === k || (row.region === "all" && k !== "all")) add(byRegion[k]!, row);
  }
  return { everyone, byRegion };
}

/* ------------------------------------------------------------------ */
/* Reading                                                             */
/* ------------------------------------------------------------------ */

async function countsByCampaign(
  db: DbOrTx,
  ids: number[],
): Promise<Map<number, Omit<CampaignCounts, "total">>> {
  const out = new Map<number, Omit<CampaignCounts, "total">>();
  if (!ids.length) return out;
  const rows = await db
    .select({ id: o.jobId, status: o.status, n: sql<number>`count(*)::int` })
    .from(o)
    .where(and(eq(o.kind, CAMPAIGN_KIND), inArray(o.jobId, ids)))
    .groupBy(o.jobId, o.status);
  for (const row of rows) {
    const cts = out.get(row.id!) ?? {
      sent: 0,
      failed: 0,
      pending: 0,
      skipped: 0,
    };
    const n = Number(row.n);
    if (row.status === "sent") cts.sent += n;
    else if (row.status === "failed") cts.failed += n;
    else if (String(row.status) === "skipped") cts.skipped += n;
    else cts.pending += n;
    out.set(row.id!, cts);
  }
  return out;
}

function summaryOf(
  row: CampaignRow,
  counts: Omit<CampaignCounts, "total"> | undefined,
): CampaignSummary {
  const cts = counts ?? { sent: 0, failed: 0, pending: 0, skipped: 0 };
  return {
    id: row.id,
    status: row.status,
    subject_pl: row.subjectPl,
    subject_en: row.subjectEn,
    region: row.region,
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    // Rows erased with their subscriber (GDPR erasure) leave the total: the figures still add up.
    total:
      row.status === "sending" || row.status === "sent"
        ? cts.sent + cts.failed + cts.pending + cts.skipped
        : 0,
    ...cts,
  };
}

/** Marks a sending campaign sent once none of its outbox rows is pending or sending (idempotent). */
async function finishIfComplete(
  db: DbOrTx,
  row: CampaignRow,
  counts: Omit<CampaignCounts, "total"> | undefined,
): Promise<CampaignRow> {
  if (row.status !== "sending" || (counts?.pending ?? 0) > 0) return row;
  const [updated] = await db
    .update(c)
    .set({ status: "sent", finishedAt: new Date() })
    .where(and(eq(c.id, row.id), eq(c.status, "sending")))
    .returning();
  if (updated) logger.info({ campaignId: row.id, ...counts }, "Campaign finished");
  return updated ?? row;
}

export async function listCampaigns(): Promise<CampaignSummary[]> {
  const db = getDb();
  const rows = await db.select().from(c).orderBy(desc(c.createdAt), desc(c.id)).limit(200);
  const counts = await countsByCampaign(
    db,
    rows.filter((x) => x.status === "sending" || x.status === "sent").map((x) => x.id),
  );
  const out: CampaignSummary[] = [];
  for (const row of rows)
    out.push(summaryOf(await finishIfComplete(db, row, counts.get(row.id)), counts.get(row.id)));
  return out;
}

export async function getCampaign(id: number, offset = 0): Promise<CampaignDetail | null> {
  const db = getDb();
  const [row] = await db.select().from(c).where(eq(c.id, id));
  if (!row) return null;
  const counts = (await countsByCampaign(db, [id])).get(id);
  const after = await finishIfComplete(db, row, counts);
  // The page first, then its outbox rows by their unique key (no join over the whole outbox).
  const page = await db
    .select({ email: s.email, language: r.language, key: r.outboxKey })
    .from(r)
    .leftJoin(s, eq(s.id, r.subscriberId))
    .where(eq(r.campaignId, id))
    .orderBy(asc(r.id))
    .limit(RECIPIENTS_PAGE)
    .offset(offset);
  const keys = page.map((x) => x.key);
  const found = keys.length
    ? await db
        .select({ key: o.dedupeKey, status: o.status })
        .from(o)
        .where(inArray(o.dedupeKey, keys))
    : [];
  const statuses = new Map(found.map((x) => [x.key, String(x.status)]));
  const recipients = page.map((x) => ({
    email: x.email,
    language: x.language,
    status: statuses.get(x.key) ?? "removed",
  }));
  return {
    ...summaryOf(after, counts),
    body_pl: after.bodyPl,
    body_en: after.bodyEn,
    createdBy: after.createdBy,
    recipients,
    recipientsPage: { offset, limit: RECIPIENTS_PAGE },
  };
}

/* ------------------------------------------------------------------ */
/* Writing                                                             */
/* ------------------------------------------------------------------ */

function auditView(row: CampaignRow) {
  return {
    subject_pl: row.subjectPl,
    subject_en: row.subjectEn,
    region: row.region,
    status: row.status,
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    total: row.total,
  };
}

export async function createCampaign(
  actor: AuditActor,
  input: CampaignInput,
): Promise<CampaignDetail> {
  const id = await getDb().transaction(async (tx) => {
    const [row] = await tx
      .insert(c)
      .values({ ...fromApiShape(input), createdBy: actor.email })
      .returning();
    await writeAudit(tx, actor, {
      entity: "campaign",
      entityId: row!.id,
      action: "create",
      before: null,
      after: auditView(row!),
    });
    return row!.id;
  });
  return (await getCampaign(id))!;
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; reason: "not_found" | "conflict" };

/**
 * The one shape of every editor change: lock the row, check its status, apply the change and
 * record it in the audit log, in one transaction (so it orders against a starting send).
 */
async function changeCampaign(
  actor: AuditActor,
  id: number,
  change: {
    allowed: ReadonlyArray<CampaignRow["status"]>;
    action: string;
    set: Partial<typeof c.$inferInsert>;
  },
): Promise<Outcome<CampaignDetail>> {
  const result = await getDb().transaction(async (tx) => {
    const [before] = await tx.select().from(c).where(eq(c.id, id)).for("update");
    if (!before) return "not_found" as const;
    if (!change.allowed.includes(before.status)) return "conflict" as const;
    const [after] = await tx
      .update(c)
      .set({ ...change.set, updatedAt: new Date() })
      .where(eq(c.id, id))
      .returning();
    await writeAudit(tx, actor, {
      entity: "campaign",
      entityId: id,
      action: change.action,
      before: auditView(before),
      after: auditView(after!),
    });
    return "ok" as const;
  });
  if (result !== "ok") return { ok: false, reason: result };
  return { ok: true, value: (await getCampaign(id))! };
}

/** Edits a draft or a scheduled campaign (its schedule stays). */
export function updateCampaign(
  actor: AuditActor,
  id: number,
  input: CampaignInput,
): Promise<Outcome<CampaignDetail>> {
  return changeCampaign(actor, id, {
    allowed: ["draft", "scheduled"],
    action: "update",
    set: fromApiShape(input),
  });
}

/** Schedules a draft (or moves a scheduled campaign) to `at`. */
export function scheduleCampaign(
  actor: AuditActor,
  id: number,
  at: Date,
): Promise<Outcome<CampaignDetail>> {
  return changeCampaign(actor, id, {
    allowed: ["draft", "scheduled"],
    action: "schedule",
    set: { status: "scheduled", scheduledAt: at },
  });
}

/**
 * Cancels a scheduled campaign. The row lock orders it against a starting send: if the
 * scheduler got there first the status is 'sending' and cancelling is refused.
 */
export function cancelCampaign(actor: AuditActor, id: number): Promise<Outcome<CampaignDetail>> {
  return changeCampaign(actor, id, {
    allowed: ["scheduled"],
    action: "cancel",
    set: { status: "cancelled" },
  });
}

/* ------------------------------------------------------------------ */
/* Rendering                                                           */
/* ------------------------------------------------------------------ */

/** Where each recipient's unsubscribe link goes: minted when the e-mail is sent (decision 220). */
const PLACEHOLDER = SECRET_LINK;

/** The language a subscriber gets: their own, Polish when the campaign has no English version. */
export function languageFor(subscriberLanguage: string, hasEnglish: boolean): Lang {
  return subscriberLanguage === "en" && hasEnglish ? "en" : "pl";
}

function hasEnglish(row: Pick<CampaignRow, "subjectEn" | "bodyEn">) {
  return !!(row.subjectEn && row.bodyEn);
}

/** A campaign rendered once per language, then personalised by swapping in each unsubscribe link. */
function templatesOf(row: Pick<CampaignRow, "subjectPl" | "bodyPl" | "subjectEn" | "bodyEn">) {
  const pl = renderCampaignEmail({
    lang: "pl",
    subject: row.subjectPl,
    body: row.bodyPl,
    unsubscribeUrl: PLACEHOLDER,
  });
  const en = hasEnglish(row)
    ? renderCampaignEmail({
        lang: "en",
        subject: row.subjectEn!,
        body: row.bodyEn!,
        unsubscribeUrl: PLACEHOLDER,
      })
    : pl;
  return { pl, en };
}

/**
 * One-click unsubscribe headers (RFC 8058) with a mailto fallback, as the welcome e-mail has,
 * and Reply-To the operator, so a subscriber's reply reaches someone (decision 262).
 */
export function unsubscribeHeaders(url: string, email: string): Record<string, string> {
  const mailto = `mailto:${currentSiteSettings().email}?subject=${encodeURIComponent(`unsubscribe ${email}`)}`;
  return {
    "Reply-To": newsletterReplyTo(),
    "List-Unsubscribe": `<${url}>, <${mailto}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

/** The preview of the editor: the e-mail exactly as the renderer makes it (sample unsubscribe link). */
export function previewCampaign(lang: Lang, subject: string, body: string) {
  return renderCampaignEmail({
    lang,
    subject,
    body,
    unsubscribeUrl: `${getEnv().PUBLIC_SITE_URL}/api/newsletter/unsubscribe?token=preview`,
  });
}

/** Queues the campaign's language versions to the administrator (PL, and EN when there is one). */
export async function sendTest(
  actor: AuditActor,
  id: number,
  testPrefix: string,
): Promise<Outcome<number>> {
  const db = getDb();
  const [row] = await db.select().from(c).where(eq(c.id, id));
  if (!row) return { ok: false, reason: "not_found" };
  const url = `${getEnv().PUBLIC_SITE_URL}/api/newsletter/unsubscribe?token=test`;
  const langs: Lang[] = hasEnglish(row) ? ["pl", "en"] : ["pl"];
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const mails: EmailToQueue[] = langs.map((lang) => {
    const mail = previewOf(row, lang, url);
    return {
      ...mail,
      subject: `${testPrefix}${mail.subject}`,
      to: actor.email,
      dedupeKey: `campaign-test:${id}:${lang}:${stamp}`,
      kind: CAMPAIGN_TEST_KIND,
      headers: unsubscribeHeaders(url, actor.email),
    };
  });
  await db.transaction(async (tx) => {
    await enqueueEmails(tx, mails);
    await writeAudit(tx, actor, {
      entity: "campaign",
      entityId: id,
      action: "test",
      before: null,
      after: { to: actor.email, languages: langs },
    });
  });
  return { ok: true, value: mails.length };
}

function previewOf(row: CampaignRow, lang: Lang, url: string) {
  return lang === "en" && hasEnglish(row)
    ? renderCampaignEmail({
        lang: "en",
        subject: row.subjectEn!,
        body: row.bodyEn!,
        unsubscribeUrl: url,
      })
    : renderCampaignEmail({
        lang: "pl",
        subject: row.subjectPl,
        body: row.bodyPl,
        unsubscribeUrl: url,
      });
}

/* ------------------------------------------------------------------ */
/* Sending                                                             */
/* ------------------------------------------------------------------ */

/**
 * Starts a campaign inside `tx`, which must hold the campaign row FOR UPDATE: a recipient
 * row and an outbox row per audience subscriber, then status 'sending'. Returns the total.
 */
async function materialise(
  tx: DbOrTx,
  row: CampaignRow,
  // Kept for callers; the unsubscribe links are now minted when each e-mail is sent (decision 220).
  _deps: CampaignDeps,
): Promise<number> {
  const templates = templatesOf(row);
  const english = hasEnglish(row);
  const subscribers = await tx
    .select({ id: s.id, email: s.email, language: s.language })
    .from(s)
    .where(audienceWhere(row.region))
    .orderBy(s.id);
  for (let i = 0; i < subscribers.length; i += CHUNK) {
    const chunk = subscribers.slice(i, i + CHUNK);
    const recipients = chunk.map((sub) => ({
      campaignId: row.id,
      subscriberId: sub.id,
      language: languageFor(sub.language, english),
      outboxKey: `campaign:${row.id}:${sub.id}`,
    }));
    await tx
      .insert(r)
      .values(recipients)
      .onConflictDoNothing({ target: [r.campaignId, r.subscriberId] });
    await enqueueEmails(
      tx,
      chunk.map((sub, j) => {
        const mail = templates[recipients[j]!.language as Lang];
        return {
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          to: sub.email,
          dedupeKey: recipients[j]!.outboxKey,
          kind: CAMPAIGN_KIND,
          jobId: row.id,
          subscriberId: sub.id,
          headers: unsubscribeHeaders(PLACEHOLDER, sub.email),
          secretRef: `unsubscribe:${sub.id}`,
        };
      }),
    );
  }
  await tx
    .update(c)
    .set({
      status: "sending",
      total: subscribers.length,
      startedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(c.id, row.id));
  return subscribers.length;
}

/** Sends a draft or scheduled campaign now. 'conflict' when it is already sending, sent or cancelled. */
export async function sendCampaignNow(
  actor: AuditActor,
  id: number,
  deps: CampaignDeps,
): Promise<Outcome<CampaignDetail>> {
  const result = await getDb().transaction(async (tx) => {
    const [before] = await tx.select().from(c).where(eq(c.id, id)).for("update");
    if (!before) return "not_found" as const;
    if (before.status !== "draft" && before.status !== "scheduled") return "conflict" as const;
    const total = await materialise(tx, before, deps);
    await writeAudit(tx, actor, {
      entity: "campaign",
      entityId: id,
      action: "send",
      before: auditView(before),
      after: { ...auditView(before), status: "sending", total },
    });
    return "ok" as const;
  });
  if (result !== "ok") return { ok: false, reason: result };
  logger.info({ campaignId: id, by: actor.email }, "Campaign sending started");
  return { ok: true, value: (await getCampaign(id))! };
}

/**
 * One scheduler round, safe in any number of processes at once: each due scheduled campaign is
 * claimed with FOR UPDATE SKIP LOCKED and started in that same transaction. Then campaigns
 * whose outbox rows are all done are marked sent. Returns the ids started here.
 */
export async function runDueCampaigns(deps: CampaignDeps, now = new Date()): Promise<number[]> {
  const db = getDb();
  const started: number[] = [];
  for (;;) {
    const id = await db.transaction(async (tx) => {
      const [due] = await tx
        .select()
        .from(c)
        .where(
          and(
            eq(c.status, "scheduled"),
            sql`${c.scheduledAt} <= ${now.toISOString()}::timestamptz`,
          ),
        )
        .orderBy(asc(c.scheduledAt), asc(c.id))
        .limit(1)
        .for("update", { skipLocked: true });
      if (!due) return null;
      const total = await materialise(tx, due, deps);
      await writeAudit(tx, null, {
        entity: "campaign",
        entityId: String(due.id),
        action: "send",
        before: auditView(due),
        after: { ...auditView(due), status: "sending", total },
      });
      return due.id;
    });
    if (id === null) break;
    started.push(id);
    logger.info({ campaignId: id }, "Scheduled campaign started");
  }
  const sending = await db.select().from(c).where(eq(c.status, "sending"));
  if (sending.length) {
    const counts = await countsByCampaign(
      db,
      sending.map((x) => x.id),
    );
    for (const row of sending) await finishIfComplete(db, row, counts.get(row.id));
  }
  return started;
}

/** Polls for due scheduled campaigns every `intervalMs` (and once soon after start). Returns a stopper. */
export function startCampaignScheduler(
  deps: CampaignDeps,
  intervalMs: number,
): () => Promise<void> {
  let round: Promise<unknown> = Promise.resolve();
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    round = runDueCampaigns(deps)
      .catch((err: unknown) => logger.error({ err }, "Campaign scheduler round failed"))
      .finally(() => {
        running = false;
      });
  };
  const first = setTimeout(tick, Math.min(intervalMs, 2000));
  first.unref?.();
  const timer = setInterval(tick, intervalMs);
  timer.unref?.();
  return async () => {
    clearTimeout(first);
    clearInterval(timer);
    await round;
  };
}
