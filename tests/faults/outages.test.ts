/**
 * Dependencies failing while the site runs: SMTP down, weather upstreams failing or slow,
 * PostgreSQL unreachable (through a TCP proxy the test cuts and restores).
 */
import { describe, expect, test } from "vitest";
import { startFakeWeather } from "../support/fake-weather";
import { startSmtpSink } from "../support/smtp-sink";
import {
  createPgDatabase,
  PG_BASE_URL,
  PORTS,
  pgQuery,
  removeDir,
  sameOrigin,
  sleep,
  startServer,
  startTcpProxy,
  tempDir,
  viaPort,
  waitFor,
} from "./support/harness";
import { faultLifecycle } from "./support/lifecycle";
import { FUTURE_DATE } from "../support/dates";

const { running, cleanups } = faultLifecycle();

async function timed(url: string, init?: RequestInit) {
  const t0 = performance.now();
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(20_000) });
  const text = await res.text();
  return {
    status: res.status,
    text,
    ms: performance.now() - t0,
    type: res.headers.get("content-type") ?? "",
  };
}

const BOOKING = {
  name: "Anna Nowak",
  phone: "+48 600 100 200",
  email: "anna.outage@example.com",
  date: FUTURE_DATE,
  timeFrom: "18:00",
  timeTo: "21:00",
  description: "Wieczór panieński dla 8 osób, z muzyką.",
  language: "pl",
};

describe("SMTP outage", () => {
  test("bookings and subscriptions are stored and answered; the e-mails go out once SMTP returns", async () => {
    const db = await createPgDatabase();
    cleanups.push(db.drop);
    const dataDir = tempDir("smtp-out");
    cleanups.push(() => removeDir(dataDir));
    const smtpPort = PORTS.extra;
    // Nothing listens on the SMTP port yet: connection refused.
    const server = await startServer({
      port: PORTS.a,
      dataDir,
      databaseUrl: db.url,
      smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
      env: { LOG_LEVEL: "error" },
    });
    running.push(server);

    const booking = await timed(`${server.url}/api/event-bookings`, {
      method: "POST",
      headers: sameOrigin(server.url),
      body: JSON.stringify(BOOKING),
    });
    expect(booking.status, booking.text).toBe(201);
    expect(booking.ms).toBeLessThan(3000);
    const sub = await timed(`${server.url}/api/newsletter/subscribe`, {
      method: "POST",
      headers: sameOrigin(server.url),
      body: JSON.stringify({
        name: "Piotr",
        email: "piotr.outage@example.com",
        consent: true,
        language: "pl",
      }),
    });
    expect(sub.status, sub.text).toBe(201);
    expect(sub.ms).toBeLessThan(3000);

    const [stored] = await pgQuery<{ n: string }>(
      db.url,
      "select count(*) as n from event_bookings where email = $1",
      [BOOKING.email],
    );
    expect(Number(stored!.n)).toBe(1);
    // The worker tried, failed, and scheduled retries (nothing marked failed or lost).
    await waitFor(
      async () => {
        const rows = await pgQuery<{ status: string; attempts: number; last_error: string | null }>(
          db.url,
          "select status, attempts, last_error from email_outbox",
        );
        return (
          rows.length >= 2 &&
          rows.every((r) => r.status === "pending" && r.attempts >= 1 && r.last_error)
        );
      },
      "failed first attempts",
      30_000,
    );
    const queued = await pgQuery<{ kind: string; to_address: string }>(
      db.url,
      "select kind, to_address from email_outbox order by id",
    );
    console.log(
      `[smtp outage] queued while SMTP was down: ${queued.map((q) => `${q.kind}→${q.to_address}`).join(", ")}`,
    );

    // SMTP comes back; the retry (30 s after the first failure) delivers each e-mail once.
    const smtp = await startSmtpSink(smtpPort);
    cleanups.push(() => smtp.close());
    await waitFor(() => smtp.messages.length >= queued.length, "the queued e-mails", 120_000, 500);
    await sleep(1500);
    expect(smtp.messages.length).toBe(queued.length);
    const recipients = smtp.messages.flatMap((m) => m.to).sort();
    expect(recipients).toEqual(queued.map((q) => q.to_address).sort());
    expect(recipients).toContain("piotr.outage@example.com");
    const [left] = await pgQuery<{ n: string }>(
      db.url,
      "select count(*) as n from email_outbox where status <> 'sent'",
    );
    expect(Number(left!.n)).toBe(0);
  });
});

describe("weather upstreams failing or slow", () => {
  const widgetPages = [
    "/",
    "/warsaw-river-cruise",
    "/atrakcje-warszawa",
    "/rejsy-zegrze",
    "/rejsy-wisla-warszawa",
  ];

  for (const mode of ["slow", "fail", "primary-fail"] as const) {
    test(`${mode}: pages answer 200 in under 1 s; the API falls back or answers 502 quickly`, async () => {
      const weather = await startFakeWeather(0);
      cleanups.push(() => weather.close());
      weather.setMode(mode);
      const dataDir = tempDir(`weather-${mode}`);
      cleanups.push(() => removeDir(dataDir));
      const server = await startServer({
        port: PORTS.a,
        dataDir,
        weatherUrl: weather.primaryUrl,
        weatherFallbackUrl: weather.fallbackUrl,
      });
      running.push(server);
      await timed(`${server.url}/contact`); // warm up SSR
      for (const path of widgetPages) {
        const page = await timed(server.url + path);
        expect(page.status, path).toBe(200);
        expect(page.ms, `${path} took ${Math.round(page.ms)} ms`).toBeLessThan(1000);
      }
      const api = await timed(`${server.url}/api/weather/warszawa`);
      expect(api.type).toMatch(/json/);
      if (mode === "primary-fail") {
        expect(api.status).toBe(200);
        expect(weather.hits.fallback).toBeGreaterThan(0);
        const body = JSON.parse(api.text) as { current?: unknown; forecast?: unknown[] };
        expect(body.current).toBeTruthy();
      } else {
        expect(api.status).toBe(502);
        // Both upstreams time out (2.5 s each at most) or fail fast: never a hanging request.
        expect(api.ms).toBeLessThan(mode === "slow" ? 7000 : 1500);
      }
      console.log(
        `[weather ${mode}] /api/weather/warszawa → ${api.status} in ${Math.round(api.ms)} ms`,
      );
    });
  }
});

describe("PostgreSQL unreachable", () => {
  test("pages render with 'Zapytaj o cenę', the API and /healthz answer 503, and all recovers without a restart", async () => {
    const db = await createPgDatabase();
    cleanups.push(db.drop);
    const pg = new URL(PG_BASE_URL);
    const proxy = await startTcpProxy(PORTS.proxy, {
      host: pg.hostname,
      port: Number(pg.port || 5432),
    });
    cleanups.push(() => proxy.close());
    const dataDir = tempDir("pg-down");
    cleanups.push(() => removeDir(dataDir));
    const server = await startServer({
      port: PORTS.a,
      dataDir,
      databaseUrl: viaPort(db.url, proxy.port),
      env: { LOG_LEVEL: "fatal" },
    });
    running.push(server);

    const pricePages = [
      "/rejsy-wisla-warszawa",
      "/rejsy-wisla-warszawa/20-min",
      "/warsaw-river-cruise",
    ];
    const healthyPrices = await timed(`${server.url}/api/prices`);
    expect(healthyPrices.status).toBe(200);
    // Some cruises have no price and always say "Zapytaj o cenę"; count the occurrences.
    const askCount = (html: string, path: string) =>
      html.split(path === "/warsaw-river-cruise" ? "Ask for a price" : "Zapytaj o cenę").length - 1;
    const healthy = new Map<string, number>();
    for (const path of pricePages)
      healthy.set(path, askCount((await timed(server.url + path)).text, path));

    await proxy.cut();

    const health = await timed(`${server.url}/healthz`);
    expect(health.status).toBe(503);
    expect(JSON.parse(health.text)).toMatchObject({ status: "unavailable" });
    // The public price list may come from the two-second micro-cache for up to its TTL
    // (docs/decisions/060); after that the API says the database is gone.
    await sleep(2_100);
    for (const path of ["/api/prices", "/api/attractions"]) {
      const r = await timed(server.url + path);
      expect(r.status, `${path}: ${r.text}`).toBe(503);
      expect(r.type).toMatch(/application\/json/);
      expect(JSON.parse(r.text)).toMatchObject({ error: "service_unavailable" });
      expect(r.ms).toBeLessThan(5000);
    }
    const subscribe = await timed(`${server.url}/api/newsletter/subscribe`, {
      method: "POST",
      headers: sameOrigin(server.url),
      body: JSON.stringify({ name: "Ewa", email: "ewa.down@example.com", consent: true }),
    });
    expect(subscribe.status, subscribe.text).toBe(503);
    expect(JSON.parse(subscribe.text)).toMatchObject({ error: "service_unavailable" });

    for (const path of pricePages) {
      const page = await timed(server.url + path);
      expect(page.status, path).toBe(200);
      expect(
        askCount(page.text, path),
        `${path}: every price becomes "ask for price"`,
      ).toBeGreaterThan(healthy.get(path)!);
      expect(page.ms, `${path} took ${Math.round(page.ms)} ms`).toBeLessThan(5000);
    }
    for (const path of ["/", "/contact", "/regulamin", "/atrakcje-warszawa"]) {
      const page = await timed(server.url + path);
      expect(page.status, path).toBe(200);
    }

    await proxy.restore();
    await waitFor(
      async () => (await timed(`${server.url}/healthz`)).status === 200,
      "/healthz to recover",
      30_000,
      500,
    );
    expect((await timed(`${server.url}/api/prices`)).status).toBe(200);
    for (const path of pricePages) {
      const after = await timed(server.url + path);
      expect(after.status).toBe(200);
      expect(askCount(after.text, path), `${path}: prices are back`).toBe(healthy.get(path));
    }
    const again = await timed(`${server.url}/api/newsletter/subscribe`, {
      method: "POST",
      headers: sameOrigin(server.url),
      body: JSON.stringify({ name: "Ewa", email: "ewa.down@example.com", consent: true }),
    });
    expect(again.status).toBe(201);
    expect(server.child.exitCode).toBeNull();
  });
});
