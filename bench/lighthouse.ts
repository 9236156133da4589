/**
 * Lighthouse, mobile preset with simulated throttling (the default config), median of 5 runs
 * per route, in an en-US and a pl-PL browser (--lang and --accept-lang set navigator.language
 * and Accept-Language in headless Chromium). Every run starts a new Chromium with a new,
 * empty profile (its own user-data-dir): a first visit, nothing stored, as a tourist or
 * PageSpeed Insights (an en-US browser) sees the site. Every report is kept in bench/out/ (not
 * committed) for inspection.
 *
 * Before each run the route is requested a few times (a production server has served it
 * before: JIT-compiled, connection pool open), then the bench waits past the server's page
 * cache (HTML_CACHE_MS, 2 s), so Lighthouse always measures a fresh render, never a cached copy.
 *
 * bench/run.ts runs the site with departures from the fake booking provider and a warmed
 * departure cache, and adds the operator's new cruise (PL and EN) to these paths. With
 * `--compare=REV` each run of a route is followed by the same run on REV's build (another
 * server on PORTS.compare with the same content), so a cell that straddles a budget can be
 * read against the parent measured in the same minutes.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path_ from "node:path";
import { pageOfPath } from "../app/lib/i18n/page-urls";
import { CHROME_PATH, median, record, ROOT, SITE_URL } from "./lib";

const SECTION = "Lighthouse";
/** The seven routes measured since the first benchmark, Gdańsk's page (issue 42), and the gift-voucher shop and its thank-you page (issue 44). */
const BENCH_ROUTES = [
  "/",
  "/rejsy-wisla-warszawa",
  "/rejsy-wisla-warszawa/20-min",
  "/rejsy-zegrze",
  "/rejsy-gdansk",
  "/atrakcje-warszawa",
  "/warsaw-river-cruise",
  "/qr",
  "/bony-podarunkowe",
  "/bony-podarunkowe/dziekujemy",
];
/** Those routes and their English twins (issue 25): each URL once, in the table's order. */
export const LIGHTHOUSE_PATHS = [
  ...new Set(
    BENCH_ROUTES.flatMap((p) => {
      const page = pageOfPath(p);
      return page ? [p, page.pl === p ? page.en : page.pl] : [p];
    }),
  ),
];

const OUT_DIR = path_.join(ROOT, "bench", "out");

const PAGE_CACHE_MS = 2000;

/** The browser languages measured, side by side in docs/benchmarks.md. */
export const LIGHTHOUSE_LOCALES = ["en-US", "pl-PL"] as const;
export type Locale = (typeof LIGHTHOUSE_LOCALES)[number];

async function warmUp(base: string, path: string, locale: Locale) {
  for (let i = 0; i < 3; i++) {
    const res = await fetch(base + path, {
      headers: {
        "User-Agent": "Mozilla/5.0 (warm-up) Chrome/156",
        "Accept-Language": locale,
        "Accept-Encoding": "gzip, deflate, br, zstd",
      },
    });
    await res.arrayBuffer();
  }
  await new Promise((r) => setTimeout(r, PAGE_CACHE_MS + 300));
}

/** One Lighthouse run in a Chromium started for it, with a profile nobody used before. */
async function audit(base: string, path: string, locale: Locale) {
  await warmUp(base, path, locale);
  const userDataDir = mkdtempSync(path_.join(tmpdir(), "rib-lh-profile-"));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    userDataDir,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-default-apps",
      "--disable-extensions",
      "--disable-sync",
      "--metrics-recording-only",
      "--no-first-run",
      "--mute-audio",
      `--lang=${locale}`,
      `--accept-lang=${locale},${locale.slice(0, 2)}`,
    ],
  });
  try {
    return await lighthouseRun(chrome.port, base + path);
  } finally {
    chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

async function lighthouseRun(port: number, url: string) {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return result;
}

export interface LhFigures {
  path: string;
  locale: Locale;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  failing: string[];
}

/** The last run's medians, for the side-by-side table (docs/benchmarks.md). */
export const lighthouseResults: LhFigures[] = [];
/** With `--compare=REV`: the other commit's medians, measured interleaved with these. */
export const compareResults: { label: string; results: LhFigures[] } = { label: "", results: [] };

/** Another build measured in the same run: each run of a route on it right after the same run on the measured one. */
export interface LhCompare {
  url: string;
  /** e.g. "a1b2c3d (parent)". */
  label: string;
}

/** Attempts per run: Lighthouse sometimes finds no navigation start in headless Chromium's trace. */
const ATTEMPTS = 3;

/** One run (retried up to twice when Lighthouse could not read it); its report kept in bench/out/. */
async function sample(
  base: string,
  path: string,
  locale: Locale,
  run: number,
  tag: string,
): Promise<LhFigures> {
  let result = await audit(base, path, locale);
  // A run Lighthouse could not read (NO_NAVSTART in the trace, page hung) is tried again.
  for (let attempt = 2; result.lhr.runtimeError && attempt <= ATTEMPTS; attempt++) {
    console.log(
      `    ${path} ${locale}${tag}: run ${run} failed (${result.lhr.runtimeError.code}), attempt ${attempt} of ${ATTEMPTS}`,
    );
    result = await audit(base, path, locale);
  }
  const lhr = result.lhr;
  mkdirSync(OUT_DIR, { recursive: true });
  writeFileSync(
    path_.join(
      OUT_DIR,
      `lighthouse${path.replace(/\//g, "_")}-${locale}${tag.replace(/[^\w.-]+/g, "-")}-${run}.json`,
    ),
    JSON.stringify(lhr),
  );
  const score = (c: string) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
  const num = (a: string) => lhr.audits[a]?.numericValue ?? NaN;
  const failing = Object.values(lhr.categories)
    .filter((c) => c.id !== "performance")
    .flatMap((c) => c.auditRefs.filter((r) => r.weight > 0).map((r) => lhr.audits[r.id]))
    .filter((a) => a && a.score !== null && a.score < 1)
    .map((a) => a.id);
  if (lhr.runtimeError) failing.push(`runtimeError:${lhr.runtimeError.code}`);
  const s: LhFigures = {
    path,
    locale,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcp: num("largest-contentful-paint"),
    tbt: num("total-blocking-time"),
    cls: num("cumulative-layout-shift"),
    fcp: num("first-contentful-paint"),
    failing,
  };
  console.log(
    `    ${path} ${locale}${tag} run ${run}: performance ${s.performance}, LCP ${(s.lcp / 1000).toFixed(2)} s, TBT ${Math.round(s.tbt)} ms, CLS ${s.cls.toFixed(3)}`,
  );
  return s;
}

/** The medians of a cell's runs; runs that still failed after three attempts count as failures in `failing`, not as zeros. */
function medians(samples: LhFigures[]): LhFigures {
  const valid = samples.filter((s) => Number.isFinite(s.lcp));
  const m = (k: keyof LhFigures) =>
    median((valid.length ? valid : samples).map((s) => s[k] as number));
  return {
    path: samples[0]!.path,
    locale: samples[0]!.locale,
    performance: m("performance"),
    accessibility: m("accessibility"),
    bestPractices: m("bestPractices"),
    seo: m("seo"),
    lcp: m("lcp"),
    tbt: m("tbt"),
    cls: m("cls"),
    fcp: m("fcp"),
    failing: [...new Set(samples.flatMap((s) => s.failing))],
  };
}

const cellText = (r: LhFigures | undefined) =>
  r
    ? `${r.performance} · ${(r.lcp / 1000).toFixed(2)} s · ${Math.round(r.tbt)} ms · ${r.cls.toFixed(3)} · ${r.accessibility}/${r.bestPractices}/${r.seo}`
    : "–";

export async function runLighthouse(
  runs = 5,
  paths = LIGHTHOUSE_PATHS,
  locales: readonly Locale[] = LIGHTHOUSE_LOCALES,
  compare?: LhCompare,
): Promise<LhFigures[]> {
  console.log(
    `\n== Lighthouse: mobile, simulated throttling, median of ${runs}, fresh profile per run, ${locales.join(" and ")}${compare ? `, interleaved with ${compare.label}` : ""} ==`,
  );
  if (compare) compareResults.label = compare.label;
  const out: LhFigures[] = [];
  for (const path of paths) {
    // A route the other commit does not have (a 404 there) is measured on this one only.
    const compareHere =
      compare && (await fetch(compare.url + path, { redirect: "manual" })).status === 200;
    if (compare && !compareHere)
      record(
        SECTION,
        `${path}: not compared`,
        `${compare.label} does not answer it with 200`,
        "",
        null,
      );
    for (const locale of locales) {
      const samples: LhFigures[] = [];
      const other: LhFigures[] = [];
      for (let i = 0; i < runs; i++) {
        samples.push(await sample(SITE_URL, path, locale, i + 1, ""));
        if (compare && compareHere)
          other.push(await sample(compare.url, path, locale, i + 1, ` [${compare.label}]`));
      }
      const fig = medians(samples);
      out.push(fig);
      lighthouseResults.push(fig);
      const at = `${path} (${locale})`;
      record(
        SECTION,
        `${at} Performance`,
        `${fig.performance} (runs ${samples.map((s) => s.performance).join(", ")})`,
        "≥ 95",
        fig.performance >= 95,
      );
      record(
        SECTION,
        `${at} Accessibility`,
        String(fig.accessibility),
        "100",
        fig.accessibility === 100,
      );
      record(
        SECTION,
        `${at} Best Practices`,
        String(fig.bestPractices),
        "100",
        fig.bestPractices === 100,
      );
      record(SECTION, `${at} SEO`, String(fig.seo), "100", fig.seo === 100);
      record(
        SECTION,
        `${at} LCP`,
        `${(fig.lcp / 1000).toFixed(2)} s (FCP ${(fig.fcp / 1000).toFixed(2)} s)`,
        "≤ 1.8 s",
        fig.lcp <= 1800,
      );
      record(
        SECTION,
        `${at} TBT`,
        `${Math.round(fig.tbt)} ms (runs ${samples.map((s) => Math.round(s.tbt)).join(", ")})`,
        "≤ 100 ms",
        fig.tbt <= 100,
      );
      record(SECTION, `${at} CLS`, fig.cls.toFixed(3), "≤ 0.02", fig.cls <= 0.02);
      if (fig.failing.length)
        record(SECTION, `${at} audits below 1 (non-performance)`, fig.failing.join(", "), "", null);
      if (other.length) {
        const theirs = medians(other);
        compareResults.results.push(theirs);
        record(
          SECTION,
          `${at} against ${compare!.label}, interleaved (this · other)`,
          `performance ${fig.performance} · ${theirs.performance}, LCP ${(fig.lcp / 1000).toFixed(2)} · ${(theirs.lcp / 1000).toFixed(2)} s, TBT ${Math.round(fig.tbt)} · ${Math.round(theirs.tbt)} ms (runs ${other.map((s) => Math.round(s.tbt)).join(", ")}), CLS ${fig.cls.toFixed(3)} · ${theirs.cls.toFixed(3)}`,
          "",
          null,
        );
      }
    }
  }
  return out;
}

/** Both browser languages side by side, one row per route (medians). */
export function lighthouseSideBySide(results: LhFigures[] = lighthouseResults): string {
  if (!results.length) return "";
  const locales = [...new Set(results.map((r) => r.locale))];
  const paths = [...new Set(results.map((r) => r.path))];
  return [
    "Each cell: performance · LCP · TBT · CLS · accessibility/best practices/SEO (medians; targets ≥ 95 · ≤ 1.8 s · ≤ 100 ms · ≤ 0.02 · 100/100/100).",
    "",
    `| route | ${locales.join(" | ")} |`,
    `| --- | ${locales.map(() => "---").join(" | ")} |`,
    ...paths.map(
      (p) =>
        `| ${p} | ${locales.map((l) => cellText(results.find((r) => r.path === p && r.locale === l))).join(" | ")} |`,
    ),
  ].join("\n");
}

/** With `--compare=REV`: each cell's medians on the measured commit and on REV, side by side. */
export function lighthouseCompareTable(label: string): string {
  const theirs = compareResults.results;
  if (!theirs.length) return "";
  const find = (list: LhFigures[], r: LhFigures) =>
    list.find((x) => x.path === r.path && x.locale === r.locale);
  return [
    `Each cell as above; every run of a route on ${compareResults.label} came right after the same run on ${label}, on the same machine and content.`,
    "",
    `| route | browser | ${label} | ${compareResults.label} |`,
    "| --- | --- | --- | --- |",
    ...lighthouseResults
      .filter((r) => find(theirs, r))
      .map((r) => `| ${r.path} | ${r.locale} | ${cellText(r)} | ${cellText(find(theirs, r))} |`),
  ].join("\n");
}
