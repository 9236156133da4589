/**
 * POST /api/events (first-party analytics, docs/decisions/180) with autocannon on PostgreSQL (a
 * fresh database, dropped after): 50 connections, a fixed number of requests (so that every
 * answer is seen: a timed run drops the ones in flight at its end), every request a valid
 * page view or booking click from a browser. Rate limits off (RATE_LIMITS=off: the per-network
 * limit would refuse one client's load). Then the server is stopped gracefully (it writes the
 * counts still in memory) and the sum of `analytics_daily.count` must equal the number of
 * acknowledged (204) events.
 */
import autocannon from "autocannon";
import pg from "pg";
import { record, removeDir, SITE_URL, startSite, type SiteServer } from "./lib";
import { BROWSER_HEADERS, createPgDatabase, load, pgAvailable } from "./server";

const SECTION = "Analytics";
const TARGET = 2000;

const BODIES = [
  { name: "page_view", path: "/", lang: "pl" },
  { name: "page_view", path: "/rejsy-wisla-warszawa", lang: "en" },
  {
    name: "booking_click",
    path: "/",
    lang: "pl",
    props: { booking_type: "ticket20", location: "warszawa", channel: "provider" },
  },
  { name: "hero_booking_click", path: "/", lang: "en", props: { location: "default" } },
].map((b) => JSON.stringify(b));

export async function eventsBench(opts: { amount: number }) {
  console.log(
    "\n== Analytics: POST /api/events on PostgreSQL, autocannon, 50 connections, RATE_LIMITS=off ==",
  );
  if (!(await pgAvailable())) {
    record(SECTION, "POST /api/events", "PostgreSQL not reachable", "", null);
    return;
  }
  const pgdb = await createPgDatabase();
  let site: SiteServer | undefined;
  try {
    site = await startSite({ RATE_LIMITS: "off", DATABASE_URL: pgdb.url });
    const headers = {
      "Content-Type": "application/json",
      Origin: SITE_URL,
      "User-Agent": BROWSER_HEADERS["User-Agent"],
    };
    let n = 0;
    const request = {
      method: "POST" as const,
      path: "/api/events",
      headers,
      setupRequest: (req: object) => ({ ...req, body: BODIES[n++ % BODIES.length] }),
    };
    // Warm-up: JIT, connection pool; counted like the rest.
    const warm = await autocannon({
      url: SITE_URL,
      connections: 10,
      amount: 500,
      requests: [request],
    });
    const r = await load(
      `POST /api/events × ${opts.amount}`,
      { url: SITE_URL, amount: opts.amount, requests: [request] },
      site.pid,
    );
    record(
      SECTION,
      "POST /api/events (PostgreSQL)",
      `${r.rate.toFixed(0)} req/s (p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, ${r.non2xx} non-2xx, ${r.errors} errors${r.cpu})`,
      `≥ ${TARGET.toLocaleString("en")} req/s, zero non-2xx`,
      r.rate >= TARGET && r.non2xx === 0 && r.errors === 0,
    );
    // A graceful stop writes what is still in memory.
    await site.stop();
    const acknowledged = warm["2xx"] + r["2xx"];
    const client = new pg.Client({ connectionString: pgdb.url });
    await client.connect();
    const { rows } = await client.query<{ n: string | null; keys: string }>(
      "select sum(count) as n, count(*) as keys from analytics_daily",
    );
    await client.end();
    const stored = Number(rows[0]?.n ?? 0);
    // Timed-out requests (errors) may or may not have been counted: they widen the upper bound only.
    const extra = warm.errors + r.errors;
    record(
      SECTION,
      "acknowledged events counted",
      `${stored} counted for ${acknowledged} × 204 (+${extra} client errors/timeouts) in ${rows[0]?.keys} rows`,
      "equal",
      stored >= acknowledged && stored <= acknowledged + extra,
    );
  } finally {
    await site?.stop();
    if (site) removeDir(site.dataDir);
    await pgdb.drop();
  }
}
