/**
 * Lighthouse, mobile preset with simulated throttling (the default config), median of 3 runs
 * per route, Chromium through chrome-launcher. The browser language is Polish, as for the
 * site's main audience (--accept-lang sets navigator.language in headless Chromium; an English
 * browser on a Polish URL would switch language with one reload, by design, docs/product.md §4).
 * Every report is kept in bench/out/ (not committed) for inspection.
 *
 * Before each run the route is requested a few times (a production server has served it
 * before: JIT-compiled, connection pool open), then the bench waits past the server's page
 * cache (HTML_CACHE_MS, 2 s), so Lighthouse always measures a fresh render, never a cached copy.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { mkdirSync, writeFileSync } from "node:fs";
import path_ from "node:path";
import { CHROME_PATH, median, record, ROOT, SITE_URL } from "./lib";

const SECTION = "Lighthouse";
export const LIGHTHOUSE_PATHS = [
  "/",
  "/rejsy-wisla-warszawa",
  "/rejsy-wisla-warszawa/20-min",
  "/rejsy-zegrze",
  "/atrakcje-warszawa",
  "/warsaw-river-cruise",
  "/qr",
];

const OUT_DIR = path_.join(ROOT, "bench", "out");

const PAGE_CACHE_MS = 2000;

async function warmUp(path: string) {
  for (let i = 0; i < 3; i++) {
    const res = await fetch(SITE_URL + path, { headers: { "User-Agent": "Mozilla/5.0 (warm-up) Chrome/156", "Accept-Language": "pl-PL" } });
    await res.arrayBuffer();
  }
  await new Promise((r) => setTimeout(r, PAGE_CACHE_MS + 300));
}

async function audit(port: number, path: string) {
  await warmUp(path);
  const result = await lighthouse(SITE_URL + path, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
  return result;
}

export interface LhFigures {
  path: string;
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

export async function runLighthouse(
  runs = 3,
  paths = LIGHTHOUSE_PATHS,
): Promise<LhFigures[]> {
  console.log(
    `\n== Lighthouse: mobile, simulated throttling, median of ${runs} ==`,
  );
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
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
      "--lang=pl-PL",
      "--accept-lang=pl-PL,pl",
    ],
  });
  const out: LhFigures[] = [];
  try {
    for (const path of paths) {
      const samples: LhFigures[] = [];
      for (let i = 0; i < runs; i++) {
        let result = await audit(chrome.port, path);
        // A run the loaded machine broke (no navigation start, page hung) is retried once.
        if (result.lhr.runtimeError) {
          console.log(
            `    ${path}: run ${i + 1} failed (${result.lhr.runtimeError.code}), retrying`,
          );
          result = await audit(chrome.port, path);
        }
        const lhr = result.lhr;
        mkdirSync(OUT_DIR, { recursive: true });
        writeFileSync(
          path_.join(
            OUT_DIR,
            `lighthouse${path.replace(/\//g, "_")}-${i + 1}.json`,
          ),
          JSON.stringify(lhr),
        );
        const score = (c: string) =>
          Math.round((lhr.categories[c]?.score ?? 0) * 100);
        const num = (a: string) => lhr.audits[a]?.numericValue ?? NaN;
        const failing = Object.values(lhr.categories)
          .filter((c) => c.id !== "performance")
          .flatMap((c) =>
            c.auditRefs
              .filter((r) => r.weight > 0)
              .map((r) => lhr.audits[r.id]),
          )
          .filter((a) => a && a.score !== null && a.score < 1)
          .map((a) => a.id);
        if (lhr.runtimeError)
          failing.push(`runtimeError:${lhr.runtimeError.code}`);
        samples.push({
          path,
          performance: score("performance"),
          accessibility: score("accessibility"),
          bestPractices: score("best-practices"),
          seo: score("seo"),
          lcp: num("largest-contentful-paint"),
          tbt: num("total-blocking-time"),
          cls: num("cumulative-layout-shift"),
          fcp: num("first-contentful-paint"),
          failing,
        });
      }
      // Runs that still failed after the retry count as failures in `failing`, not as zeros.
      const valid = samples.filter((s) => Number.isFinite(s.lcp));
      const m = (k: keyof LhFigures) =>
        median((valid.length ? valid : samples).map((s) => s[k] as number));
      const fig: LhFigures = {
        path,
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
      out.push(fig);
      record(
        SECTION,
        `${path} Performance`,
        `${fig.performance} (runs ${samples.map((s) => s.performance).join(", ")})`,
        "≥ 95",
        fig.performance >= 95,
      );
      record(
        SECTION,
        `${path} Accessibility`,
        String(fig.accessibility),
        "100",
        fig.accessibility === 100,
      );
      record(
        SECTION,
        `${path} Best Practices`,
        String(fig.bestPractices),
        "100",
        fig.bestPractices === 100,
      );
      record(SECTION, `${path} SEO`, String(fig.seo), "100", fig.seo === 100);
      record(
        SECTION,
        `${path} LCP`,
        `${(fig.lcp / 1000).toFixed(2)} s (FCP ${(fig.fcp / 1000).toFixed(2)} s)`,
        "≤ 2.0 s",
        fig.lcp <= 2000,
      );
      record(
        SECTION,
        `${path} TBT`,
        `${Math.round(fig.tbt)} ms`,
        "≤ 100 ms",
        fig.tbt <= 100,
      );
      record(
        SECTION,
        `${path} CLS`,
        fig.cls.toFixed(3),
        "≤ 0.02",
        fig.cls <= 0.02,
      );
      if (fig.failing.length)
        record(
          SECTION,
          `${path} audits below 1 (non-performance)`,
          fig.failing.join(", "),
          "",
          null,
        );
    }
  } finally {
    chrome.kill();
  }
  return out;
}
