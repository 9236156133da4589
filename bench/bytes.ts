/**
 * First-load bytes per public route: loads each route in Chromium (mobile viewport, Polish),
 * waits for load + network idle, and sums the gzip size of every script requested (module
 * preloads included) and every stylesheet. Also checks the font strategy: self-hosted woff2,
 * a latin-ext face, preloaded.
 */
import { get } from "node:http";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { PUBLIC_PATHS } from "../app/lib/seo/public-routes";
import { CHROME_PATH, kb, record, SITE_URL } from "./lib";

const SECTION = "Bytes";
const JS_LIMIT = 130 * 1024;
const JS_AIM = 115 * 1024;
const CSS_LIMIT = 25 * 1024;

export interface RouteBytes {
  path: string;
  js: number;
  css: number;
  html: number;
  fonts: string[];
  scripts: number;
  files: Array<[string, number]>;
}

/** `record: false` measures without adding rows (a second pass, compared by the caller). */
/**
 * `paths`: other routes than the public ones the site lists (the operator's added location and
 * cruises); `record: "routes"` records only their rows, without the whole-site summary rows.
 */
export async function measureBytes(
  opts: { record?: boolean | "routes"; paths?: readonly string[] } = {},
): Promise<RouteBytes[]> {
  console.log("\n== Bytes: first-load JavaScript and CSS per public route (gzip) ==");
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
    ],
  });
  const results: RouteBytes[] = [];
  const gz = new Map<string, number>();
  try {
    for (const route of opts.paths ?? PUBLIC_PATHS) {
      const context = await browser.newContext({
        locale: "pl-PL",
        viewport: { width: 375, height: 812 },
        isMobile: true,
      });
      const page = await context.newPage();
      const pending: Promise<void>[] = [];
      const entry: RouteBytes = {
        path: route,
        js: 0,
        css: 0,
        html: 0,
        fonts: [],
        scripts: 0,
        files: [],
      };
      page.on("response", (res) => {
        const url = res.url();
        const type = res.request().resourceType();
        if (!url.startsWith(SITE_URL)) return;
        const u = new URL(url);
        const isJs = /\.m?js$/.test(u.pathname) || type === "script";
        const isCss = /\.css$/.test(u.pathname) || type === "stylesheet";
        const isFont = /\.woff2?$/.test(u.pathname) || type === "font";
        if (isFont) entry.fonts.push(u.pathname.replace(/^.*\//, ""));
        if (!isJs && !isCss && type !== "document") return;
        pending.push(
          res
            .body()
            .then((body) => {
              const size = gz.get(url) ?? gzipSync(body).length;
              gz.set(url, size);
              if (type === "document") entry.html += size;
              else if (isJs) {
                entry.js += size;
                entry.scripts++;
                entry.files.push([u.pathname.replace(/^.*\//, ""), size]);
              } else entry.css += size;
            })
            .catch(() => undefined),
        );
      });
      await page.goto(SITE_URL + route, { waitUntil: "load" });
      await page.waitForLoadState("networkidle");
      await Promise.all(pending);
      results.push(entry);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  if (opts.record === false) return results;

  for (const r of results) {
    record(
      SECTION,
      `JS ${r.path}`,
      `${kb(r.js)} in ${r.scripts} files (CSS ${kb(r.css)}, HTML ${kb(r.html)})`,
      "≤ 130 KB, aim 115",
      r.js <= JS_LIMIT,
    );
  }
  if (opts.record === "routes") return results;
  const maxJs = Math.max(...results.map((r) => r.js));
  const worst = results.find((r) => r.js === maxJs)!;
  record(
    SECTION,
    "JS, largest first load",
    `${kb(maxJs)} (${worst.path})`,
    "≤ 130 KB (aim 115)",
    maxJs <= JS_LIMIT,
  );
  const big = worst.files
    .filter(([name]) => !/^(entry\.client|jsx-runtime)-/.test(name))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6);
  record(
    SECTION,
    `JS on ${worst.path} beyond React + React Router, largest files`,
    big.map(([n, b]) => `${n} ${kb(b)}`).join(", "),
    "",
    null,
  );
  record(
    SECTION,
    "JS, largest first load within the 115 KB aim",
    maxJs <= JS_AIM ? "yes" : "no",
    "aim",
    null,
  );
  const maxCss = Math.max(...results.map((r) => r.css));
  record(SECTION, "CSS, largest first load", kb(maxCss), "≤ 25 KB", maxCss <= CSS_LIMIT);
  return results;
}

/** Content-Encoding of a GET with Accept-Encoding: br, gzip. */
function encodingOf(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { "Accept-Encoding": "br, gzip" } }, (res) => {
      res.resume();
      resolve(String(res.headers["content-encoding"] ?? "none"));
    }).on("error", reject);
  });
}

/** Font strategy, from the home page's HTML and CSS; and whether scripts and styles are compressed. */
export async function checkFonts() {
  const html = await (await fetch(SITE_URL + "/")).text();
  const preloads = [...html.matchAll(/<link[^>]*rel="preload"[^>]*>/g)]
    .map((m) => m[0])
    .filter((l) => /as="font"/.test(l));
  const scripts = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
  const firstCss = /<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/.exec(html)?.[1];
  const encodings = await Promise.all(
    [scripts[0], firstCss, "/"].filter(Boolean).map((u) => encodingOf(new URL(u!, SITE_URL).href)),
  );
  record(
    SECTION,
    "HTML, JS and CSS sent compressed",
    `script ${scripts[0]?.replace(/^.*\//, "")}, stylesheet, document: ${encodings.join(", ")}`,
    "br or gzip",
    encodings.every((e) => e === "br" || e === "gzip"),
  );
  const cssHrefs = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map(
    (m) => m[1],
  );
  let css = "";
  for (const href of cssHrefs) css += await (await fetch(new URL(href, SITE_URL))).text();
  // Web fonts only (a metric-adjusted local() fallback face is not a download).
  const faces = [...css.matchAll(/@font-face\s*{[^}]*}/g)]
    .map((m) => m[0])
    .filter((f) => /url\(/.test(f));
  const selfHosted = faces.length > 0 && faces.every((f) => !/url\((["']?)https?:/.test(f));
  const woff2 = faces.length > 0 && faces.every((f) => /\.woff2/.test(f));
  const latinExt = faces.some((f) => /U\+0?100-/i.test(f));
  const display = faces.every((f) => /font-display:\s*(swap|optional|fallback)/.test(f));
  record(
    SECTION,
    "Fonts self-hosted, woff2",
    `${faces.length} @font-face, self-hosted ${selfHosted}, woff2 ${woff2}`,
    "all",
    selfHosted && woff2,
  );
  record(SECTION, "Fonts include latin-ext (Polish letters)", String(latinExt), "yes", latinExt);
  record(
    SECTION,
    "Fonts preloaded",
    `${preloads.length} preload(s): ${preloads.map((p) => /href="[^"]*\/([^"/]+)"/.exec(p)?.[1]).join(", ")}`,
    "≥ 1",
    preloads.length >= 1,
  );
  record(
    SECTION,
    "Font display",
    faces.map((f) => /font-display:\s*(\w+)/.exec(f)?.[1] ?? "auto").join(", "),
    "swap/optional",
    display,
  );
}
