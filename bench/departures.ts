/**
 * Departures (decision 310) under load, against the fake booking provider
 * (tests/support/fake-fareharbor.ts, started in this process on PORTS.fareharbor; the site's
 * FAREHARBOR_* point at it):
 *
 * a. the 20-minute page with the provider's departures in it, with a browser's headers, against
 *    a bare static server sending the same compressed bytes (as the server section does for home);
 * b. that page's p99 with the provider answering at once and answering only after 5 s (longer
 *    than the site's upstream timeout): the page must never wait on the provider. Both loads
 *    with DEPARTURES_REFRESH_S=5 (the minimum), so the provider is asked during every load;
 * c. two site processes on one fresh PostgreSQL database under a load of cruise pages and
 *    GET /api/departures/:key with various from/days, spread over both: requests the provider
 *    received per item, against one per item per DEPARTURES_REFRESH_S (default 60 s).
 *
 * a and b run on PostgreSQL (PGlite when it is not reachable); c needs PostgreSQL.
 */
import { writeFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import autocannon from "autocannon";
import { addDays, warsawDay } from "../app/features/departures/warsaw-time";
import { startFakeFareHarbor } from "../tests/support/fake-fareharbor";
import { pgQuery } from "../tests/support/postgres";
import {
  adminCookie,
  PORTS,
  record,
  removeDir,
  skip,
  sleep,
  startHelper,
  startSite,
  type SiteServer,
} from "./lib";
import { addSunsetCruise } from "./operator-content";
import {
  BROWSER_HEADERS,
  createPgDatabase,
  getRaw,
  load,
  pgAvailable,
  PG_ADMIN_URL,
} from "./server";

const SECTION = "Departures";
/** The page of the 20-minute ticket (provider item 623503 in the seed). */
const PAGE = "/rejsy-wisla-warszawa/20-min";
const PAGE_ITEM = "623503";
/** How long the slow provider takes to answer. */
const SLOW_MS = 5000;
/** The refresh interval for a and b: the smallest the site accepts. */
const PAGE_REFRESH_S = 5;
/** The HTML micro-cache's lifetime (HTML_CACHE_MS): a page cached before the departures arrived is gone after it. */
const PAGE_CACHE_MS = 2000;

type FakeProvider = Awaited<ReturnType<typeof startFakeFareHarbor>>;

/** True when a page's HTML shows departures that came from the provider (DepartureList). */
export const hasProviderDepartures = (html: string) => html.includes('data-departures="provider"');

/** A page's HTML as a Polish browser gets it. */
export async function pageHtml(url: string): Promise<string> {
  const res = await fetch(url, {
    headers: { "Accept-Language": BROWSER_HEADERS["Accept-Language"] },
  });
  return res.text();
}

/**
 * Asks for each cruise's departures until the shared cache holds the provider's (the first
 * request starts the fetch in the background), then waits past the HTML micro-cache, so the
 * next render of every page has them in its first byte. Answers each key's source.
 */
export async function warmDepartures(
  base: string,
  keys: string[],
  timeoutMs = 20_000,
): Promise<Record<string, string>> {
  const sources: Record<string, string> = {};
  const until = Date.now() + timeoutMs;
  for (const key of keys) {
    for (;;) {
      const res = await fetch(`${base}/api/departures/${encodeURIComponent(key)}`);
      const body = (await res.json().catch(() => ({}))) as { source?: string };
      sources[key] = res.ok ? (body.source ?? "?") : `HTTP ${res.status}`;
      if (sources[key] === "provider" || !res.ok || Date.now() > until) break;
      await sleep(200);
    }
  }
  await sleep(PAGE_CACHE_MS + 500);
  return sources;
}

function decode(body: Buffer, encoding: string | undefined): string {
  try {
    if (encoding === "br") return brotliDecompressSync(body).toString("utf8");
    if (encoding === "gzip") return gunzipSync(body).toString("utf8");
    if (encoding === "deflate") return inflateSync(body).toString("utf8");
    if (!encoding || encoding === "identity") return body.toString("utf8");
  } catch {
    /* not what it says it is */
  }
  return "";
}

/** The provider's state of one item as the panel sees it (GET /api/admin/wind-warnings). */
async function providerState(base: string, item: string) {
  const res = await fetch(`${base}/api/admin/wind-warnings`, {
    headers: { Cookie: await adminCookie(base) },
  });
  if (!res.ok) return null;
  const body = (await res.json()) as {
    provider: {
      items: Array<{ item: string; lastError: string | null; upstreamCalls: number }>;
    };
  };
  return body.provider.items.find((i) => i.item === item) ?? null;
}

const ms = (v: number) => `${v} ms`;

/** a and b: one site process, the 20-minute page. */
async function pageFigures(fake: FakeProvider, duration: number, usePg: boolean) {
  const pgdb = usePg ? await createPgDatabase() : undefined;
  const kind = pgdb ? "PostgreSQL" : "PGlite";
  let site: SiteServer | undefined;
  try {
    site = await startSite({
      RATE_LIMITS: "off",
      DEPARTURES_REFRESH_S: String(PAGE_REFRESH_S),
      ...fake.env,
      ...(pgdb ? { DATABASE_URL: pgdb.url } : {}),
    });
    const url = site.url + PAGE;
    // The departure cache first; the process is warmed right before each load of its own
    // (JIT, connection pool), since it idles while the static server is measured and checked.
    const warmed = await warmDepartures(site.url, ["20min"]);
    const warm = () => autocannon({ url, connections: 50, duration: 3, headers: BROWSER_HEADERS });
    await warm();
    await sleep(PAGE_CACHE_MS + 500);

    const { body, encoding } = await getRaw(url, BROWSER_HEADERS);
    const html = decode(body, encoding);
    const rows = (html.match(/data-status="/g) ?? []).length;
    const withDepartures = hasProviderDepartures(html);
    const size = `${(body.length / 1024).toFixed(1)} KB ${encoding ?? "identity"}`;
    record(
      SECTION,
      `${kind}: ${PAGE} renders the provider's departures in its first byte`,
      withDepartures
        ? `yes, ${rows} departures in the ${size} page (cache warmed: ${warmed["20min"]})`
        : `no (cache: ${warmed["20min"]}; ${html ? "page without data-departures=provider" : "page not decodable"})`,
      "yes",
      withDepartures,
    );

    // a. Against a bare static server sending the same bytes.
    const file = path.join(tmpdir(), `rib-bench-20min-${process.pid}.bin`);
    writeFileSync(file, body);
    let staticRate = 0;
    const stat = await startHelper("static-process.ts", [
      String(PORTS.static),
      file,
      ...(encoding ? [encoding] : []),
    ]);
    try {
      const staticUrl = `http://127.0.0.1:${PORTS.static}/`;
      await autocannon({
        url: staticUrl,
        connections: 10,
        amount: 2000,
        headers: BROWSER_HEADERS,
      });
      staticRate = (
        await load(`static server, same ${body.length} bytes (${encoding ?? "identity"})`, {
          url: staticUrl,
          duration,
          headers: BROWSER_HEADERS,
        })
      ).rate;
    } finally {
      await stat.stop();
      rmSync(file, { force: true });
    }

    // a and b: normal, slow, normal again (so neither side has the first or the last load).
    const asked = () => fake.hits.byItem[PAGE_ITEM] ?? 0;
    const pageLoad = (label: string) =>
      load(`GET ${PAGE}, ${label}`, { url, duration, headers: BROWSER_HEADERS }, site!.pid);
    fake.setMode("normal");
    await warm();
    let before = asked();
    const normal1 = await pageLoad("provider answering at once");
    const askedNormal = asked() - before;
    fake.setMode("slow");
    before = asked();
    let slow: Awaited<ReturnType<typeof load>>;
    try {
      slow = await pageLoad(`provider answering in ${SLOW_MS / 1000} s`);
    } finally {
      fake.setMode("normal");
    }
    const askedSlow = asked() - before;
    // The last slow request ends at the site's upstream timeout; its error lands in the row.
    let state = await providerState(site.url, PAGE_ITEM);
    for (let waited = 0; !state?.lastError && waited < SLOW_MS + 2000; waited += 500) {
      await sleep(500);
      state = await providerState(site.url, PAGE_ITEM);
    }
    await sleep(PAGE_CACHE_MS + 500);
    const kept = hasProviderDepartures(await pageHtml(url));
    await warm();
    const normal2 = await pageLoad("provider answering at once, again");

    const rate = (normal1.rate + normal2.rate) / 2;
    const ratio = rate / staticRate;
    record(
      SECTION,
      `${kind}: ${PAGE} with departures, throughput, browser Accept-Encoding, 50 connections`,
      `${rate.toFixed(0)} req/s (${normal1.rate.toFixed(0)} and ${normal2.rate.toFixed(0)}) = ${ratio.toFixed(2)} × static (${staticRate.toFixed(0)} req/s, same ${size})${normal1.cpu}; departures refreshed every ${PAGE_REFRESH_S} s (${askedNormal} provider requests during the first load)`,
      "ratio ≥ 0.6",
      ratio >= 0.6 && normal1.non2xx === 0 && normal2.non2xx === 0,
    );

    const p99n = (normal1.latency.p99 + normal2.latency.p99) / 2;
    const p99s = slow.latency.p99;
    const p99Ratio = p99s / Math.max(1, p99n);
    const diff = p99s - p99n;
    const spread = Math.abs(normal1.latency.p99 - normal2.latency.p99);
    const tiny =
      (p99n < 10
        ? "; at these values 10 % is less than autocannon's 1 ms resolution, so the absolute difference is the meaningful figure"
        : "") +
      (spread >= Math.abs(diff)
        ? `; the two loads at normal speed differ by ${spread} ms between themselves, as much as or more than the slow one differs from them: noise, not the provider`
        : "");
    record(
      SECTION,
      `${kind}: ${PAGE} p99, provider answering at once vs in ${SLOW_MS / 1000} s, 50 connections`,
      `${ms(p99n)} (${ms(normal1.latency.p99)} before, ${ms(normal2.latency.p99)} after) vs ${ms(p99s)} = ${p99Ratio.toFixed(2)} × (${diff >= 0 ? "+" : ""}${diff} ms; p50 ${ms(normal1.latency.p50)} / ${ms(normal2.latency.p50)} vs ${ms(slow.latency.p50)}; ${slow.rate.toFixed(0)} req/s while slow, ${slow.non2xx} non-2xx); ${askedSlow} provider requests during the slow load, the cache row's last error: ${state?.lastError ?? "none"}; the page still showed the provider's departures after it: ${kept ? "yes" : "no"}${tiny}`,
      "p99 within 10 %",
      p99Ratio <= 1.1 &&
        normal1.non2xx + normal2.non2xx + slow.non2xx === 0 &&
        askedSlow >= 1 &&
        kept,
    );
  } finally {
    await site?.stop();
    if (site) removeDir(site.dataDir);
    await pgdb?.drop();
  }
}

/** c. Two processes on one database, the provider's request count per item. */
async function upstreamCount(fake: FakeProvider, loadSeconds: number) {
  const refreshS = Number(process.env.DEPARTURES_REFRESH_S ?? 60);
  const pgdb = await createPgDatabase();
  const sites: SiteServer[] = [];
  try {
    const env = {
      RATE_LIMITS: "off",
      DEPARTURES_REFRESH_S: String(refreshS),
      DATABASE_URL: pgdb.url,
      ...fake.env,
    };
    sites.push(await startSite(env));
    // The operator's new cruise, booked through the provider: a third item.
    const cruise = await addSunsetCruise(sites[0]!.url);
    // The second process starts after the first has migrated the database.
    sites.push(await startSite(env, { port: PORTS.site2 }));
    const items: Record<string, string> = {
      "20min": "623503",
      "90min": "660032",
      [cruise.key]: cruise.itemId,
    };
    const pages = [
      "/rejsy-wisla-warszawa",
      "/warsaw-river-cruise",
      "/rejsy-wisla-warszawa/20-min",
      "/warsaw-river-cruise/20-min",
      "/rejsy-wisla-warszawa/90-min",
      "/warsaw-river-cruise/90-min",
      cruise.url_pl,
      cruise.url_en,
    ];
    const keys = Object.keys(items);
    const today = warsawDay(new Date());
    const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
    // Half pages, half the API: from yesterday to 20 days ahead (beyond the 15-day window), 1–14 days, or no query.
    const nextPath = () => {
      if (Math.random() < 0.5) return pick(pages);
      const key = encodeURIComponent(pick(keys));
      if (Math.random() < 0.2) return `/api/departures/${key}`;
      const from = addDays(today, Math.floor(Math.random() * 22) - 1);
      return `/api/departures/${key}?from=${from}&days=${1 + Math.floor(Math.random() * 14)}`;
    };

    fake.setMode("normal");
    fake.resetHits();
    const started = Date.now();
    const results = await Promise.all(
      sites.map((s, i) =>
        load(
          `process ${i + 1} (port ${new URL(s.url).port}), pages and /api/departures`,
          {
            url: s.url,
            connections: 10,
            duration: loadSeconds,
            headers: BROWSER_HEADERS,
            requests: [{ method: "GET", setupRequest: (req) => ({ ...req, path: nextPath() }) }],
          },
          s.pid,
        ),
      ),
    );
    const seconds = (Date.now() - started) / 1000;
    // A refresh started at the very end finishes at once (the fake answers at once).
    await sleep(1500);
    const hits = { total: fake.hits.total, byItem: { ...fake.hits.byItem } };
    const inDb = await pgQuery<{ item: string; upstream_calls: number }>(
      pgdb.url,
      "select item, upstream_calls from departure_cache order by item",
    );
    const served: string[] = [];
    for (const [i, s] of sites.entries())
      for (const key of keys) {
        const res = await fetch(`${s.url}/api/departures/${encodeURIComponent(key)}`);
        const body = (await res.json().catch(() => ({}))) as { source?: string };
        served.push(`${i + 1}:${key} ${body.source ?? res.status}`);
      }
    const limit = loadSeconds / refreshS + 2;
    record(
      SECTION,
      `two processes, one PostgreSQL database: ${loadSeconds} s of cruise pages and /api/departures (various from/days)`,
      `${results.map((r, i) => `process ${i + 1}: ${r.requests.total} requests (${r.rate.toFixed(0)} req/s, ${r.non2xx} non-2xx, ${r.errors} errors)`).join("; ")}; ${seconds.toFixed(0)} s; DEPARTURES_REFRESH_S ${refreshS}; answered afterwards: ${served.join(", ")}`,
      "",
      null,
    );
    let allWithin = true;
    for (const [key, item] of Object.entries(items)) {
      const n = hits.byItem[item] ?? 0;
      const db = inDb.find((r) => r.item === `fareharbor:${item}`)?.upstream_calls ?? 0;
      const ok = n >= 1 && n <= limit;
      allWithin &&= ok;
      record(
        SECTION,
        `provider requests for item ${item} (${key}) during the load`,
        `${n} (departure_cache.upstream_calls: ${db})`,
        `≤ ${Math.floor(limit)} (${loadSeconds}/${refreshS} + 2), at least 1`,
        ok,
      );
    }
    const others = Object.keys(hits.byItem).filter((i) => !Object.values(items).includes(i));
    record(
      SECTION,
      "provider requests in total during the load",
      `${hits.total} for ${Object.keys(hits.byItem).length} items${others.length ? ` (also asked: ${others.join(", ")})` : ""}; ${results.reduce((n, r) => n + r.requests.total, 0)} site requests`,
      `≤ ${Math.floor(limit)} per item`,
      allWithin && others.every((i) => (hits.byItem[i] ?? 0) <= limit),
    );
  } finally {
    for (const s of sites) {
      await s.stop();
      removeDir(s.dataDir);
    }
    await pgdb.drop();
  }
}

export async function departuresBench(opts: { duration: number; loadSeconds: number }) {
  console.log("\n== Departures: the booking provider's data on the pages (fake FareHarbor) ==");
  const fake = await startFakeFareHarbor(PORTS.fareharbor, { slowMs: SLOW_MS });
  const { startFakeWeather } = await import("../tests/support/fake-weather");
  const weather = await startFakeWeather(PORTS.weather);
  const usePg = await pgAvailable();
  if (!usePg)
    record(
      SECTION,
      "PostgreSQL",
      `not reachable at ${PG_ADMIN_URL}: page figures on PGlite`,
      "reachable",
      false,
    );
  try {
    await pageFigures(fake, opts.duration, usePg);
    if (usePg) await upstreamCount(fake, opts.loadSeconds);
    else skip(SECTION, "two processes, provider requests per item", "needs PostgreSQL");
  } finally {
    await weather.close();
    await fake.close();
  }
}
