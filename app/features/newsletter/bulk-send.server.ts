/**
 * Bulk welcome send (docs/product.md §7 admin 11) as a persisted job: one outbox row per active
 * recipient, enqueued in the same transaction that creates the job, with the dedupe key
 * `bulk:<jobId>:<subscriberId>`. The outbox worker sends them; the job is done when none of
 * its rows is pending or sending. Nothing lives in process memory, so a restart mid-job
 * simply lets the worker carry on with the persisted rows, and nobody is sent twice.
 * Only one job runs at a time (unique index on bulk_send_jobs.active_lock).
 */
import { emailCopy } from "~/content/emails.server";
import { and, eq, inArray, isNull, not, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { getDb, schema, type DbOrTx } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import type { AdminUser } from "~/lib/api-shapes";
import { isLang } from "~/lib/i18n/lang";
import { enqueueEmails } from "~/lib/mail/outbox.server";
import { welcomeEmailFor } from "~/features/newsletter/subscribe.server";
import type { BulkJobStatus } from "~/lib/api-shapes";

const CHUNK = 500;
const BULK_KIND = "bulk_welcome";

/**
 * Whether a subscriber has been sent a welcome e-mail (at sign-up, or by an earlier bulk send):
 * an outbox row sent to them, found by the dedupe keys `welcome:<id>:<stamp>` and
 * `bulk:<job>:<id>` (decision 261).
 */
export function welcomedSql(subscriberId: SQL | AnyColumn) {
  const o = schema.emailOutbox;
  return sql<boolean>`exists (select 1 from ${o} where ${o.status} = 'sent' and (
    (${o.kind} = 'welcome' and ${o.dedupeKey} like 'welcome:' || ${subscriberId} || ':%')
    or (${o.kind} = ${BULK_KIND} and ${o.dedupeKey} like 'bulk:%:' || ${subscriberId})))`;
}

type JobRow = typeof schema.bulkSendJobs.$inferSelect;

async function countsFor(db: DbOrTx, jobId: number) {
  const rows = await db
    .select({
      status: schema.emailOutbox.status,
      n: sql<number>`count(*)::int`,
    })
    .from(schema.emailOutbox)
    // Campaign rows use job_id for their campaign's id: count this job's welcome rows only.
    .where(and(eq(schema.emailOutbox.jobId, jobId), eq(schema.emailOutbox.kind, BULK_KIND)))
    .groupBy(schema.emailOutbox.status);
  const c = { pending: 0, sending: 0, sent: 0, failed: 0 };
  for (const r of rows)
    c[r.status as keyof typeof c] = (c[r.status as keyof typeof c] ?? 0) + Number(r.n);
  return c;
}

/** Marks a running job done once none of its rows is pending or sending (idempotent). */
async function finishIfComplete(db: DbOrTx, job: JobRow): Promise<JobRow> {
  if (job.status !== "running" && job.status !== "queued") return job;
  const c = await countsFor(db, job.id);
  if (c.pending + c.sending > 0) return job;
  const [updated] = await db
    .update(schema.bulkSendJobs)
    .set({ status: "done", finishedAt: new Date(), activeLock: null })
    .where(
      and(
        eq(schema.bulkSendJobs.id, job.id),
        inArray(schema.bulkSendJobs.status, ["running", "queued"]),
      ),
    )
    .returning();
  if (updated)
    logger.info({ jobId: job.id, sent: c.sent, failed: c.failed }, "Bulk welcome job finished");
  return updated ?? job;
}

async function statusOf(db: DbOrTx, job: JobRow, alreadyRunning?: boolean): Promise<BulkJobStatus> {
  const c = await countsFor(db, job.id);
  return {
    jobId: job.id,
    region: job.region,
    status: job.status,
    total: job.total,
    sent: c.sent,
    failed: c.failed,
    pending: c.pending + c.sending,
    ...(alreadyRunning ? { alreadyRunning: true } : {}),
  };
}

export async function getBulkJob(jobId: number): Promise<BulkJobStatus | null> {
  const db = getDb();
  const [job] = await db
    .select()
    .from(schema.bulkSendJobs)
    .where(eq(schema.bulkSendJobs.id, jobId));
  if (!job) return null;
  return statusOf(db, await finishIfComplete(db, job));
}

/** The job that is running now (finishing it first if its rows are all done), or null. */
export async function getRunningBulkJob(): Promise<BulkJobStatus | null> {
  const db = getDb();
  const job = await runningJob(db);
  if (!job) return null;
  const after = await finishIfComplete(db, job);
  return after.status === "running" || after.status === "queued" ? statusOf(db, after) : null;
}

async function runningJob(db: DbOrTx): Promise<JobRow | undefined> {
  const [job] = await db
    .select()
    .from(schema.bulkSendJobs)
    .where(eq(schema.bulkSendJobs.activeLock, true))
    .limit(1);
  return job;
}

/**
 * Starts a bulk send for a region ("unknown" = no region; null = everyone), with `onlyNew` only
 * to those never sent a welcome. When a job is already running, answers that job with
 * `alreadyRunning: true` instead of starting another.
 */
export async function startBulkWelcome(
  actor: AdminUser,
  region: string | null,
  opts: { onlyNew?: boolean } = {},
): Promise<BulkJobStatus> {
  const db = getDb();
  const previous = await runningJob(db);
  if (previous) {
    const after = await finishIfComplete(db, previous);
    if (after.status === "running" || after.status === "queued") return statusOf(db, after, true);
  }

  const started = await db.transaction(async (tx) => {
    const [job] = await tx
      .insert(schema.bulkSendJobs)
      .values({
        region,
        status: "running",
        activeLock: true,
        createdBy: actor.email,
      })
      .onConflictDoNothing()
      .returning();
    if (!job) return null;
    const s = schema.newsletterSubscribers;
    const where = and(
      eq(s.isActive, true),
      region === null ? undefined : region === "unknown" ? isNull(s.region) : eq(s.region, region),
      opts.onlyNew ? not(welcomedSql(s.id)) : undefined,
    );
    const subscribers = await tx.select().from(s).where(where).orderBy(s.id);
    const texts = { pl: await emailCopy("pl"), en: await emailCopy("en") };
    for (let i = 0; i < subscribers.length; i += CHUNK) {
      const rows = subscribers.slice(i, i + CHUNK).map((sub) => {
        const lang = isLang(sub.language) ? sub.language : "pl";
        const mail = welcomeEmailFor(sub, lang, texts[lang]);
        return {
          ...mail,
          to: sub.email,
          dedupeKey: `bulk:${job.id}:${sub.id}`,
          kind: BULK_KIND,
          jobId: job.id,
        };
      });
      await enqueueEmails(tx, rows);
    }
    const [withTotal] = await tx
      .update(schema.bulkSendJobs)
      .set({ total: subscribers.length })
      .where(eq(schema.bulkSendJobs.id, job.id))
      .returning();
    return withTotal!;
  });

  if (!started) {
    // Another request won the race between our check and our insert.
    const other = await runningJob(db);
    if (other) return statusOf(db, other, true);
    throw new Error("Could not start the bulk send");
  }
  logger.info(
    {
      jobId: started.id,
      total: started.total,
      region,
      onlyNew: !!opts.onlyNew,
      by: actor.email,
    },
    "Bulk welcome job started",
  );
  return statusOf(db, await finishIfComplete(db, started));
}
