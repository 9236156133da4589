/**
 * kill -9 in the middle of work, then restart on the same data:
 * - during a subscribe load: every subscription that was answered 2xx is there after the
 *   restart (PostgreSQL and PGlite);
 * - during a bulk welcome send: afterwards every active subscriber has exactly one bulk
 *   welcome e-mail at the SMTP sink.
 */
import { describe, expect, test } from "vitest";
import { PORTS, pgQuery, sameOrigin, signIn, sleep, startServer, waitFor } from "./support/harness";
import { expireOutboxClaims, waitForOutboxDrained } from "./support/outbox";
import { crashScratch, faultLifecycle, scratchStore } from "./support/lifecycle";

const { running, cleanups } = faultLifecycle();

async function subscribe(url: string, email: string) {
  const res = await fetch(`${url}/api/newsletter/subscribe`, {
    method: "POST",
    headers: sameOrigin(url),
    body: JSON.stringify({
      name: "Load Test",
      email,
      consent: true,
      region: "warsaw",
      language: "pl",
    }),
    signal: AbortSignal.timeout(20_000),
  });
  await res.text();
  return res.status;
}

/** Concurrent subscribers until stop(); returns the e-mails answered 2xx. */
function subscribeLoad(url: string, workers: number, tag: string) {
  const acknowledged = new Set<string>();
  let attempted = 0;
  let stopped = false;
  const loops = Array.from({ length: workers }, async (_, w) => {
    for (let i = 0; !stopped; i++) {
      const email = `${tag}-${w}-${i}@load.example`;
      attempted++;
      try {
        const status = await subscribe(url, email);
        if (status >= 200 && status < 300) acknowledged.add(email);
      } catch {
        await sleep(20); // the server is gone: keep trying until stopped
      }
    }
  });
  return {
    acknowledged,
    attempted: () => attempted,
    async stop() {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

for (const kind of ["postgres", "pglite"] as const) {
  describe(`kill -9 during a subscribe load [${kind}]`, () => {
    test("every subscription answered 2xx is present after the restart", async () => {
      const { dataDir, databaseUrl } = await scratchStore(
        cleanups,
        "crash-sub",
        kind === "postgres" ? "PostgreSQL" : "PGlite",
      );
      const opts = { port: PORTS.a, dataDir, databaseUrl, env: { RATE_LIMITS: "off" } };
      const first = await startServer(opts);
      running.push(first);
      const load = subscribeLoad(first.url, 8, `crash-${kind}-${Date.now()}`);
      await waitFor(
        () => load.acknowledged.size >= 150,
        "150 acknowledged subscriptions",
        60_000,
        20,
      );
      await first.kill(); // SIGKILL mid-load: requests are in flight
      await load.stop();
      const acked = [...load.acknowledged];
      console.log(
        `[crash ${kind}] ${acked.length} subscriptions acknowledged of ${load.attempted()} attempted before kill -9`,
      );

      const second = await startServer(opts);
      running.push(second);
      // Each acknowledged address is known to the restarted server: subscribing again is a 409.
      const missing: string[] = [];
      for (let i = 0; i < acked.length; i += 10) {
        const statuses = await Promise.all(
          acked.slice(i, i + 10).map((e) => subscribe(second.url, e)),
        );
        statuses.forEach((s, j) => s !== 409 && missing.push(`${acked[i + j]} → ${s}`));
      }
      expect(missing).toEqual([]);
      if (databaseUrl) {
        const rows = await pgQuery<{ n: string }>(
          databaseUrl,
          "select count(*) as n from newsletter_subscribers where email = any($1)",
          [acked],
        );
        expect(Number(rows[0]!.n)).toBe(acked.length);
      }
      // And the restarted server takes new work.
      expect(await subscribe(second.url, `after-restart-${Date.now()}@load.example`)).toBe(201);
    });
  });
}

describe("kill -9 during a bulk welcome send [postgres]", () => {
  test("after the restart every active subscriber has exactly one bulk welcome e-mail", async () => {
    const N = 400;
    const { smtp, db, opts } = await crashScratch(cleanups, "crash-bulk");
    const first = await startServer(opts);
    running.push(first);

    // N active subscribers (their own welcome e-mails go out first), and one inactive.
    const emails = Array.from({ length: N }, (_, i) => `bulk-${i}@bulk.example`);
    for (let i = 0; i < N; i += 20) {
      const statuses = await Promise.all(
        emails.slice(i, i + 20).map((e) => subscribe(first.url, e)),
      );
      expect(statuses.every((s) => s === 201)).toBe(true);
    }
    await pgQuery(
      db.url,
      "insert into newsletter_subscribers (name, email, region, language, is_active) values ('Gone', 'inactive@bulk.example', 'warsaw', 'pl', false)",
    );
    await waitFor(() => smtp.messages.length >= N, "the sign-up welcome e-mails", 120_000);
    smtp.clear();

    const { cookie } = await signIn(first.url);
    const start = await fetch(`${first.url}/api/admin/newsletter/bulk-welcome`, {
      method: "POST",
      headers: sameOrigin(first.url, { Cookie: cookie }),
      body: JSON.stringify({ region: null }),
    });
    expect(start.status, await start.clone().text()).toBe(202);
    expect((await start.json()).total).toBe(N);
    // Kill once part of the batch is out: rows are claimed, some sent, some in flight.
    await waitFor(() => smtp.messages.length >= N * 0.15, "the first bulk e-mails", 60_000, 5);
    await first.kill();
    const beforeRestart = smtp.messages.length;
    console.log(
      `[crash bulk] kill -9 after ${beforeRestart} of ${N} bulk e-mails reached the sink`,
    );
    expect(beforeRestart).toBeLessThan(N);

    // The dead process's claims, then fast-forwarded past the outbox lock time.
    const stuck = await pgQuery<{ n: string }>(
      db.url,
      "select count(*) as n from email_outbox where status = 'sending'",
    );
    console.log(`[crash bulk] rows left claimed by the dead process: ${stuck[0]!.n}`);
    await expireOutboxClaims(db.url);

    const second = await startServer(opts);
    running.push(second);
    await waitForOutboxDrained(db.url, "bulk_welcome", 120_000);
    await sleep(500);

    const perRecipient = new Map<string, number>();
    const messageIds = new Map<string, Set<string>>();
    for (const m of smtp.messages) {
      for (const to of m.to) {
        perRecipient.set(to, (perRecipient.get(to) ?? 0) + 1);
        const ids = messageIds.get(to) ?? new Set<string>();
        ids.add(m.headers["message-id"] ?? "");
        messageIds.set(to, ids);
      }
    }
    const duplicates = [...perRecipient].filter(([, n]) => n > 1);
    console.log(
      `[crash bulk] ${perRecipient.size} recipients, ${smtp.messages.length} deliveries, ${duplicates.length} delivered twice`,
    );
    expect(perRecipient.has("inactive@bulk.example")).toBe(false);
    expect([...perRecipient.keys()].sort()).toEqual([...emails].sort());
    // SMTP has no exactly-once: a message the sink accepted in the last milliseconds before the
    // kill, before its row was marked sent, goes out again after the restart. The outbox records
    // each message as soon as it is accepted, so only messages in flight at the kill (at most the
    // worker's concurrency, 10) can repeat, and they repeat with the same Message-ID, which
    // mailbox providers use to show it once. Each recipient has exactly one distinct message:
    for (const [to, ids] of messageIds) expect(ids.size, to).toBe(1);
    expect(
      duplicates.length,
      "deliveries repeated beyond the in-flight window",
    ).toBeLessThanOrEqual(10);
  });
});
