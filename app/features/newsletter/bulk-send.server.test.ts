import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { schema } from "~/lib/db.server";
import { startOutboxWorker, stopOutboxWorker } from "~/lib/mail/outbox.server";
import { describeEachDb } from "../../../tests/support/test-db";
import { smtpSinkForFile } from "../../../tests/support/smtp-for-file";
import { waitUntil } from "../../../tests/support/wait";
import { getBulkJob, startBulkWelcome } from "./bulk-send.server";
import { newsletterStats } from "./newsletter-stats.server";

const actor = { id: "admin-1", email: "admin@example.test" };

const mail = smtpSinkForFile();
let sink: (typeof mail)["sink"];
beforeAll(() => {
  sink = mail.sink;
});

const waitFor = <T>(fn: () => Promise<T>, ok: (v: T) => boolean) =>
  waitUntil(fn, ok, { timeoutMs: 120_000, pollMs: 50 });

function perRecipient() {
  const counts = new Map<string, number>();
  for (const m of sink.messages) for (const to of m.to) counts.set(to, (counts.get(to) ?? 0) + 1);
  return counts;
}

describeEachDb("bulk welcome send", ({ db }) => {
  beforeAll(async () => {
    const rows = Array.from({ length: 1000 }, (_, i) => ({
      name: `Subscriber ${i}`,
      email: `sub${i}@example.test`,
      region: i < 990 ? "warsaw" : null,
      language: i % 2 ? "en" : "pl",
    }));
    await db().db.insert(schema.newsletterSubscribers).values(rows);
    await db().db.insert(schema.newsletterSubscribers).values({
      name: "Gone",
      email: "gone@example.test",
      region: "warsaw",
      isActive: false,
    });
  });

  it("counts active subscribers by region, null as unknown", async () => {
    const stats = await newsletterStats();
    expect(stats.activeTotal).toBe(1000);
    expect(stats.byRegion.warsaw).toBe(990);
    expect(stats.byRegion.unknown).toBe(10);
  });

  it("sends exactly one welcome e-mail to each of 1,000 active subscribers, one job at a time", async () => {
    sink.clear();
    startOutboxWorker({ pollMs: 20 });
    // Two administrators (or a double click) at once: one job, the same id for both.
    const [a, b] = await Promise.all([
      startBulkWelcome(actor, null),
      startBulkWelcome(actor, null),
    ]);
    expect(a.jobId).toBe(b.jobId);
    expect([a.alreadyRunning, b.alreadyRunning].filter(Boolean)).toHaveLength(1);
    expect(Math.max(a.total, b.total)).toBe(1000);
    const done = await waitFor(
      () => getBulkJob(a.jobId),
      (j) => j?.status === "done",
    );
    expect(done).toMatchObject({
      total: 1000,
      sent: 1000,
      failed: 0,
      pending: 0,
    });
    const counts = perRecipient();
    expect(counts.size).toBe(1000);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect(counts.has("gone@example.test")).toBe(false);
    const sample = sink.messages.find((m) => m.to.includes("sub1@example.test"))!;
    expect(sample.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    await stopOutboxWorker();
  }, 120_000);

  it("a restart in the middle of a job resumes it without sending anyone twice", async () => {
    sink.clear();
    const job = await startBulkWelcome(actor, "warsaw");
    expect(job.alreadyRunning).toBeUndefined();
    expect(job.total).toBe(990);
    // First process: sends part of the job, then stops (deploy/restart).
    startOutboxWorker({ pollMs: 20, batchSize: 20, concurrency: 4 });
    await waitFor(
      async () => sink.messages.length,
      (n) => n >= 100,
    );
    await stopOutboxWorker();
    const mid = (await getBulkJob(job.jobId))!;
    expect(mid.status).toBe("running");
    expect(mid.sent).toBeGreaterThan(0);
    expect(mid.sent).toBeLessThan(990);
    // While it runs, another start answers the same job.
    const again = await startBulkWelcome(actor, null);
    expect(again).toMatchObject({ jobId: job.jobId, alreadyRunning: true });
    // Second process picks up the persisted rows.
    startOutboxWorker({ pollMs: 20 });
    const done = await waitFor(
      () => getBulkJob(job.jobId),
      (j) => j?.status === "done",
    );
    expect(done).toMatchObject({ total: 990, sent: 990, failed: 0 });
    const counts = perRecipient();
    expect(counts.size).toBe(990);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect(counts.has("sub995@example.test")).toBe(false); // region null is not "warsaw"
    await stopOutboxWorker();
    // The lock is released: a new job can start.
    const [{ n }] = (
      await db().db.execute(sql`select count(*)::int as n from bulk_send_jobs where active_lock`)
    ).rows as Array<{ n: number }>;
    expect(Number(n)).toBe(0);
  }, 120_000);

  it("region 'unknown' sends to subscribers without a region; an empty selection finishes at once", async () => {
    sink.clear();
    const job = await startBulkWelcome(actor, "unknown");
    expect(job.total).toBe(10);
    startOutboxWorker({ pollMs: 20 });
    await waitFor(
      () => getBulkJob(job.jobId),
      (j) => j?.status === "done",
    );
    await stopOutboxWorker();
    expect(sink.messages).toHaveLength(10);
    const empty = await startBulkWelcome(actor, "gdansk");
    expect(empty).toMatchObject({ total: 0, status: "done", sent: 0 });
    const [row] = await db()
      .db.select()
      .from(schema.bulkSendJobs)
      .where(eq(schema.bulkSendJobs.id, empty.jobId));
    expect(row!.activeLock).toBeNull();
  });

  it("knows who already had a welcome; onlyNew sends only to the others; a campaign's rows never count in a job", async () => {
    // Everyone active has had one by now; one new subscriber has not, and one has a welcome from sign-up.
    const [fresh] = await db()
      .db.insert(schema.newsletterSubscribers)
      .values({ name: "Nowa", email: "fresh@example.test", region: "warsaw" })
      .returning();
    const [signedUp] = await db()
      .db.insert(schema.newsletterSubscribers)
      .values({
        name: "Zapisana",
        email: "signed@example.test",
        region: "warsaw",
      })
      .returning();
    await db()
      .db.insert(schema.emailOutbox)
      .values({
        dedupeKey: `welcome:${signedUp!.id}:1`,
        kind: "welcome",
        toAddress: "signed@example.test",
        subject: "Witaj",
        html: "x",
        textBody: "x",
        status: "sent",
      });
    const stats = await newsletterStats();
    expect(stats.activeTotal).toBe(1002);
    expect(stats.welcomed.total).toBe(1001);
    expect(stats.welcomed.byRegion.warsaw).toBe(991);
    expect(stats.welcomed.byRegion.unknown).toBe(10);

    // A campaign whose id equals the next job's id has rows with that job_id: they are not this job's.
    const [{ nextId }] = (
      await db().db.execute(sql`select coalesce(max(id), 0) + 1 as "nextId" from bulk_send_jobs`)
    ).rows as Array<{ nextId: number }>;
    await db()
      .db.insert(schema.emailOutbox)
      .values(
        [1, 2, 3].map((i) => ({
          dedupeKey: `campaign:x:${i}`,
          kind: "campaign",
          toAddress: `c${i}@example.test`,
          subject: "K",
          html: "x",
          textBody: "x",
          status: "sent" as const,
          jobId: Number(nextId),
        })),
      );
    sink.clear();
    const job = await startBulkWelcome(actor, null, { onlyNew: true });
    expect(job.jobId).toBe(Number(nextId));
    expect(job.total).toBe(1);
    startOutboxWorker({ pollMs: 20 });
    const done = await waitFor(
      () => getBulkJob(job.jobId),
      (j) => j?.status === "done",
    );
    await stopOutboxWorker();
    expect(done).toMatchObject({ total: 1, sent: 1, failed: 0 });
    expect(sink.messages.map((m) => m.to).flat()).toEqual([fresh!.email]);
    expect((await newsletterStats()).welcomed.total).toBe(1002);
  });
});
