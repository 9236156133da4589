/**
 * First-party analytics over HTTP (docs/decisions/180): two server processes on one
 * PostgreSQL count every acknowledged event exactly once (each flushes its own counts with an
 * additive upsert; a graceful stop flushes what is left), never set a cookie, store nothing for
 * Do Not Track, Global Privacy Control or bots, and answer bad bodies 400/413/415, never 500.
 */
import { beforeAll, describe, expect, test } from "vitest";
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  signIn,
  PORTS,
  pgQuery,
  sameOrigin,
  startServer,
  waitFor,
  type RunningServer,
} from "./support/harness";
import { ipSequence, twoServersOnOnePostgres, type TwoServers } from "./support/two-servers";

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";
let a: RunningServer;
let b: RunningServer;
let db: TwoServers["db"];
const freshIp = ipSequence(88);
const servers = twoServersOnOnePostgres("an", { rateLimits: "on" });
beforeAll(() => ({ a, b, db } = servers));

async function post(server: RunningServer, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}/api/events`, {
    method: "POST",
    headers: sameOrigin(server.url, {
      "User-Agent": BROWSER,
      "X-Forwarded-For": freshIp(),
      ...headers,
    }),
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return {
    status: res.status,
    text,
    cookie: res.headers.get("set-cookie"),
    type: res.headers.get("content-type"),
  };
}

async function stored(name?: string): Promise<number> {
  const [row] = await pgQuery<{ n: string | null }>(
    db.url,
    `select sum(count) as n from analytics_daily${name ? " where name = $1" : ""}`,
    name ? [name] : [],
  );
  return Number(row?.n ?? 0);
}

const view = (path: string, lang = "pl") => ({ name: "page_view", path, lang });
const click = {
  name: "booking_click",
  path: "/rejsy-wisla-warszawa",
  lang: "en",
  props: { booking_type: "ticket20", location: "warszawa", channel: "provider", price: 90 },
};

describe("analytics on two processes, one PostgreSQL", () => {
  test("every acknowledged event is counted once, across both processes, with no cookie ever set", async () => {
    const sends: Array<Promise<Awaited<ReturnType<typeof post>>>> = [];
    for (let i = 0; i < 300; i++)
      sends.push(post(i % 2 ? a : b, i % 3 === 0 ? click : view("/", i % 2 ? "pl" : "en")));
    const results = await Promise.all(sends);
    expect(results.filter((r) => r.status !== 204)).toEqual([]);
    expect(results.every((r) => r.text === "" && r.cookie === null)).toBe(true);
    await waitFor(async () => (await stored()) === 300, "300 events stored", 15_000, 200);
    expect(await stored("booking_click")).toBe(100);
    // One row per key, whichever process counted it (the upsert merged them).
    const rows = await pgQuery<{ n: string }>(db.url, "select count(*) as n from analytics_daily");
    expect(Number(rows[0]!.n)).toBe(3);
  });

  test("a graceful stop writes the counts still in memory", async () => {
    const before = await stored();
    const results = await Promise.all(
      Array.from({ length: 40 }, () => post(a, view("/rejsy-gdansk", "en"))),
    );
    expect(results.every((r) => r.status === 204)).toBe(true);
    await a.stop();
    expect(await stored()).toBe(before + 40);
    servers.a = a = await startServer({
      port: PORTS.a,
      dataDir: servers.dirs[0],
      databaseUrl: db.url,
      env: { TRUST_PROXY: "loopback", RATE_LIMITS: "on", LOG_LEVEL: "error" },
    });
  });

  test("Do Not Track, Global Privacy Control and bots: 204, nothing stored", async () => {
    const before = await stored();
    const results = await Promise.all([
      ...Array.from({ length: 10 }, () => post(b, view("/"), { DNT: "1" })),
      ...Array.from({ length: 10 }, () => post(a, view("/"), { "Sec-GPC": "1" })),
      ...Array.from({ length: 10 }, () =>
        post(b, click, {
          "User-Agent": "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
        }),
      ),
      ...Array.from({ length: 10 }, () =>
        post(a, view("/"), { "User-Agent": "python-requests/2.32.3" }),
      ),
    ]);
    expect(results.every((r) => r.status === 204 && r.cookie === null)).toBe(true);
    await new Promise((r) => setTimeout(r, 2500));
    expect(await stored()).toBe(before);
  });

  test("bad bodies are 400, 413 or 415 with a JSON message, never 500, and never a cookie", async () => {
    const cases: Array<[unknown, Record<string, string>, number]> = [
      ["{not json", {}, 400],
      [{ name: "signup", path: "/", lang: "pl" }, {}, 400],
      [{ name: "page_view", path: "/", lang: "pl", props: { channel: "pigeon" } }, {}, 400],
      [{ ...view("/"), pad: "x".repeat(5000) }, {}, 413],
      [{ ...view("/"), pad: "x".repeat(20_000) }, {}, 413],
      [JSON.stringify(view("/")), { "Content-Type": "text/plain;charset=UTF-8" }, 415],
    ];
    for (const [body, headers, status] of cases) {
      const res = await post(a, body, headers);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(res.cookie).toBeNull();
      expect(JSON.parse(res.text)).toHaveProperty("message");
    }
    // Another site's page cannot count events.
    const cross = await post(b, view("/"), { Origin: "https://evil.example" });
    expect(cross.status).toBe(403);
  });

  test("the admin report and CSV read the same counts, for administrators only", async () => {
    expect((await fetch(`${b.url}/api/admin/analytics`)).status).toBe(401);
    const { cookie } = await signIn(b.url, ADMIN_EMAIL, ADMIN_PASSWORD, {
      "X-Forwarded-For": freshIp(),
    });
    const res = await fetch(`${b.url}/api/admin/analytics`, { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    const report = (await res.json()) as {
      totals: { pageViews: number; bookingClicks: number };
      byChannel: Array<{ channel: string; bookingClicks: number }>;
    };
    expect(report.totals.pageViews).toBe(await stored("page_view"));
    expect(report.totals.bookingClicks).toBe(await stored("booking_click"));
    expect(report.byChannel).toEqual([{ channel: "provider", bookingClicks: 100 }]);
    const bad = await fetch(`${b.url}/api/admin/analytics?from=2026-13-01&to=2026-01-01`, {
      headers: { Cookie: cookie },
    });
    expect(bad.status).toBe(400);
    const csv = await fetch(`${b.url}/api/admin/analytics.csv`, { headers: { Cookie: cookie } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    const bytes = Buffer.from(await csv.arrayBuffer());
    // UTF-8 with a byte-order mark (fetch's text() would hide it).
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString("utf8");
    expect(text).toContain(
      ",booking_click,/rejsy-wisla-warszawa,en,warszawa,provider,ticket20,direct,100",
    );
  });
});
