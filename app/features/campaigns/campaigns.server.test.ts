import { and, eq, inArray, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { schema } from "~/lib/db.server";
import { startOutboxWorker, stopOutboxWorker } from "~/lib/mail/outbox.server";
import { campaignDeps } from "~/routes/api/admin/campaign-shared.server";
import { describeEachDb } from "../../../tests/support/test-db";
import { smtpSinkForFile } from "../../../tests/support/smtp-for-file";
import { waitUntil } from "../../../tests/support/wait";
import {
  audienceCounts,
  cancelCampaign,
  createCampaign,
  getCampaign,
  listCampaigns,
  runDueCampaigns,
  scheduleCampaign,
  sendCampaignNow,
  sendTest,
  updateCampaign,
} from "./campaigns.server";

const actor = { id: "admin-1", email: "admin@example.test" };
const N = 2000;

const mail = smtpSinkForFile();
let sink: (typeof mail)["sink"];
beforeAll(() => {
  sink = mail.sink;
});

const waitFor = <T>(fn: () => Promise<T>, ok: (v: T) => boolean) =>
  waitUntil(fn, ok, { timeoutMs: 120_000, pollMs: 250 });

function perRecipient() {
  const counts = new Map<string, number>();
  for (const m of sink.messages) for (const to of m.to) counts.set(to, (counts.get(to) ?? 0) + 1);
  return counts;
}

const REGIONS = ["warsaw", "zegrze", "all", null] as const;
const draft = {
  subject_pl: "Rejs mikołajkowy 6 grudnia",
  body_pl: "Cześć!\n\n**Zapraszamy** na [rejs mikołajkowy](https://ribwarsaw.pl/rejsy-promocyjne).",
  subject_en: "Santa Claus cruise on 6 December",
  body_en:
    "Hi!\n\n**Join us** for the [Santa Claus cruise](https://ribwarsaw.pl/rejsy-promocyjne).",
  region: null,
};

const SLOW = 240_000; // 2,000 real SMTP deliveries on a shared machine

/** Runs the outbox worker with `options` until the campaign is sent, stopping it in any case; the campaign. */
async function workUntilSent(id: number, options: Parameters<typeof startOutboxWorker>[0]) {
  startOutboxWorker(options);
  try {
    return await waitFor(
      () => getCampaign(id),
      (c) => c?.status === "sent",
    );
  } finally {
    await stopOutboxWorker();
  }
}

describeEachDb("newsletter campaigns", ({ db }) => {
  beforeAll(async () => {
    const rows = Array.from({ length: N }, (_, i) => ({
      name: `Subscriber ${i}`,
      email: `c${i}@example.test`,
      region: REGIONS[i % 4],
      language: i % 2 ? "en" : "pl",
    }));
    for (let i = 0; i < rows.length; i += 500)
      await db()
        .db.insert(schema.newsletterSubscribers)
        .values(rows.slice(i, i + 500));
    await db().db.insert(schema.newsletterSubscribers).values({
      name: "Gone",
      email: "gone@example.test",
      region: "zegrze",
      isActive: false,
    });
  }, SLOW);

  it(
    "counts the audience of every choice, regional ones including the subscribers of 'all'",
    async () => {
      const a = await audienceCounts(["warsaw", "zegrze", "gdansk"]);
      expect(a.everyone).toEqual({ total: N, pl: N / 2, en: N / 2 });
      expect(a.byRegion.zegrze!.total).toBe(N / 2); // zegrze + all
      expect(a.byRegion.gdansk!.total).toBe(N / 4); // only all
    },
    SLOW,
  );

  it(
    "sends a 2,000-subscriber campaign exactly once to every address, each in its own language",
    async () => {
      sink.clear();
      const created = await createCampaign(actor, draft);
      expect(created).toMatchObject({ status: "draft", total: 0, sent: 0 });
      // Two administrators (or a double click) send at once: one send.
      const [a, b] = await Promise.all([
        sendCampaignNow(actor, created.id, campaignDeps),
        sendCampaignNow(actor, created.id, campaignDeps),
      ]);
      expect([a.ok, b.ok].sort()).toEqual([false, true]);
      const edit = await updateCampaign(actor, created.id, {
        ...draft,
        subject_pl: "Zmiana",
      });
      expect(edit).toEqual({ ok: false, reason: "conflict" });

      const done = await workUntilSent(created.id, { pollMs: 20, batchSize: 100, concurrency: 10 });
      expect(done).toMatchObject({
        total: N,
        sent: N,
        failed: 0,
        pending: 0,
        skipped: 0,
      });

      const counts = perRecipient();
      expect(counts.size).toBe(N);
      expect([...counts.values()].every((n) => n === 1)).toBe(true);
      expect(counts.has("gone@example.test")).toBe(false);
      for (const m of sink.messages) {
        const i = Number(/^c(\d+)@/.exec(m.to[0]!)![1]);
        expect(m.subject).toBe(i % 2 ? draft.subject_en : draft.subject_pl);
        expect(m.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
        expect(m.headers["list-unsubscribe"]).toMatch(
          new RegExp(
            `^<http://localhost:3999/api/newsletter/unsubscribe\\?token=${i + 1}\\.\\d{1,6}\\.[\\w-]{32}>,\\s+<mailto:`,
          ),
        );
      }
      const sample = sink.messages.find((m) => m.to[0] === "c1@example.test")!;
      expect(sample.html).toContain("<strong>Join us</strong>");
      expect(sample.html).toContain(`lang="en"`);
      expect(sample.text).toContain("Santa Claus cruise (https://ribwarsaw.pl/rejsy-promocyjne)");
      // The recipients and their statuses are readable page by page.
      const page = (await getCampaign(created.id, 50))!;
      expect(page.recipients).toHaveLength(50);
      expect(page.recipients.every((r) => r.status === "sent" && r.email)).toBe(true);
      const audit = await db()
        .db.select()
        .from(schema.auditLog)
        .where(
          and(
            eq(schema.auditLog.entity, "campaign"),
            eq(schema.auditLog.entityId, String(created.id)),
          ),
        );
      expect(audit.map((x) => x.action).sort()).toEqual(["create", "send"]);
    },
    SLOW,
  );

  it(
    "falls back to Polish without an English version and reaches only the chosen region (with 'all')",
    async () => {
      sink.clear();
      const created = await createCampaign(actor, {
        ...draft,
        subject_en: null,
        body_en: null,
        region: "zegrze",
      });
      const started = await sendCampaignNow(actor, created.id, campaignDeps);
      expect(started.ok && started.value.total).toBe(N / 2);
      await workUntilSent(created.id, { pollMs: 20 });
      expect(sink.messages).toHaveLength(N / 2);
      for (const m of sink.messages) {
        const i = Number(/^c(\d+)@/.exec(m.to[0]!)![1]);
        expect(["zegrze", "all"]).toContain(REGIONS[i % 4]);
        expect(m.subject).toBe(draft.subject_pl);
      }
    },
    SLOW,
  );

  it(
    "a restart mid-send resumes without duplicates; a subscriber who leaves mid-send gets nothing",
    async () => {
      sink.clear();
      const created = await createCampaign(actor, draft);
      await sendCampaignNow(actor, created.id, campaignDeps);
      startOutboxWorker({ pollMs: 20, batchSize: 20, concurrency: 4 });
      await waitFor(
        async () => sink.messages.length,
        (n) => n >= 200,
      );
      await stopOutboxWorker(); // a restart (the worker stops after its current round)
      const mid = (await getCampaign(created.id))!;
      expect(mid.status).toBe("sending");
      expect(mid.sent).toBeLessThan(N);

      // Ten subscribers whose e-mails are still waiting unsubscribe now.
      const waiting = await db()
        .db.select({ id: schema.emailOutbox.subscriberId })
        .from(schema.emailOutbox)
        .where(
          and(
            eq(schema.emailOutbox.jobId, created.id),
            eq(schema.emailOutbox.kind, "campaign"),
            eq(schema.emailOutbox.status, "pending"),
          ),
        )
        .orderBy(sql`${schema.emailOutbox.id} desc`)
        .limit(10);
      const leaving = waiting.map((w) => w.id!);
      expect(leaving).toHaveLength(10);
      await db()
        .db.update(schema.newsletterSubscribers)
        .set({ isActive: false, unsubscribedAt: new Date() })
        .where(inArray(schema.newsletterSubscribers.id, leaving));

      const done = await workUntilSent(created.id, { pollMs: 20 });
      expect(done).toMatchObject({
        total: N,
        sent: N - 10,
        skipped: 10,
        failed: 0,
        pending: 0,
      });
      const counts = perRecipient();
      expect(counts.size).toBe(N - 10);
      expect([...counts.values()].every((n) => n === 1)).toBe(true);
      for (const id of leaving) expect(counts.has(`c${id - 1}@example.test`)).toBe(false);
      await db()
        .db.update(schema.newsletterSubscribers)
        .set({ isActive: true, unsubscribedAt: null })
        .where(inArray(schema.newsletterSubscribers.id, leaving));
    },
    SLOW,
  );

  it(
    "a scheduled campaign starts once at its time, even with several schedulers; a cancelled one never does",
    async () => {
      sink.clear();
      const at = new Date(Date.now() + 60 * 60_000);
      const a = await createCampaign(actor, { ...draft, region: "gdansk" });
      const b = await createCampaign(actor, { ...draft, region: "gdansk" });
      expect((await scheduleCampaign(actor, a.id, at)).ok).toBe(true);
      expect((await scheduleCampaign(actor, b.id, at)).ok).toBe(true);
      expect(await runDueCampaigns(campaignDeps, new Date(at.getTime() - 1000))).toEqual([]);
      expect((await cancelCampaign(actor, b.id)).ok).toBe(true);
      // Three processes' schedulers at the same moment: a starts once, b (cancelled) never.
      const later = new Date(at.getTime() + 1000);
      const rounds = await Promise.all([
        runDueCampaigns(campaignDeps, later),
        runDueCampaigns(campaignDeps, later),
        runDueCampaigns(campaignDeps, later),
      ]);
      expect(rounds.flat()).toEqual([a.id]);
      expect(await cancelCampaign(actor, a.id)).toEqual({
        ok: false,
        reason: "conflict",
      });
      await workUntilSent(a.id, { pollMs: 20 });
      expect(sink.messages).toHaveLength(N / 4);
      expect(perRecipient().size).toBe(N / 4);
      expect((await getCampaign(b.id))!).toMatchObject({
        status: "cancelled",
        total: 0,
        sent: 0,
      });
      const list = await listCampaigns();
      expect(list.find((c) => c.id === a.id)).toMatchObject({
        status: "sent",
        sent: N / 4,
      });
    },
    SLOW,
  );

  it(
    "a test send goes only to the administrator, once per language, with the headers",
    async () => {
      sink.clear();
      const created = await createCampaign(actor, draft);
      const queued = await sendTest(actor, created.id, "[TEST] ");
      expect(queued).toEqual({ ok: true, value: 2 });
      startOutboxWorker({ pollMs: 20 });
      await waitFor(
        async () => sink.messages.length,
        (n) => n >= 2,
      );
      await stopOutboxWorker();
      expect(sink.messages.map((m) => m.to).flat()).toEqual([actor.email, actor.email]);
      expect(sink.messages.map((m) => m.subject).sort()).toEqual(
        [`[TEST] ${draft.subject_pl}`, `[TEST] ${draft.subject_en}`].sort(),
      );
      expect(
        sink.messages.every(
          (m) => m.headers["list-unsubscribe-post"] === "List-Unsubscribe=One-Click",
        ),
      ).toBe(true);
      expect((await getCampaign(created.id))!.status).toBe("draft");
    },
    SLOW,
  );
});
