/**
 * Query strings and the page cache (issue 41, finding 4; decision 331), on PGlite: the Zegrze
 * page's throughput with its clean URL, then with a new random query string on every request
 * (`?utm_x=N`, `fbclid`, `gclid`, unknown keys: what advert links and a hostile client send),
 * each by one client with 10 connections, in the same run. Target: the random query strings
 * keep at least half the clean URL's throughput (before decision 331 they rendered every time).
 * Run alone: `npm run bench -- --only=query-strings`.
 */
import path from "node:path";
import { tmpdir } from "node:os";
import { PORTS, record, removeDir, SITE_URL, startSite, type SiteServer } from "./lib";
import { BROWSER_HEADERS, load } from "./server";

const SECTION = "Query strings";
const PAGE = "/rejsy-zegrze";

function randomQuery(): string {
  const n = Math.floor(Math.random() * 1e12).toString(36);
  const kinds = [
    `utm_x=${n}`,
    `utm_source=ad&utm_campaign=${n}`,
    `fbclid=${n}`,
    `gclid=${n}`,
    `${n}=1`,
  ];
  return kinds[Math.floor(Math.random() * kinds.length)]!;
}

export async function queryStringsBench(opts: { duration: number }) {
  console.log("\n== Query strings: clean URL against a random query string per request ==");
  const { startFakeWeather } = await import("../tests/support/fake-weather");
  const weather = await startFakeWeather(PORTS.weather);
  const dataDir = path.join(tmpdir(), `rib-bench-query-${process.pid}`);
  let site: SiteServer | undefined;
  try {
    site = await startSite({ RATE_LIMITS: "off", DATA_DIR: dataDir });
    const url = SITE_URL + PAGE;
    // Warm up: the render and the compressed copies.
    await load("warm-up", { url, connections: 10, amount: 300, headers: BROWSER_HEADERS });
    // Both loads build each request the same way (autocannon's setupRequest, which costs the
    // client a little per request), so the ratio compares the server's answers, not the client;
    // and they alternate in four rounds, so a change in the shared machine's load falls on both.
    const run = (label: string, pathOf: () => string, seconds: number) =>
      load(
        label,
        {
          url,
          connections: 10,
          duration: seconds,
          headers: BROWSER_HEADERS,
          requests: [{ setupRequest: (req) => ({ ...req, path: pathOf() }) }],
        },
        site!.pid,
      );
    const rounds = 4;
    const seconds = Math.max(2, Math.round(opts.duration / 2));
    const clean = { requests: 0, seconds: 0, non2xx: 0, p99: 0 };
    const random = { requests: 0, seconds: 0, non2xx: 0, p99: 0 };
    for (let i = 0; i < rounds; i++) {
      for (const [total, label, pathOf] of [
        [clean, `GET ${PAGE}`, () => PAGE],
        [random, `GET ${PAGE}?<random>`, () => `${PAGE}?${randomQuery()}`],
      ] as const) {
        const r = await run(`round ${i + 1}: ${label}`, pathOf, seconds);
        total.requests += r.requests.total;
        total.seconds += r.requests.total / r.rate;
        total.non2xx += r.non2xx;
        total.p99 = Math.max(total.p99, r.latency.p99);
      }
    }
    const rate = (t: typeof clean) => t.requests / t.seconds;
    const ratio = rate(random) / rate(clean);
    record(
      SECTION,
      `${PAGE} with a random query string per request (utm_*, fbclid, gclid, unknown keys) against its clean URL, one client, 10 connections, same run`,
      `${rate(random).toFixed(0)} req/s against ${rate(clean).toFixed(0)} req/s = ${ratio.toFixed(2)} × (${rounds} alternating rounds of ${seconds} s each; worst p99 ${random.p99} ms against ${clean.p99} ms; non-2xx ${random.non2xx})`,
      "≥ 0.5 × the clean URL, no non-2xx",
      ratio >= 0.5 && random.non2xx === 0 && clean.non2xx === 0,
    );
  } finally {
    await site?.stop();
    await weather.close();
    removeDir(dataDir);
  }
}
