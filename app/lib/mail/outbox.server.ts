import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import { DOMAIN } from "~/config/site";
import { getDb, schema, type DbOrTx } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { groupCommit } from "~/lib/group-commit";
import { logger } from "~/lib/logger.server";
import { names, rawRows, type RowOf } from "~/lib/sql.server";
import { escapeHtml } from "./layout";
import { createMailTransport, type MailTransport } from "./transport.server";

/** One e-mail to queue. `dedupeKey` makes the enqueue idempotent: a key is queued (and sent) once. */
export interface EmailToQueue {
  dedupeKey: string;
  /** What it is, for logs and statistics: "welcome", "booking-operator", "bulk-welcome"... */
  kind: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
  jobId?: number;
  /** A newsletter e-mail: the worker sends it only if this subscriber is still active then. */
  subscriberId?: number;
  /**
   * A reference to the secret link the e-mail carries ("admin-invitation:12", "unsubscribe:34"),
   * minted by its registered minter only when the e-mail is sent. The html, text and headers hold
   * SECRET_LINK where the link goes, so no usable secret rests in the outbox (docs/decisions/220).
   */
  secretRef?: string;
  /** Files to attach (a gift voucher's PDF, decision 370), stored with the row until it is pruned. */
  attachments?: MailAttachment[];
  /** Not sent before this instant (a gift voucher's recipient e-mail on its day); default now. */
  notBefore?: Date;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/**
 * Where a secret link goes in a queued e-mail: the whole value of an `href` attribute in the
 * html, a whole word in the text, a whole `<…>` in a header. It is replaced only there, so a
 * placeholder written inside another URL (an image's address) never receives a link.
 */
export const SECRET_LINK = "https://secret-link.invalid/";
const SECRET_LINK_WORD = /(^|\s)https:\/\/secret-link\.invalid\/(?=\s|$)/g;

/**
 * Mints, at send time, the links for the ids after a secret reference's prefix (one call per
 * claimed batch). An id missing from the answer (the invitation was revoked, the subscriber left)
 * means the e-mail should no longer go out: its row is then marked 'skipped'.
 */
export type SecretLinkMinter = (ids: string[]) => Promise<Map<string, string>>;

const minters = new Map<string, SecretLinkMinter>();

/** Registers the minter for references "<prefix>:<id>" (features do this when their module loads). */
export function registerSecretLink(prefix: string, mint: SecretLinkMinter) {
  minters.set(prefix, mint);
}

/** Puts `url` where SECRET_LINK stands as a whole link target, and nowhere else. */
export function fillSecretLink(
  mail: { html: string; text: string; headers: Record<string, string> | null },
  url: string,
) {
  const headers = mail.headers
    ? Object.fromEntries(
        Object.entries(mail.headers).map(([k, v]) => [
          k,
          v.split(`<${SECRET_LINK}>`).join(`<${url}>`),
        ]),
      )
    : null;
  return {
    html: mail.html.split(`href="${SECRET_LINK}"`).join(`href="${escapeHtml(url)}"`),
    text: mail.text.replace(SECRET_LINK_WORD, (_m, pre: string) => `${pre}${url}`),
    headers,
  };
}

const { emailOutbox } = schema;
const INSERT_CHUNK = 500;

/**
 * Queues one e-mail in the outbox (inside the caller's transaction when given one).
 * Returns false when the dedupe key was already queued. The worker picks it up at once.
 */
export async function enqueueEmail(dbOrTx: DbOrTx, email: EmailToQueue): Promise<boolean> {
  return (await enqueueEmails(dbOrTx, [email])) === 1;
}

/** Queues many e-mails (chunked multi-row inserts); returns how many were new. */
export async function enqueueEmails(dbOrTx: DbOrTx, emails: EmailToQueue[]): Promise<number> {
  let inserted = 0;
  for (let i = 0; i < emails.length; i += INSERT_CHUNK) {
    const rows = emails.slice(i, i + INSERT_CHUNK).map((e) => ({
      dedupeKey: e.dedupeKey,
      kind: e.kind,
      toAddress: e.to,
      subject: e.subject,
      html: e.html,
      textBody: e.text,
      headers: e.headers ?? null,
      jobId: e.jobId ?? null,
      subscriberId: e.subscriberId ?? null,
      secretRef: e.secretRef ?? null,
      attachments: e.attachments?.length
        ? e.attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            base64: a.content.toString("base64"),
          }))
        : null,
      ...(e.notBefore ? { nextAttemptAt: e.notBefore } : {}),
    }));
    const result = await dbOrTx
      .insert(emailOutbox)
      .values(rows)
      .onConflictDoNothing({ target: emailOutbox.dedupeKey })
      .returning({ id: emailOutbox.id });
    inserted += result.length;
  }
  if (inserted > 0) {
    wakeOutboxWorker();
    // Inside a caller's transaction the rows become visible only at commit: look again shortly.
    setTimeout(wakeOutboxWorker, 100).unref?.();
  }
  return inserted;
}

/**
 * The outbox's insert for a caller's single-statement write (a CTE step): a feature queues its
 * e-mail in the same round trip as its own row, and this module stays the one writer of
 * `email_outbox` (decision 420). `from` is the statement's tail (`from s where …`): one e-mail per
 * row it yields, `dedupeKey` computed from that row; a key already queued is skipped. Returns the
 * new rows' ids, so the caller can count them (and then call wakeOutboxWorker).
 */
export function queueMailSql(
  mail: {
    dedupeKey: SQL;
    kind: string;
    to: string;
    subject: string;
    html: string;
    text: string;
    headers: Record<string, string>;
    secretRef: string | null;
  },
  from: SQL,
): SQL {
  const o = names(emailOutbox);
  return sql`insert into ${emailOutbox} (${o.dedupeKey}, ${o.kind}, ${o.toAddress}, ${o.subject}, ${o.html}, ${o.textBody}, ${o.headers}, ${o.secretRef})
      select ${mail.dedupeKey}, ${mail.kind}, ${mail.to}, ${mail.subject}, ${mail.html}, ${mail.text}, ${JSON.stringify(mail.headers)}::jsonb, ${mail.secretRef}
      ${from}
      on conflict (${o.dedupeKey}) do nothing
      returning ${o.id}`;
}

/** Marks the still-pending e-mails of these dedupe keys skipped, with the reason (never sent). */
export async function skipPendingMail(
  tx: DbOrTx,
  dedupeKeys: string[],
  reason: string,
): Promise<void> {
  if (dedupeKeys.length === 0) return;
  await tx
    .update(emailOutbox)
    .set({ status: sql`'skipped'`, lastError: reason })
    .where(and(inArray(emailOutbox.dedupeKey, dedupeKeys), eq(emailOutbox.status, "pending")));
}

/**
 * Deletes the e-mails `where` selects (built by the caller from `schema.emailOutbox`'s columns:
 * an erasure, a retention job); answers how many went.
 */
export async function deleteMail(tx: DbOrTx, where: SQL): Promise<number> {
  return (await tx.delete(emailOutbox).where(where).returning({ id: emailOutbox.id })).length;
}

/* ------------------------------------------------------------------ */
/* Retention                                                           */
/* ------------------------------------------------------------------ */

/**
 * Daily job (docs/operations.md, decision 220): e-mails sent, failed or skipped more than `days`
 * days ago are deleted, except the rows something still counts (a campaign's or bulk send's
 * recipients, an enquiry's operator copy, confirmation and replies, whose delivery state the
 * panel shows): those keep their status and lose their content. They go with their enquiry or
 * subscriber. Returns how many rows were deleted and emptied.
 */
export async function pruneSentMail(
  days: number,
  now = new Date(),
): Promise<{ deleted: number; emptied: number }> {
  const db = getDb();
  const o = emailOutbox;
  const old = and(
    sql`${o.status} in ('sent', 'failed', 'skipped')`,
    sql`coalesce(${o.sentAt}, ${o.createdAt}) < ${now.toISOString()}::timestamptz - make_interval(days => ${days})`,
  );
  const counted = sql`(${o.jobId} is not null or ${o.dedupeKey} like 'booking:%')`;
  const deleted = await db
    .delete(o)
    .where(and(old, sql`not ${counted}`))
    .returning({ id: o.id });
  const emptied = await db
    .update(o)
    .set({ html: "", textBody: "", headers: null, attachments: null })
    .where(
      and(
        old,
        counted,
        sql`(${o.html} <> '' or ${o.textBody} <> '' or ${o.headers} is not null or ${o.attachments} is not null)`,
      ),
    )
    .returning({ id: o.id });
  // Rows queued before links were minted at send time carry their link: whatever their age,
  // once out of the queue they keep no copy of it.
  const legacy = await db
    .update(o)
    .set({ html: "", textBody: "", headers: null })
    .where(
      sql`${o.status} in ('sent', 'failed', 'skipped') and ${o.secretRef} is null and (${o.textBody} like '%token=%' or ${o.html} like '%token=%')`,
    )
    .returning({ id: o.id });
  return { deleted: deleted.length, emptied: emptied.length + legacy.length };
}

/* ------------------------------------------------------------------ */
/* Worker                                                              */
/* ------------------------------------------------------------------ */

export interface OutboxOptions {
  /** Rows claimed per round trip. */
  batchSize: number;
  /** Messages in flight at once (over the pooled SMTP connections). */
  concurrency: number;
  /** After this many failed attempts a row is marked failed, keeping its last error. */
  maxAttempts: number;
  /** First retry delay; doubles each attempt (capped at 6 hours). */
  retryBaseMs: number;
  /** How long a claim holds a row; a crashed sender's rows become due again after it. */
  lockMs: number;
  pollMs: number;
}

export const DEFAULT_OUTBOX_OPTIONS: Omit<OutboxOptions, "pollMs"> = {
  batchSize: 50,
  concurrency: 10,
  maxAttempts: 8,
  retryBaseMs: 30_000,
  lockMs: 5 * 60_000,
};

/** What a claim reads of each row (typed from db/schema.ts). */
const CLAIMED = {
  id: emailOutbox.id,
  dedupe_key: emailOutbox.dedupeKey,
  to_address: emailOutbox.toAddress,
  subject: emailOutbox.subject,
  html: emailOutbox.html,
  text_body: emailOutbox.textBody,
  headers: emailOutbox.headers,
  attempts: emailOutbox.attempts,
  subscriber_id: emailOutbox.subscriberId,
  secret_ref: emailOutbox.secretRef,
  attachments: emailOutbox.attachments,
};
type ClaimedRow = RowOf<typeof CLAIMED>;

/** Retry delay after the given number of attempts: base, 2×base, 4×base... capped at 6 h. */
export function retryDelayMs(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60_000);
}

/**
 * Claims due rows in one short statement (its own transaction): pending and due, or 'sending'
 * with an expired lock (a sender that died). FOR UPDATE SKIP LOCKED lets several processes
 * share the outbox without claiming the same row.
 */
async function claimBatch(opts: OutboxOptions): Promise<ClaimedRow[]> {
  const t = emailOutbox;
  const c = names(t);
  return rawRows(
    getDb(),
    CLAIMED,
    (out) => sql`
    update ${t}
    set ${c.status} = 'sending', ${c.lockedUntil} = now() + make_interval(secs => ${opts.lockMs / 1000}), ${c.attempts} = ${t.attempts} + 1
    where ${t.id} in (
      select ${t.id} from ${t}
      where (${t.status} = 'pending' and ${t.nextAttemptAt} <= now())
         or (${t.status} = 'sending' and ${t.lockedUntil} < now())
      order by ${t.nextAttemptAt}, ${t.id}
      limit ${opts.batchSize}
      for update skip locked
    )
    returning ${out}`,
  );
}

async function mapLimit<T>(items: T[], limit: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  const runners = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await fn(items[next++]!);
  });
  await Promise.all(runners);
}

function isPermanent(err: unknown): boolean {
  const code = (err as { responseCode?: number }).responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

/**
 * One round: claim a batch, send it outside any transaction, record the outcome (each sent
 * row as soon as SMTP accepts it; failures each with their retry time). Returns how many rows were claimed.
 */
export async function processOutboxBatch(
  transport: MailTransport,
  opts: OutboxOptions,
): Promise<number> {
  const claimed = await claimBatch(opts);
  if (!claimed.length) return 0;
  const failed: Failure[] = [];
  const db = getDb();
  const rows = await withSecretLinks(await withoutUnsubscribed(claimed), failed);
  const markSent = groupCommit(async (ids: number[]) => {
    await db
      .update(emailOutbox)
      .set({
        status: "sent",
        sentAt: sql`now()`,
        lockedUntil: null,
        lastError: null,
      })
      .where(inArray(emailOutbox.id, ids));
  });
  await mapLimit(rows, opts.concurrency, async (row) => {
    let accepted = false;
    try {
      const headers =
        typeof row.headers === "string"
          ? (JSON.parse(row.headers) as Record<string, string>)
          : row.headers;
      // The secret link exists only here, in memory, for the send: the row keeps the placeholder.
      const body = row.link
        ? fillSecretLink({ html: row.html, text: row.text_body, headers }, row.link)
        : { html: row.html, text: row.text_body, headers };
      await transport.send({
        messageId: `<outbox-${row.id}.${row.dedupe_key.replace(/[^\w.-]/g, "-").slice(0, 60)}@${DOMAIN}>`,
        to: row.to_address,
        subject: row.subject,
        html: body.html,
        text: body.text,
        headers: body.headers,
        attachments: (typeof row.attachments === "string"
          ? (JSON.parse(row.attachments) as NonNullable<ClaimedRow["attachments"]>)
          : row.attachments
        )?.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.base64, "base64"),
        })),
      });
      accepted = true;
    } catch (err) {
      failed.push({
        row,
        error: err instanceof Error ? err.message : String(err),
        permanent: isPermanent(err),
      });
    }
    // Record each accepted message at once, not after the whole batch: a process killed
    // mid-batch then re-sends (after the claim expires) only the messages that were in flight,
    // not every message of the batch that had already gone out.
    if (accepted) await markSent(row.id);
  });
  for (const { row, error, permanent } of failed) {
    const giveUp = permanent || row.attempts >= opts.maxAttempts;
    const delay = retryDelayMs(row.attempts, opts.retryBaseMs);
    await db
      .update(emailOutbox)
      .set({
        status: giveUp ? "failed" : "pending",
        lockedUntil: null,
        lastError: error.slice(0, 1000),
        nextAttemptAt: sql`now() + make_interval(secs => ${delay / 1000})`,
      })
      .where(sql`${emailOutbox.id} = ${row.id}`);
    const log = {
      id: row.id,
      kind: row.dedupe_key,
      attempts: row.attempts,
      error,
    };
    if (giveUp) logger.error(log, "E-mail failed permanently");
    else logger.warn({ ...log, retryInMs: delay }, "E-mail send failed; will retry");
  }
  return claimed.length;
}

type Failure = { row: ClaimedRow; error: string; permanent: boolean };

/**
 * Mints the secret link of each claimed row that carries a reference (docs/decisions/220). A row
 * whose minter answers null is marked 'skipped'; one without a minter, or whose minter fails,
 * is retried like a failed send (its placeholder is never sent).
 */
async function withSecretLinks(
  rows: ClaimedRow[],
  failed: Failure[],
): Promise<Array<ClaimedRow & { link?: string }>> {
  const split = (ref: string) =>
    [ref.slice(0, ref.indexOf(":")), ref.slice(ref.indexOf(":") + 1)] as const;
  const byPrefix = new Map<string, string[]>();
  for (const row of rows) {
    if (!row.secret_ref) continue;
    const [prefix, id] = split(row.secret_ref);
    byPrefix.set(prefix, [...(byPrefix.get(prefix) ?? []), id]);
  }
  const links = new Map<string, string>();
  const broken = new Map<string, string>();
  for (const [prefix, ids] of byPrefix) {
    const mint = minters.get(prefix);
    try {
      if (!mint) throw new Error(`No minter for the secret link ${prefix}`);
      for (const [id, link] of await mint(ids)) links.set(`${prefix}:${id}`, link);
    } catch (err) {
      broken.set(prefix, err instanceof Error ? err.message : String(err));
    }
  }
  const out: Array<ClaimedRow & { link?: string }> = [];
  const skipped: number[] = [];
  for (const row of rows) {
    if (!row.secret_ref) out.push(row);
    else if (broken.has(split(row.secret_ref)[0]))
      failed.push({
        row,
        error: broken.get(split(row.secret_ref)[0])!,
        permanent: false,
      });
    else if (links.has(row.secret_ref)) out.push({ ...row, link: links.get(row.secret_ref)! });
    else skipped.push(row.id);
  }
  if (skipped.length) {
    await getDb()
      .update(emailOutbox)
      .set({
        status: sql`'skipped'`,
        lockedUntil: null,
        lastError: "its link is no longer valid",
      })
      .where(inArray(emailOutbox.id, skipped));
    logger.info({ skipped: skipped.length }, "E-mails skipped: what their link was for has gone");
  }
  return out;
}

/**
 * The send-time check of newsletter e-mails: a claimed row whose subscriber is no longer
 * active (unsubscribed or erased since it was queued) becomes 'skipped' and is not sent.
 */
async function withoutUnsubscribed(rows: ClaimedRow[]): Promise<ClaimedRow[]> {
  const ids = [
    ...new Set(rows.map((r) => r.subscriber_id).filter((id): id is number => id !== null)),
  ];
  if (!ids.length) return rows;
  const s = schema.newsletterSubscribers;
  const active = new Set(
    (
      await getDb()
        .select({ id: s.id })
        .from(s)
        .where(and(inArray(s.id, ids), eq(s.isActive, true)))
    ).map((r) => r.id),
  );
  const skipped = rows.filter((r) => r.subscriber_id !== null && !active.has(r.subscriber_id));
  if (!skipped.length) return rows;
  await getDb()
    .update(emailOutbox)
    // 'skipped' is outside the column's usual four states (read by the newsletter's campaign counts).
    .set({
      status: sql`'skipped'`,
      lockedUntil: null,
      lastError: "unsubscribed before sending",
    })
    .where(
      inArray(
        emailOutbox.id,
        skipped.map((r) => r.id),
      ),
    );
  logger.info(
    { skipped: skipped.length },
    "Newsletter e-mails skipped: the subscribers left before sending",
  );
  return rows.filter((r) => !skipped.includes(r));
}

interface WorkerState {
  running: boolean;
  transport: MailTransport;
  opts: OutboxOptions;
  wake: () => void;
  loop: Promise<void>;
}

let worker: WorkerState | undefined;
let wakePending = false;

/** Makes a running worker look for due rows now instead of at its next poll. */
export function wakeOutboxWorker() {
  if (worker) worker.wake();
  else wakePending = true;
}

/** Starts the in-process outbox worker (idempotent). Options are for tests and benchmarks. */
export function startOutboxWorker(
  options: Partial<OutboxOptions> & { transport?: MailTransport } = {},
) {
  if (worker) return;
  const opts: OutboxOptions = {
    ...DEFAULT_OUTBOX_OPTIONS,
    pollMs: getEnv().MAIL_POLL_MS,
    ...options,
  };
  const transport =
    options.transport ??
    createMailTransport({
      maxConnections: Math.max(1, Math.ceil(opts.concurrency / 2)),
    });
  let wakeUp: (() => void) | undefined;
  let woken = wakePending;
  wakePending = false;
  const state: WorkerState = {
    running: true,
    transport,
    opts,
    wake() {
      woken = true;
      wakeUp?.();
    },
    loop: Promise.resolve(),
  };
  const sleep = () =>
    new Promise<void>((resolve) => {
      if (woken || !state.running) return resolve();
      const timer = setTimeout(done, opts.pollMs);
      function done() {
        clearTimeout(timer);
        wakeUp = undefined;
        resolve();
      }
      wakeUp = done;
    });
  state.loop = (async () => {
    while (state.running) {
      woken = false;
      let claimed = 0;
      try {
        claimed = await processOutboxBatch(transport, opts);
      } catch (err) {
        if (state.running) logger.error({ err }, "Outbox round failed");
      }
      if (claimed === 0) await sleep();
    }
  })();
  worker = state;
  logger.info({ transport: transport.kind, pollMs: opts.pollMs }, "E-mail outbox worker started");
}

/** Stops the worker after its current round (call before closing the database). */
export async function stopOutboxWorker() {
  const state = worker;
  if (!state) return;
  worker = undefined;
  state.running = false;
  state.wake();
  await state.loop;
  state.transport.close();
}
