/**
 * Page copy with the operator's edits (decision 240), on PGlite: server CPU per uncached home
 * render (HTML_CACHE_MS=0) without edits and with 100 edits (every home-page text, the rest on
 * the cruise pages), 3 notices and 10 promotional events in the database,
 * then home throughput as browsers ask for it (micro-cache on) against a bare static server
 * sending the same compressed bytes, before the edits and with the 100 edits in place (same run).
 * Run alone: `npm run bench -- --only=copy`.
 */
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { addNoticesAndEvents, editTexts } from "./operator-content";
import { PORTS, record, removeDir, SITE_URL, startSite, type SiteServer } from "./lib";
import { BROWSER_HEADERS, load, staticBaseline } from "./server";

const SECTION = "Page copy";
const EDITS = 100;

function cpuOf(r: { cpu: string }): number {
  return Number(/([\d.]+) ms server CPU/.exec(r.cpu)?.[1] ?? NaN);
}

/** Home throughput with a browser's headers against a static server sending the same compressed bytes. */
async function throughput(site: SiteServer, what: string, duration: number) {
  await autocannon({
    url: SITE_URL + "/",
    connections: 10,
    amount: 300,
    headers: BROWSER_HEADERS,
  });
  const baseline = await staticBaseline(duration);
  const home = await load(
    `GET / (browser headers), ${what}`,
    { url: SITE_URL + "/", duration, headers: BROWSER_HEADERS },
    site.pid,
  );
  const ratio = home.rate / baseline.rate;
  return {
    ratio,
    ok: home.non2xx === 0,
    label: `${home.rate.toFixed(0)} req/s = ${ratio.toFixed(2)} × static (${baseline.rate.toFixed(0)} req/s, ${baseline.label})${home.cpu}`,
  };
}

export async function copyBench(opts: { duration: number }) {
  console.log("\n== Page copy: 100 edits (home page first) ==");
  const { startFakeWeather } = await import("../tests/support/fake-weather");
  const weather = await startFakeWeather(PORTS.weather);
  const dataDir = path.join(tmpdir(), `rib-bench-copy-${process.pid}`);
  let site: SiteServer | undefined;
  try {
    // Home throughput as visitors get it (micro-cache on), before any edit.
    site = await startSite({ RATE_LIMITS: "off", DATA_DIR: dataDir });
    const noEdits = await throughput(site, "no edits", opts.duration);
    await site.stop();
    removeDir(site.dataDir);

    site = await startSite({
      RATE_LIMITS: "off",
      HTML_CACHE_MS: "0",
      DATA_DIR: dataDir,
    });
    const uncached = async (label: string) => {
      await autocannon({
        url: SITE_URL + "/",
        connections: 10,
        amount: 200,
        headers: BROWSER_HEADERS,
      });
      return load(
        label,
        {
          url: SITE_URL + "/",
          connections: 10,
          amount: 500,
          headers: BROWSER_HEADERS,
        },
        site!.pid,
      );
    };
    const before = await uncached("GET / uncached, no edits");
    const { saved, home: onHome, mark: MARK } = await editTexts(EDITS);
    const { notices, events } = await addNoticesAndEvents();
    const html = await (
      await fetch(SITE_URL + "/", { headers: { "Accept-Language": "pl" } })
    ).text();
    const shown = html.split(MARK).length - 1;
    const after = await uncached(
      `GET / uncached, ${saved} edits, ${notices} notices, ${events} events`,
    );
    record(
      SECTION,
      "texts edited through PUT /api/admin/content/:key",
      `${saved} saved (${onHome} of the home page's), ${shown} edited strings in the Polish home page's HTML`,
      `${EDITS} saved, shown`,
      saved === EDITS && shown > 0,
    );
    const a = cpuOf(before);
    const b = cpuOf(after);
    record(
      SECTION,
      "home uncached render (HTML_CACHE_MS=0), browser Accept-Encoding, 10 connections: server CPU per request",
      `${b.toFixed(2)} ms with ${saved} edits, ${notices} notices and ${events} events vs ${a.toFixed(2)} ms without (${before.rate.toFixed(0)} → ${after.rate.toFixed(0)} req/s)`,
      "",
      null,
    );
    await site.stop();
    removeDir(site.dataDir);

    // The same database, the micro-cache on: what visitors get.
    site = await startSite({ RATE_LIMITS: "off", DATA_DIR: dataDir });
    const withEdits = await throughput(
      site,
      `${saved} edits, ${notices} notices, ${events} events`,
      opts.duration,
    );
    record(
      SECTION,
      `home throughput with ${saved} edits, ${notices} notices and ${events} events, browser Accept-Encoding`,
      `${withEdits.label}; without edits, same run: ${noEdits.label}`,
      "ratio ≥ 0.6",
      withEdits.ratio >= 0.6 && withEdits.ok,
    );
  } finally {
    await site?.stop();
    if (site) removeDir(site.dataDir);
    removeDir(dataDir);
    await weather.close();
  }
}
