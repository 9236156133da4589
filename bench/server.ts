/**
 * Server figures with autocannon, in one run, on PostgreSQL (a fresh database, dropped after)
 * and on PGlite: home page throughput as browsers ask for it (`Accept-Encoding: gzip, deflate,
 * br, zstd`, a browser's Accept-Language) against a bare static server sending the same
 * compressed bytes, p99 latency at 50 connections, server CPU per uncached render
 * (HTML_CACHE_MS=0), GET /api/prices, POST /api/newsletter/subscribe with distinct
 * addresses (every acknowledged row must be in the database afterwards), peak server RSS.
 * Rate limits off (RATE_LIMITS=off), e-mail to a counting SMTP sink.
 */
import { randomBytes } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import autocannon from "autocannon";
import pg from "pg";
import {
  createScratchDatabase,
  postgresAnswers,
  type ScratchDatabase,
} from "../tests/support/postgres";
import {
  PORTS,
  record,
  removeDir,
  sampleRss,
  SITE_URL,
  startHelper,
  startSite,
  type SiteServer,
} from "./lib";

const SECTION = "Server";
export const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432";

/** What every browser sends with a page request (Chromium 13x); no figure is taken without it. */
export const BROWSER_HEADERS = {
  "Accept-Encoding": "gzip, deflate, br, zstd",
  "Accept-Language": "pl-PL,pl;q=0.9,en-US;q=0.8,en;q=0.7",
  Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "User-Agent":
    "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36",
};

/** Raw GET with these headers; the body as sent on the wire (still compressed). */
export function getRaw(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ body: Buffer; encoding: string | undefined }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({ body: Buffer.concat(chunks), encoding: res.headers["content-encoding"] }),
      );
    })
      .on("error", reject)
      .end();
  });
}

/**
 * Runs `body` once a database kind, on a site of its own started with `env` (on a fresh
 * PostgreSQL database for "postgres"). Afterwards, thrown or not, stops the site (the one `body`
 * answers, when it started another), removes its data and drops the database.
 */
export async function forEachDatabase<K extends "postgres" | "pglite">(
  kinds: K[],
  env: Record<string, string>,
  body: (
    kind: K,
    site: SiteServer,
    pgdb: ScratchDatabase | undefined,
  ) => Promise<SiteServer | undefined | void>,
) {
  for (const kind of kinds) {
    console.log(`  -- ${kind} --`);
    const pgdb = kind === "postgres" ? await createPgDatabase() : undefined;
    let site: SiteServer | undefined;
    try {
      site = await startSite({ ...env, ...(pgdb ? { DATABASE_URL: pgdb.url } : {}) });
      site = (await body(kind, site, pgdb)) ?? site;
    } finally {
      await site?.stop();
      if (site) removeDir(site.dataDir);
      await pgdb?.drop();
    }
  }
}

/** A fresh database on the benchmark's PostgreSQL server; drop() removes it. */
export function createPgDatabase(): Promise<ScratchDatabase> {
  return createScratchDatabase(`${PG_ADMIN_URL}/postgres`, "bench");
}

export function pgAvailable(): Promise<boolean> {
  return postgresAnswers(`${PG_ADMIN_URL}/postgres`);
}

async function countSubscribers(
  kind: "postgres" | "pglite",
  where: { url?: string; dataDir?: string },
  prefix: string,
) {
  const q = `select count(*)::int as n from newsletter_subscribers where email like '${prefix}%'`;
  if (kind === "postgres") {
    const c = new pg.Client({ connectionString: where.url });
    await c.connect();
    const r = await c.query(q);
    await c.end();
    return Number(r.rows[0].n);
  }
  const db = new PGlite(path.join(where.dataDir!, "pglite"));
  const r = await db.query<{ n: number }>(q);
  await db.close();
  return Number(r.rows[0].n);
}

/** CPU time (user + system) a process has used, in ms; 0 for the static server (not sampled). */
function cpuMs(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks of 10 ms
  } catch {
    return 0;
  }
}

/**
 * One autocannon load. Besides req/s (which depends on how busy the shared machine is), the
 * server's CPU time per request is reported: it barely depends on other load.
 */
export async function load(label: string, opts: Parameters<typeof autocannon>[0], pid?: number) {
  const cpu0 = cpuMs(pid);
  // A run of a fixed amount only notices it is done at its next once-a-second tick, so its
  // duration is rounded up to whole seconds (2,000 requests in 4.2 s read as 5.01 s); the rate
  // is taken from the first request to the last answer instead.
  const started = performance.now();
  let lastAnswer = 0;
  const r = await autocannon({ connections: 50, timeout: 20, ...opts }).on("response", () => {
    lastAnswer = performance.now();
  });
  const seconds = lastAnswer > started ? (lastAnswer - started) / 1000 : r.duration || 1;
  const rate = r.requests.total / seconds;
  const cpuPerReq = pid ? (cpuMs(pid) - cpu0) / Math.max(1, r.requests.total) : 0;
  console.log(
    `    ${label}: ${rate.toFixed(0)} req/s, latency p50 ${r.latency.p50} ms p99 ${r.latency.p99} ms, 2xx ${r["2xx"]}, non-2xx ${r.non2xx}, errors ${r.errors}, timeouts ${r.timeouts}${pid ? `, server CPU ${cpuPerReq.toFixed(2)} ms/request` : ""}`,
  );
  return {
    ...r,
    rate,
    cpu: pid ? `, ${cpuPerReq.toFixed(2)} ms server CPU/request` : "",
  };
}

/** The same bytes as the home page, served as they are by a bare static server: the yardstick. */
export async function staticBaseline(duration: number): Promise<{ rate: number; label: string }> {
  // The bytes a browser gets for the home page (br), served as they are.
  const { body, encoding } = await getRaw(SITE_URL + "/", BROWSER_HEADERS);
  const file = path.join(tmpdir(), `rib-bench-home-${process.pid}.bin`);
  writeFileSync(file, body);
  const stat = await startHelper("static-process.ts", [
    String(PORTS.static),
    file,
    ...(encoding ? [encoding] : []),
  ]);
  try {
    await autocannon({
      url: `http://127.0.0.1:${PORTS.static}/`,
      connections: 10,
      amount: 2000,
      headers: BROWSER_HEADERS,
    });
    const s = await load(`static server, same ${body.length} bytes (${encoding ?? "identity"})`, {
      url: `http://127.0.0.1:${PORTS.static}/`,
      duration,
      headers: BROWSER_HEADERS,
    });
    return {
      rate: s.rate,
      label: `${(body.length / 1024).toFixed(1)} KB ${encoding ?? "identity"}`,
    };
  } finally {
    await stat.stop();
  }
}

/** `amount` sign-ups with distinct addresses (`prefix` + a number), 50 at a time. */
async function subscribeLoad(prefix: string, amount: number, pid: number) {
  let n = 0;
  return load(
    `POST /api/newsletter/subscribe × ${amount}`,
    {
      url: SITE_URL,
      amount,
      requests: [
        {
          method: "POST",
          path: "/api/newsletter/subscribe",
          headers: {
            "Content-Type": "application/json",
            Origin: SITE_URL,
          },
          setupRequest: (req) => ({
            ...req,
            body: JSON.stringify({
              name: "Bench Tester",
              email: `${prefix}${n++}@example.com`,
              consent: true,
              region: "warsaw",
            }),
          }),
        },
      ],
    },
    pid,
  );
}

/**
 * What one render costs when nothing is cached (HTML_CACHE_MS=0): every request renders the
 * page and compresses it for the browser. Answers the site it started (the caller stops it).
 */
async function uncachedRender(kind: string, databaseUrl: string | undefined): Promise<SiteServer> {
  const site = await startSite({
    RATE_LIMITS: "off",
    HTML_CACHE_MS: "0",
    SMTP_URL: `smtp://127.0.0.1:${PORTS.smtp}`,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  let uncached: Awaited<ReturnType<typeof load>>;
  try {
    await autocannon({
      url: SITE_URL + "/",
      connections: 10,
      amount: 200,
      headers: BROWSER_HEADERS,
    });
    uncached = await load(
      "GET / uncached (HTML_CACHE_MS=0)",
      { url: SITE_URL + "/", connections: 10, amount: 500, headers: BROWSER_HEADERS },
      site.pid,
    );
  } catch (err) {
    await site.stop();
    removeDir(site.dataDir);
    throw err;
  }
  record(
    SECTION,
    `${kind}: home uncached render (HTML_CACHE_MS=0), browser Accept-Encoding, 10 connections`,
    `${uncached.rate.toFixed(0)} req/s (p99 ${uncached.latency.p99} ms${uncached.cpu})`,
    "",
    null,
  );
  return site;
}

export async function serverBench(opts: {
  duration: number;
  subscribeAmount: { postgres: number; pglite: number };
}) {
  console.log("\n== Server: autocannon, 50 connections ==");
  const sink = await startHelper("sink-process.ts", [
    String(PORTS.smtp),
    String(PORTS.sinkControl),
  ]);
  const { startFakeWeather } = await import("../tests/support/fake-weather");
  const weather = await startFakeWeather(PORTS.weather);
  const kinds: Array<"postgres" | "pglite"> = (await pgAvailable())
    ? ["postgres", "pglite"]
    : ["pglite"];
  if (!kinds.includes("postgres"))
    record(SECTION, "PostgreSQL", `not reachable at ${PG_ADMIN_URL}`, "", false);
  let staticRate = 0;
  let staticLabel = "";
  try {
    await forEachDatabase(
      kinds,
      { RATE_LIMITS: "off", SMTP_URL: `smtp://127.0.0.1:${PORTS.smtp}` },
      async (kind, site, pgdb) => {
        const rss = sampleRss(site.pid);
        // Warm-up: JIT, caches, connection pool.
        await autocannon({
          url: SITE_URL + "/",
          connections: 10,
          amount: 300,
          headers: BROWSER_HEADERS,
        });
        await autocannon({
          url: SITE_URL + "/api/prices",
          connections: 10,
          amount: 500,
        });

        if (!staticRate)
          ({ rate: staticRate, label: staticLabel } = await staticBaseline(opts.duration));

        const health = await load(
          "GET /healthz (Express only, no React Router)",
          {
            url: SITE_URL + "/healthz",
            duration: opts.duration,
          },
          site.pid,
        );
        record(
          SECTION,
          `${kind}: baseline GET /healthz (host middleware + one DB ping, no React Router)`,
          `${health.rate.toFixed(0)} req/s (p99 ${health.latency.p99} ms${health.cpu})`,
          "",
          null,
        );
        const home = await load(
          "GET / (browser headers)",
          {
            url: SITE_URL + "/",
            duration: opts.duration,
            headers: BROWSER_HEADERS,
          },
          site.pid,
        );
        const ratio = home.rate / staticRate;
        record(
          SECTION,
          `${kind}: home throughput, browser Accept-Encoding`,
          `${home.rate.toFixed(0)} req/s = ${ratio.toFixed(2)} × static (${staticRate.toFixed(0)} req/s, ${staticLabel})${home.cpu}`,
          "ratio ≥ 0.6",
          ratio >= 0.6 && home.non2xx === 0,
        );
        record(
          SECTION,
          `${kind}: home p99 latency, browser Accept-Encoding, 50 connections`,
          `${home.latency.p99} ms (p50 ${home.latency.p50} ms)`,
          "≤ 50 ms",
          home.latency.p99 <= 50 && home.non2xx === 0,
        );

        const prices = await load(
          "GET /api/prices",
          {
            url: SITE_URL + "/api/prices",
            duration: opts.duration,
          },
          site.pid,
        );
        record(
          SECTION,
          `${kind}: GET /api/prices`,
          `${prices.rate.toFixed(0)} req/s (p99 ${prices.latency.p99} ms${prices.cpu})`,
          "≥ 5,000 req/s",
          prices.rate >= 5000 && prices.non2xx === 0,
        );

        const prefix = `bench-${randomBytes(3).toString("hex")}-`;
        const amount = opts.subscribeAmount[kind];
        const sub = await subscribeLoad(prefix, amount, site.pid);
        const target = kind === "postgres" ? 500 : 200;
        record(
          SECTION,
          `${kind}: POST /api/newsletter/subscribe, distinct addresses`,
          `${sub.rate.toFixed(1)} req/s (p99 ${sub.latency.p99} ms, ${sub.non2xx} non-2xx, ${sub.errors} errors${sub.cpu})`,
          `≥ ${target} req/s`,
          sub.rate >= target && sub.non2xx === 0 && sub.errors === 0,
        );
        const peak = rss.stop();
        record(
          SECTION,
          `${kind}: peak server RSS under load`,
          `${(peak / 1024 / 1024).toFixed(0)} MB`,
          "≤ 250 MB",
          peak <= 250 * 1024 * 1024,
        );
        await site.stop();
        const rows = await countSubscribers(
          kind,
          { url: pgdb?.url, dataDir: site.dataDir },
          prefix,
        );
        // Every acknowledged (2xx) sign-up must be stored; requests the client gave up on
        // (timeouts) may or may not have been stored, so they only widen the upper bound.
        record(
          SECTION,
          `${kind}: acknowledged sign-ups stored`,
          `${rows} rows for ${sub["2xx"]} × 2xx (+${sub.errors} client errors/timeouts)`,
          "rows = 2xx (≤ 2xx + timeouts)",
          rows >= sub["2xx"] && rows <= sub["2xx"] + sub.errors,
        );

        // What one render costs when nothing is cached (HTML_CACHE_MS=0).
        removeDir(site.dataDir);
        return uncachedRender(kind, pgdb?.url);
      },
    );
  } finally {
    await weather.close();
    await sink.stop();
  }
}
