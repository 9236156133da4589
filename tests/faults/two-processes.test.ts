/**
 * Two server processes on one PostgreSQL (a fresh database per run): the outbox sends each
 * e-mail exactly once, a session made on A works on B, and the sign-in and form limits are
 * shared. Plus brute force: wrong passwords are limited per IP and per account, across both.
 */
import { beforeAll, describe, expect, test } from "vitest";
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  pgQuery,
  sameOrigin,
  signIn,
  sleep,
  type RunningServer,
} from "./support/harness";
import { ipSequence, twoServersOnOnePostgres, type TwoServers } from "./support/two-servers";
import { waitForOutboxDrained } from "./support/outbox";

let a: RunningServer;
let b: RunningServer;
let db: TwoServers["db"];
let smtp: TwoServers["smtp"];
const freshIp = ipSequence(77);
const servers = twoServersOnOnePostgres("two", { rateLimits: "on", smtp: true });
beforeAll(() => ({ a, b, db, smtp } = servers));

async function attempt(server: RunningServer, email: string, password: string, ip: string) {
  const res = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: sameOrigin(server.url, { "X-Forwarded-For": ip }),
    body: JSON.stringify({ email, password }),
  });
  await res.text();
  return res.status;
}

describe("two processes, one PostgreSQL", () => {
  test("the administrator was created once, migrations applied once", async () => {
    const users = await pgQuery<{ n: string }>(
      db.url,
      `select count(*) as n from "user" where email = $1`,
      [ADMIN_EMAIL],
    );
    expect(Number(users[0]!.n)).toBe(1);
  });

  test("outbox: 500 queued e-mails drained by both workers reach the sink exactly once each", async () => {
    smtp.clear();
    await pgQuery(
      db.url,
      `insert into email_outbox (dedupe_key, kind, to_address, subject, html, text_body)
       select 'two-proc:' || g, 'load-test', 'r' || g || '@two.example', 'Test ' || g, '<p>' || g || '</p>', 'Test ' || g
       from generate_series(1, 500) as g`,
    );
    await waitForOutboxDrained(db.url, "load-test", 120_000, 250);
    await sleep(1000);
    const counts = new Map<string, number>();
    for (const m of smtp.messages)
      for (const to of m.to)
        if (to.endsWith("@two.example")) counts.set(to, (counts.get(to) ?? 0) + 1);
    expect(counts.size).toBe(500);
    expect([...counts.values()].filter((n) => n !== 1)).toEqual([]);
    // No row was ever claimed twice (SKIP LOCKED: the two workers never competed for one).
    const [att] = await pgQuery<{ max: number }>(
      db.url,
      "select max(attempts) as max from email_outbox where kind = 'load-test'",
    );
    expect(Number(att!.max)).toBe(1);
  });

  test("a session made on A works on B (and sign-out on B ends it on A)", async () => {
    const { status, cookie } = await signIn(a.url, ADMIN_EMAIL, ADMIN_PASSWORD, {
      "X-Forwarded-For": freshIp(),
    });
    expect(status).toBe(200);
    const onB = await fetch(`${b.url}/api/admin/me`, { headers: { Cookie: cookie } });
    expect(onB.status).toBe(200);
    expect(await onB.json()).toMatchObject({ email: ADMIN_EMAIL, isAdmin: true });
    const stats = await fetch(`${b.url}/api/admin/newsletter/stats`, {
      headers: { Cookie: cookie },
    });
    expect(stats.status).toBe(200);
    const out = await fetch(`${b.url}/api/auth/sign-out`, {
      method: "POST",
      headers: sameOrigin(b.url, { Cookie: cookie }),
      body: "{}",
    });
    expect(out.status).toBe(200);
    expect((await fetch(`${a.url}/api/admin/me`, { headers: { Cookie: cookie } })).status).toBe(
      401,
    );
  });

  test("the newsletter's per-IP limit is shared: 10 sign-ups per IP across A and B, then 429 on both", async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const server = i % 2 ? b : a;
      const res = await fetch(`${server.url}/api/newsletter/subscribe`, {
        method: "POST",
        headers: sameOrigin(server.url, { "X-Forwarded-For": ip }),
        body: JSON.stringify({
          name: "Shared Limit",
          email: `limit-${i}-${Date.now()}@two.example`,
          consent: true,
        }),
      });
      statuses.push(res.status);
      await res.text();
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});

describe("brute force on the sign-in", () => {
  test("per IP: repeated wrong passwords from one IP are refused (429) on both processes; another IP is not", async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++)
      statuses.push(
        await attempt(i % 2 ? b : a, `nobody-${i}@two.example`, "wrong-password-1", ip),
      );
    console.log(`[brute force per IP] ${statuses.join(" ")}`);
    const firstRefused = statuses.indexOf(429);
    expect(firstRefused).toBeGreaterThan(0);
    expect(firstRefused).toBeLessThanOrEqual(6);
    expect(statuses.slice(firstRefused).every((s) => s === 429)).toBe(true);
    // Even the right password is refused from that IP while it is limited...
    expect(await attempt(a, ADMIN_EMAIL, ADMIN_PASSWORD, ip)).toBe(429);
    // ...while another client is unaffected.
    expect(await attempt(b, "nobody@two.example", "wrong-password-1", freshIp())).toBe(401);
  });

  test("per account and network: wrong passwords from one IPv6 /64 lock that network out on both processes, never the administrator elsewhere", async () => {
    const inAttackerNet = (i: number) => `2001:db8:77:1::${(i + 1).toString(16)}`;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        await attempt(i % 2 ? b : a, ADMIN_EMAIL, `wrong-password-${i}`, inAttackerNet(i)),
      );
    console.log(`[brute force per account and network] ${statuses.join(" ")}`);
    expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
    expect(statuses[5]).toBe(429);
    // Locked for that network, whatever its address, on either process...
    expect(await attempt(a, ADMIN_EMAIL, ADMIN_PASSWORD, inAttackerNet(100))).toBe(429);
    expect(await attempt(b, ADMIN_EMAIL.toUpperCase(), ADMIN_PASSWORD, inAttackerNet(200))).toBe(
      429,
    );
    // ...but the administrator signs in from their own network, on either process.
    expect(await attempt(a, ADMIN_EMAIL, ADMIN_PASSWORD, freshIp())).toBe(200);
    expect(await attempt(b, ADMIN_EMAIL, ADMIN_PASSWORD, "2001:db8:78:1::1")).toBe(200);
  });

  test("the per-IP limit follows the client address the proxy saw (TRUST_PROXY), not spoofable headers", async () => {
    const real = freshIp();
    const chain = async (server: RunningServer, xff: string, i: number) => {
      const res = await fetch(`${server.url}/api/auth/sign-in/email`, {
        method: "POST",
        // The header the server uses internally for the resolved address cannot be injected.
        headers: sameOrigin(server.url, {
          "X-Forwarded-For": xff,
          "X-Rib-Client-Ip": `192.0.2.${i + 1}`,
        }),
        body: JSON.stringify({ email: `spoof-${i}@two.example`, password: "wrong-password-1" }),
      });
      await res.text();
      return res.status;
    };
    // The proxy in front (loopback here) appends the address it saw; the client controls only
    // the left part, and changing it must not give a fresh budget.
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++)
      statuses.push(await chain(i % 2 ? b : a, `203.0.113.${i + 1}, ${real}`, i));
    console.log(`[brute force spoofed XFF] ${statuses.join(" ")}`);
    expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
    // A different client behind the same proxy, also with a forwarded chain, is not limited by it.
    expect(await chain(a, `198.51.100.7, ${freshIp()}`, 99)).toBe(401);
  });
});
