/**
 * Newsletter campaigns on real server processes and one PostgreSQL (docs/decisions/170):
 * - kill -9 in the middle of a campaign, then restart: nobody missed, nobody sent a second
 *   distinct message (only the messages in flight at the kill may repeat, with the same Message-ID);
 * - two processes asked to send the same campaign at once: one send, every address exactly once;
 * - a campaign scheduled a few seconds ahead fires once with two schedulers polling; a cancelled one never does.
 */
import { describe, expect, test } from "vitest";
import { startSmtpSink, type ReceivedMail } from "../support/smtp-sink";
import {
  createPgDatabase,
  PORTS,
  pgQuery,
  removeDir,
  sameOrigin,
  signIn,
  sleep,
  startServer,
  tempDir,
  waitFor,
} from "./support/harness";
import { expireOutboxClaims } from "./support/outbox";
import { crashScratch, faultLifecycle } from "./support/lifecycle";

const { running, cleanups } = faultLifecycle();

const CAMPAIGN = {
  subject_pl: "Rejs mikołajkowy",
  body_pl: "**Zapraszamy** na rejs 6 grudnia.",
  subject_en: "Santa Claus cruise",
  body_en: "**Join us** on 6 December.",
  region: null,
};

async function seedSubscribers(url: string, n: number, tag: string) {
  await pgQuery(
    url,
    `insert into newsletter_subscribers (name, email, region, language, is_active)
     select 'Sub ' || i, $1 || '-' || i || '@campaign.example', 'warsaw', case when i % 2 = 0 then 'pl' else 'en' end, true
     from generate_series(0, $2::int - 1) as i`,
    [tag, n],
  );
  return Array.from({ length: n }, (_, i) => `${tag}-${i}@campaign.example`);
}

async function api(base: string, cookie: string, path: string, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: sameOrigin(base, { Cookie: cookie }),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

function tally(messages: ReceivedMail[], tag: string) {
  const perRecipient = new Map<string, number>();
  const ids = new Map<string, Set<string>>();
  for (const m of messages) {
    for (const to of m.to) {
      if (!to.startsWith(`${tag}-`)) continue;
      perRecipient.set(to, (perRecipient.get(to) ?? 0) + 1);
      const set = ids.get(to) ?? new Set<string>();
      set.add(m.headers["message-id"] ?? "");
      ids.set(to, set);
    }
  }
  return { perRecipient, ids };
}

async function campaignStatus(url: string, id: number) {
  const [row] = await pgQuery<{ status: string }>(
    url,
    "select status from campaigns where id = $1",
    [id],
  );
  return row?.status;
}

async function outboxLeft(url: string, id: number) {
  const [row] = await pgQuery<{ n: string }>(
    url,
    "select count(*) as n from email_outbox where kind = 'campaign' and job_id = $1 and status in ('pending', 'sending')",
    [id],
  );
  return Number(row!.n);
}

describe("kill -9 during a campaign send [postgres]", () => {
  test("after the restart every subscriber has exactly one campaign message, in their language", async () => {
    const N = 1000;
    const { smtp, db, opts } = await crashScratch(cleanups, "crash-campaign");
    const first = await startServer(opts);
    running.push(first);
    const tag = "crash";
    const emails = await seedSubscribers(db.url, N, tag);
    await pgQuery(
      db.url,
      "insert into newsletter_subscribers (name, email, region, language, is_active) values ('Gone', 'crash-gone@campaign.example', 'warsaw', 'pl', false)",
    );

    const { cookie } = await signIn(first.url);
    const created = await api(first.url, cookie, "/api/admin/campaigns", CAMPAIGN);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as number;
    const sent = await api(first.url, cookie, `/api/admin/campaigns/${id}/send`, {});
    expect(sent.status, JSON.stringify(sent.body)).toBe(202);
    expect(sent.body.total).toBe(N);

    await waitFor(() => smtp.messages.length >= N * 0.15, "the first campaign e-mails", 60_000, 5);
    await first.kill();
    const before = smtp.messages.length;
    console.log(`[crash campaign] kill -9 after ${before} of ${N} e-mails reached the sink`);
    expect(before).toBeLessThan(N);
    expect(await campaignStatus(db.url, id)).toBe("sending");
    await expireOutboxClaims(db.url);

    const second = await startServer(opts);
    running.push(second);
    await waitFor(
      async () => (await outboxLeft(db.url, id)) === 0,
      "the campaign to drain",
      180_000,
    );
    const after = await signIn(second.url);
    const detail = await api(second.url, after.cookie, `/api/admin/campaigns/${id}`);
    expect(detail.body).toMatchObject({
      id,
      status: "sent",
      total: N,
      sent: N,
      failed: 0,
      pending: 0,
    });

    const { perRecipient, ids } = tally(smtp.messages, tag);
    expect([...perRecipient.keys()].sort()).toEqual([...emails].sort());
    expect(perRecipient.has("crash-gone@campaign.example")).toBe(false);
    // As for the bulk welcome send (tests/faults/crash.test.ts): only messages in flight at the
    // kill may be delivered again, with the same Message-ID; nobody gets two distinct messages.
    for (const [to, set] of ids) expect(set.size, to).toBe(1);
    const repeated = [...perRecipient].filter(([, n]) => n > 1).length;
    console.log(`[crash campaign] ${perRecipient.size} recipients, ${repeated} in-flight repeats`);
    expect(repeated).toBeLessThanOrEqual(10);
    for (const m of smtp.messages.filter((x) => x.to[0]!.startsWith(`${tag}-`))) {
      const i = Number(/-(\d+)@/.exec(m.to[0]!)![1]);
      expect(m.subject).toBe(i % 2 ? CAMPAIGN.subject_en : CAMPAIGN.subject_pl);
      expect(m.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
      expect(m.headers["list-unsubscribe"]).toContain("/api/newsletter/unsubscribe?token=");
    }
  });
});

describe("two processes, one campaign [postgres]", () => {
  test("sent from both at once: one send, every address exactly once; scheduled: fires once; cancelled: never", async () => {
    const N = 600;
    const smtp = await startSmtpSink(0);
    cleanups.push(() => smtp.close());
    const db = await createPgDatabase();
    cleanups.push(db.drop);
    const dirs = [tempDir("camp-a"), tempDir("camp-b")];
    cleanups.push(() => dirs.forEach(removeDir));
    const common = {
      databaseUrl: db.url,
      smtpUrl: smtp.url,
      env: { RATE_LIMITS: "off", CAMPAIGN_POLL_MS: "300" },
    };
    const started = await Promise.all([
      startServer({ ...common, port: PORTS.a, dataDir: dirs[0] }),
      startServer({ ...common, port: PORTS.b, dataDir: dirs[1] }),
    ]);
    running.push(...started);
    const [a, b] = started as [(typeof started)[0], (typeof started)[0]];
    const tag = "two";
    const emails = await seedSubscribers(db.url, N, tag);
    const ca = (await signIn(a.url)).cookie;
    const cb = (await signIn(b.url)).cookie;

    // 1. The same campaign sent through both processes at the same moment.
    const created = await api(a.url, ca, "/api/admin/campaigns", CAMPAIGN);
    const id = created.body.id as number;
    const sends = await Promise.all([
      api(a.url, ca, `/api/admin/campaigns/${id}/send`, {}),
      api(b.url, cb, `/api/admin/campaigns/${id}/send`, {}),
    ]);
    expect(sends.map((s) => s.status).sort()).toEqual([202, 409]);
    await waitFor(
      async () => (await outboxLeft(db.url, id)) === 0,
      "the campaign to drain",
      180_000,
    );
    await sleep(300);
    let t = tally(smtp.messages, tag);
    expect([...t.perRecipient.keys()].sort()).toEqual([...emails].sort());
    expect([...t.perRecipient.values()].every((n) => n === 1)).toBe(true);
    // Both workers took part (FOR UPDATE SKIP LOCKED shares the rows).
    expect(
      (
        await pgQuery(
          db.url,
          "select count(*) as n from campaign_recipients where campaign_id = $1",
          [id],
        )
      )[0],
    ).toMatchObject({ n: String(N) });

    // 2. Scheduled two seconds ahead (an instant), cancelled one beside it.
    smtp.clear();
    const at = new Date(Date.now() + 2500).toISOString();
    const s1 = await api(a.url, ca, "/api/admin/campaigns", {
      ...CAMPAIGN,
      subject_pl: "Zaplanowana",
    });
    const s2 = await api(a.url, ca, "/api/admin/campaigns", {
      ...CAMPAIGN,
      subject_pl: "Anulowana",
    });
    const id1 = s1.body.id as number;
    const id2 = s2.body.id as number;
    expect(
      (await api(a.url, ca, `/api/admin/campaigns/${id1}/send`, { scheduledAt: at })).body,
    ).toMatchObject({ status: "scheduled" });
    expect(
      (await api(b.url, cb, `/api/admin/campaigns/${id2}/send`, { scheduledAt: at })).body,
    ).toMatchObject({ status: "scheduled" });
    expect((await api(b.url, cb, `/api/admin/campaigns/${id2}/cancel`, {})).body).toMatchObject({
      status: "cancelled",
    });
    expect(await campaignStatus(db.url, id1)).toBe("scheduled");
    await waitFor(
      async () => (await campaignStatus(db.url, id1)) === "sent",
      "the scheduled campaign to be sent",
      180_000,
    );
    await sleep(1000);
    t = tally(smtp.messages, tag);
    expect(t.perRecipient.size).toBe(N);
    expect([...t.perRecipient.values()].every((n) => n === 1)).toBe(true);
    expect(smtp.messages.every((m) => m.subject !== "Anulowana")).toBe(true);
    expect(await campaignStatus(db.url, id2)).toBe("cancelled");
    const audit = await pgQuery<{ action: string; actor_email: string | null }>(
      db.url,
      "select action, actor_email from audit_log where entity = 'campaign' and entity_id = $1 order by id",
      [String(id1)],
    );
    expect(audit.map((x) => x.action)).toEqual(["create", "schedule", "send"]);
    expect(audit[2]!.actor_email).toBeNull(); // started by the scheduler
  });
});

describe("request size on the campaign editor's paths", () => {
  test("a long campaign in two languages fits the 16 KB every call is held to; more is 413, a body over BODY_MAX is 400", async () => {
    const dataDir = tempDir("camp-size");
    cleanups.push(() => removeDir(dataDir));
    const server = await startServer({ port: PORTS.a, dataDir, env: { RATE_LIMITS: "off" } });
    running.push(server);
    const { cookie } = await signIn(server.url);
    // 5,000 characters a language (BODY_MAX) of ordinary Polish and English text.
    const polish = "Zapraszamy na rejs z okazji Święta Niepodległości. "
      .repeat(100)
      .slice(0, 5_000);
    const english = "Join us for the Independence Day cruise on the Vistula. "
      .repeat(100)
      .slice(0, 5_000);
    const body = { ...CAMPAIGN, body_pl: polish, body_en: english, subject_en: "Independence Day" };
    expect(Buffer.byteLength(JSON.stringify(body))).toBeLessThan(16 * 1024);
    const created = await api(server.url, cookie, "/api/admin/campaigns", body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as number;
    const preview = await api(server.url, cookie, "/api/admin/campaigns/preview", {
      lang: "pl",
      subject: "x",
      body: polish,
    });
    expect(preview.status).toBe(200);
    expect(preview.body.html).toContain("Święta Niepodległości");
    const put = await fetch(`${server.url}/api/admin/campaigns/${id}`, {
      method: "PUT",
      headers: sameOrigin(server.url, { Cookie: cookie }),
      body: JSON.stringify(body),
    });
    expect(put.status).toBe(200);
    // Over 16 KB: 413 with a message, on the editor's paths as everywhere.
    for (const path of ["/api/admin/campaigns", "/api/admin/campaigns/preview"]) {
      const huge = await api(server.url, cookie, path, {
        ...CAMPAIGN,
        body_pl: "x".repeat(20 * 1024),
      });
      expect(huge.status, path).toBe(413);
      expect(typeof huge.body.message).toBe("string");
    }
    // Under 16 KB but over BODY_MAX: 400 on the field.
    const tooLong = await api(server.url, cookie, "/api/admin/campaigns", {
      ...CAMPAIGN,
      body_pl: "x".repeat(5_001),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.fieldErrors).toHaveProperty("body_pl");
  });
});
