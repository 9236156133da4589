/**
 * `npm run bench`: builds the production bundle if needed, starts its own servers on ports
 * BENCH_PORT_BASE (3380) to +19, measures every budget (Lighthouse, bytes, server throughput, bulk send, axe and
 * keyboard and SEO e2e tests), prints each figure against its target and writes
 * docs/benchmarks.md.
 *
 * Options: --only=bytes,lighthouse,server,departures,copy,query-strings,media,events,bulk,campaign,e2e
 *                          run some sections only
 *          --runs=N        Lighthouse runs per route and browser language (default 5, median)
 *          --langs=a,b     Lighthouse browser languages (default en-US,pl-PL)
 *          --paths=/a,/b   Lighthouse on these routes only (default: the eleven standing URLs and
 *                          the operator's new cruise in Polish and English)
 *          --duration=S    seconds per autocannon load (default 10)
 *          --departures-load=S  seconds of the two-process load in the departures section
 *                          (default 60; shorter for a smoke test only)
 *          --build         force a rebuild
 *          --worktree      measure the working tree as it is (default: a clean snapshot of HEAD)
 *          --commit=REV    measure a clean snapshot of another commit
 *          --compare=REV   Lighthouse also on a clean snapshot of REV (built if needed, its own
 *                          server with the same content), interleaved: run i of a route on the
 *                          measured code, then run i on REV; both medians side by side
 *          --no-write      print only, leave docs/benchmarks.md alone
 *          --content=none  bytes and Lighthouse on the bare seed only (default: bytes measured
 *                          bare, then 100 text edits, 3 notices, 10 events, a 12 MP photo in
 *                          every picture slot and a new cruise are added; bytes again and
 *                          Lighthouse with them); --content=cruise adds the new cruise only
 *
 * The site under bytes and Lighthouse takes its departures from the fake booking provider
 * (tests/support/fake-fareharbor.ts) with the departure cache warmed before Lighthouse.
 */
import { execSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { checkFonts, measureBytes } from "./bytes";
import { bulkBench } from "./bulk";
import { eventsBench } from "./events";
import { campaignBench } from "./campaign";
import { copyBench } from "./copy";
import { startFakeFareHarbor } from "../tests/support/fake-fareharbor";
import { departuresBench, hasProviderDepartures, pageHtml, warmDepartures } from "./departures";
import {
  addNoticesAndEvents,
  addFourthLocation,
  addSunsetCruise,
  editTexts,
  photosInEverySlot,
  type AddedCruise,
  type AddedLocation,
} from "./operator-content";
import { runE2e } from "./e2e";
import {
  buildIfNeeded,
  buildPath,
  kb,
  PORTS,
  prepareSource,
  record,
  removeDir,
  ROOT,
  rows,
  SITE_URL,
  snapshot,
  source,
  startSite,
  type Row,
  type SiteServer,
  type Source,
} from "./lib";
import {
  compareResults,
  LIGHTHOUSE_PATHS,
  lighthouseCompareTable,
  lighthouseSideBySide,
  runLighthouse,
  type LhCompare,
} from "./lighthouse";
import { mediaBench } from "./media";
import { queryStringsBench } from "./query-strings";
import { serverBench } from "./server";

const args = process.argv.slice(2);
const opt = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const only = opt("only")?.split(",");
/** "content" (the operator's texts, notices, events and photos) goes with bytes and Lighthouse. */
const wants = (s: string): boolean =>
  !only || only.includes(s) || (s === "content" && (wants("bytes") || wants("lighthouse")));
const runs = Number(opt("runs") ?? 5);
const duration = Number(opt("duration") ?? 10);
const departuresLoad = Number(opt("departures-load") ?? 60);
/** "full" (default), "cruise" (the new cruise only) or "none". */
const contentMode = opt("content") ?? "full";
const compareRev = opt("compare");
/** How the Lighthouse site got its departures, for the report's header. */
let lighthouseDepartures = "";

const started = new Date();
const loadBefore = os.loadavg();
const t0 = Date.now();
const timings: Record<string, number> = {};

async function section(name: string, fn: () => Promise<unknown>) {
  if (!wants(name)) return;
  const s = Date.now();
  try {
    await fn();
  } catch (err) {
    rows.push({
      section: name,
      name: `${name} crashed`,
      value: String((err as Error).message)
        .split("\n")[0]
        .slice(0, 300),
      target: "",
      status: "FAIL",
    });
    console.error(`\n${name} failed:`, err);
  }
  timings[name] = (Date.now() - s) / 1000;
}

await prepareSource(
  args.includes("--worktree"),
  opt("commit") ?? "HEAD",
  compareRev ? [compareRev] : [],
);
let buildOk = true;
/** `--compare=REV`'s snapshot, once built. */
let compareSource: Source | undefined;
{
  const s = Date.now();
  try {
    await buildIfNeeded(args.includes("--build"));
    if (compareRev && wants("lighthouse")) {
      const other = await snapshot(compareRev);
      try {
        await buildIfNeeded(false, other);
        compareSource = other;
      } catch (err) {
        record(
          "Build",
          `--compare=${compareRev}: production build of ${other.label}`,
          (err as Error).message.replace(/\n/g, " ").slice(0, 300),
          "builds",
          false,
        );
      }
    }
  } catch (err) {
    buildOk = false;
    rows.push({
      section: "Build",
      name: "production build",
      value: (err as Error).message.replace(/\n/g, " ").slice(0, 400),
      target: "builds",
      status: "FAIL",
    });
    console.error((err as Error).message);
  }
  timings.build = (Date.now() - s) / 1000;
}
if (!buildOk) {
  console.error("Nothing to measure without a build.");
  process.exitCode = 1;
} else {
  await measureAll();
}

async function measureAll() {
  if (wants("bytes") || wants("lighthouse")) {
    const { startFakeWeather } = await import("../tests/support/fake-weather");
    const weather = await startFakeWeather(PORTS.weather);
    // Departures on the pages, from the fake booking provider (it answers for every item).
    const fareharbor = await startFakeFareHarbor(PORTS.fareharbor);
    const site = await startSite(fareharbor.env).catch((err: Error) => {
      rows.push({
        section: "Bytes",
        name: "server start",
        value: err.message.split("\n").slice(0, 3).join(" ").slice(0, 300),
        target: "starts",
        status: "FAIL",
      });
      return null;
    });
    let other: SiteServer | null = null;
    if (site && compareSource && wants("lighthouse"))
      other = await startSite(fareharbor.env, {
        port: PORTS.compare,
        dir: compareSource.dir,
      }).catch((err: Error) => {
        record(
          "Lighthouse",
          `--compare=${compareRev}: server start`,
          err.message.split("\n").slice(0, 3).join(" ").slice(0, 300),
          "starts",
          false,
        );
        return null;
      });
    if (!site) {
      await fareharbor.close();
      await weather.close();
    } else
      try {
        let bare: Awaited<ReturnType<typeof measureBytes>> = [];
        await section("bytes", async () => {
          bare = await measureBytes();
          await checkFonts();
        });
        // The site as the operator runs it: edited texts, notices, events, a photo in every
        // slot, a new cruise. Bytes are measured again with it, and Lighthouse measures it.
        let cruise: AddedCruise | null = null;
        let fourth: AddedLocation | null = null;
        /** The same content on the --compare site; false when it could not be put there. */
        let otherContent = true;
        if (contentMode !== "none")
          await section("content", async () => {
            const added = await addContent(SITE_URL);
            if (!added.cruise) throw new Error("the new cruise could not be added");
            cruise = added.cruise;
            fourth = added.location;
            record(
              "Operator content",
              "in the database for the rows below",
              [
                added.summary,
                `a new cruise booked through the provider (“Rejs o zachodzie słońca”, ${added.cruise.url_pl} and ${added.cruise.url_en}, item ${added.cruise.itemId})`,
                added.location &&
                  `a fourth location opened from the panel with a cruise on a timetable booked by phone (${added.location.paths.join(", ")})`,
              ]
                .filter(Boolean)
                .join("; "),
              "",
              null,
            );
            if (other)
              await addContent(other.url, true).catch((err: Error) => {
                otherContent = false;
                record(
                  "Lighthouse",
                  `--compare=${compareRev}: the same content on its server`,
                  err.message.split("\n")[0]!.slice(0, 300),
                  "added",
                  false,
                );
              });
            if (!wants("bytes")) return;
            const withContent = await measureBytes({ record: false });
            // The operator's own pages are not in the site's static list: measured apart.
            const ownPaths = [
              ...(added.cruise ? [added.cruise.url_pl, added.cruise.url_en] : []),
              ...(added.location?.paths ?? []),
            ];
            if (ownPaths.length) await measureBytes({ record: "routes", paths: ownPaths });
            const grew = withContent
              .map((r) => ({ r, before: bare.find((b) => b.path === r.path) }))
              .filter(({ r, before }) => before && r.js !== before.js)
              .map(({ r, before }) => `${r.path} ${kb(before!.js)} → ${kb(r.js)}`);
            record(
              "Operator content",
              "first-load JS of every public route with that content",
              grew.length ? grew.join("; ") : `unchanged on all ${withContent.length} routes`,
              "unchanged",
              grew.length === 0,
            );
          });
        await section("lighthouse", () =>
          lighthouseWithDepartures(
            cruise as AddedCruise | null,
            (fourth as AddedLocation | null)?.paths ?? [],
            other && otherContent
              ? { url: other.url, label: `${compareSource!.commit} (--compare=${compareRev})` }
              : undefined,
          ),
        );
      } finally {
        await site.stop();
        removeDir(site.dataDir);
        if (other) {
          await other.stop();
          removeDir(other.dataDir);
        }
        await fareharbor.close();
        await weather.close();
      }
  }
  await section("server", () =>
    serverBench({
      duration,
      subscribeAmount: { postgres: 5000, pglite: 2000 },
    }),
  );
  await section("departures", () => departuresBench({ duration, loadSeconds: departuresLoad }));
  await section("copy", () => copyBench({ duration }));
  await section("query-strings", () => queryStringsBench({ duration }));
  await section("media", () => mediaBench({ duration }));
  await section("events", () => eventsBench({ amount: 20_000 }));
  await section("bulk", () => bulkBench(10_000));
  await section("campaign", () => campaignBench(10_000));
  await section("e2e", () => runE2e());
}

/**
 * Lighthouse on the site with departures: the departure cache warmed once (and on the
 * --compare site), then a check that the cruise pages have the provider's departures in their
 * first byte, then the runs.
 */
/**
 * The operator's content on a site. `cruiseOptional`: the --compare site may be a commit from
 * before the cruise catalogue (no POST /api/admin/cruises) or before locations as rows: it gets
 * everything else, and the new cruise's and location's pages are measured on one side only, like
 * any route the other commit does not have.
 */
async function addContent(
  base: string,
  cruiseOptional = false,
): Promise<{
  summary: string | null;
  cruise: AddedCruise | null;
  location: AddedLocation | null;
}> {
  const optional = <T>(add: () => Promise<T>) =>
    add().catch((err: Error) => {
      if (!cruiseOptional) throw err;
      return null;
    });
  const sunset = () => optional(() => addSunsetCruise(base));
  const location = () => optional(() => addFourthLocation(base));
  if (contentMode === "cruise")
    return { summary: null, cruise: await sunset(), location: await location() };
  const texts = await editTexts(100, base);
  const { notices, events } = await addNoticesAndEvents(base);
  const photos = await photosInEverySlot(4, base);
  return {
    summary: `${texts.saved} text edits, ${notices} notices, ${events} events, ${photos.photos} 12 MP photos in ${photos.slots} slots (uploaded and processed in ${photos.seconds.toFixed(0)} s)`,
    cruise: await sunset(),
    location: await location(),
  };
}

async function lighthouseWithDepartures(
  added: AddedCruise | null,
  locationPaths: readonly string[],
  compare?: LhCompare,
) {
  const paths =
    opt("paths")?.split(",") ??
    (added
      ? [...LIGHTHOUSE_PATHS, added.url_pl, added.url_en, ...locationPaths]
      : [...LIGHTHOUSE_PATHS, ...locationPaths]);
  const keys = ["20min", "90min", ...(added ? [added.key] : [])];
  const warmed = Object.entries(await warmDepartures(SITE_URL, keys))
    .map(([k, v]) => `${k} ${v}`)
    .join(", ");
  if (compare) await warmDepartures(compare.url, keys);
  const expected = (p: string) =>
    /\/(20|90)-min$/.test(p) ||
    p === "/rejsy-wisla-warszawa" ||
    p === "/warsaw-river-cruise" ||
    (added !== null && (p === added.url_pl || p === added.url_en));
  const carrying: string[] = [];
  for (const p of paths) if (hasProviderDepartures(await pageHtml(SITE_URL + p))) carrying.push(p);
  const missing = paths.filter((p) => expected(p) && !carrying.includes(p));
  lighthouseDepartures = `the site took its departures from the fake booking provider (tests/support/fake-fareharbor.ts, FAREHARBOR_* pointed at it, DEPARTURES_REFRESH_S ${process.env.DEPARTURES_REFRESH_S ?? 60}), departure cache warmed once before measuring (${warmed}); measured pages with the provider's departures in their first byte: ${carrying.join(", ") || "none"}`;
  record(
    "Lighthouse",
    "measured pages with the provider's departures in their first byte",
    `${carrying.length ? carrying.join(", ") : "none"} (of ${paths.length}; fake provider, cache warmed: ${warmed})`,
    "every cruise page with a provider item, the new cruise's included",
    missing.length === 0,
  );
  await runLighthouse(
    runs,
    paths,
    opt("langs")?.split(",") as Parameters<typeof runLighthouse>[2],
    compare,
  );
}

const loadAfter = os.loadavg();
const total = (Date.now() - t0) / 1000;

// ---- report ----
const counts = { PASS: 0, FAIL: 0, INFO: 0, SKIP: 0 };
for (const r of rows) counts[r.status]++;
console.log(
  `\n== Summary: ${counts.PASS} PASS, ${counts.FAIL} FAIL, ${counts.SKIP} SKIP, ${counts.INFO} INFO in ${total.toFixed(0)} s ==`,
);
for (const r of rows.filter((r) => r.status === "FAIL"))
  console.log(`  FAIL ${r.section} / ${r.name}: ${r.value} (target ${r.target})`);

if (!args.includes("--no-write")) {
  const git = (cmd: string) => {
    try {
      return execSync(cmd, { cwd: ROOT, encoding: "utf8" }).trim();
    } catch {
      return "?";
    }
  };
  const cpu = os.cpus()[0]?.model ?? "?";
  const pgVersion = git(
    `psql postgres://postgres@127.0.0.1:5432/postgres -Atc "show server_version" 2>/dev/null`,
  );
  const esc = (s: string) => s.replace(/\|/g, "\\|");
  const table = (list: Row[]) =>
    [
      "| figure | measured | target | result |",
      "| --- | --- | --- | --- |",
      ...list.map((r) => `| ${esc(r.name)} | ${esc(r.value)} | ${esc(r.target)} | ${r.status} |`),
    ].join("\n");
  const sections = [...new Set(rows.map((r) => r.section))];
  const md = `# Benchmarks

Generated by \`npm run bench\` (bench/run.ts) on the production build (\`${buildPath()}\`). Do not edit by hand; re-run instead.

- Date: ${started.toISOString().replace("T", " ").slice(0, 16)} UTC; code measured: ${source.label}
- Machine: ${os.cpus().length} CPU (\`nproc\` ${git("nproc")}, ${cpu}), ${(os.totalmem() / 1024 ** 3).toFixed(1)} GB memory, Node ${process.version}, ${os.type()} ${os.release()}, Chromium ${git(`${process.env.CHROME_PATH ?? "/usr/bin/chromium"} --version`).replace(/^Chromium\s*/, "")}, PostgreSQL ${pgVersion || "?"}
- Command: \`npm run bench${args.length ? " -- " + args.join(" ") : ""}\` (took ${(total / 60).toFixed(1)} min: ${Object.entries(
    timings,
  )
    .map(([k, v]) => `${k} ${v.toFixed(0)} s`)
    .join(", ")})
- Load average (1/5/15 min) before: ${loadBefore.map((l) => l.toFixed(2)).join(" / ")}, after: ${loadAfter.map((l) => l.toFixed(2)).join(" / ")}. The machine is shared; other work running at the same time makes figures pessimistic.
- Result: ${counts.PASS} PASS, ${counts.FAIL} FAIL, ${counts.SKIP} SKIP, ${counts.INFO} INFO.

How each figure is taken:
- Lighthouse ${"12"}: mobile preset with simulated throttling, median of ${runs} runs per route and browser language (en-US and pl-PL), each run in a new headless Chromium with a new, empty profile (a first visit, nothing stored), through chrome-launcher; fresh embedded database with the operator's content below (unless \`--content=none\`).${lighthouseDepartures ? ` Departures: ${lighthouseDepartures}.` : ""}${compareResults.results.length ? ` With \`--compare\`: ${compareResults.label} built from a clean snapshot and served by a second server with the same content and provider; each run of a route on it came right after the same run on the measured code.` : ""}
- Operator content (bench/operator-content.ts), added through the admin API once bytes were measured on the bare seed: 100 page-text edits, 3 notices (everywhere, Warsaw, Zegrze), 10 published dated events, four 12-megapixel phone JPEGs (grainy, 3.6 MB) with alt texts in both languages, one in every picture slot (three in the gallery), and a new cruise booked through the provider (“Rejs o zachodzie słońca” / “Sunset cruise”, Warsaw, 45 min, private, 750 zł; its Polish and English pages are Lighthouse routes); bytes are then measured again and compared route by route.
- Bytes: each public route loaded in Chromium (375 px, pl-PL) until load and network idle; every script (module preloads included) and stylesheet gzip-compressed (zlib default level) and summed.
- Server: autocannon, 50 connections, ${duration} s per GET figure, every HTML request with a browser's headers (\`Accept-Encoding: gzip, deflate, br, zstd\`, Accept-Language pl-PL); the static baseline is a bare node:http server sending the same compressed home-page bytes with the same Content-Encoding; the uncached render is measured on a second start with HTML_CACHE_MS=0 (500 requests, 10 connections); sign-ups use a distinct address per request and a fixed number of requests, then the rows are counted in the database; RSS sampled from /proc/<pid>/status every 100 ms. RATE_LIMITS=off, e-mail to a counting SMTP sink, PostgreSQL database created fresh and dropped after.
- Departures (bench/departures.ts), against the fake booking provider (tests/support/fake-fareharbor.ts) on a fresh PostgreSQL database: the 20-minute page with the provider's departures in it, browser headers, 50 connections, ${duration} s, against the static server sending its same compressed bytes; its p99 with the provider answering at once and after 5 s (beyond the site's upstream timeout), both with DEPARTURES_REFRESH_S=5 so the provider is asked during each load; then two site processes on one database under ${departuresLoad} s of cruise pages and GET /api/departures/:key with random from/days (10 connections each), the provider's requests counted per item (and departure_cache.upstream_calls).
- Page copy: on PGlite, home throughput with the micro-cache on against a static server sending the same compressed bytes, before any edit; the home page rendered uncached (HTML_CACHE_MS=0, 500 requests, 10 connections) before and after the administrator saves 100 edits (every home-page text, the rest on the cruise pages) through PUT /api/admin/content/:key and adds 3 notices and 10 events; then home throughput again with them in place.
- Query strings (bench/query-strings.ts): on PGlite, /rejsy-zegrze by one client with 10 connections for ${duration} s with its clean URL, then for ${duration} s with a new random query string on every request (\`utm_*\`, \`fbclid\`, \`gclid\`, unknown keys), browser headers, micro-cache on (decision 331).
- Bulk send: subscribers inserted with one SQL statement into a fresh PostgreSQL database, the administrator signs in through /api/auth/sign-in/email and starts POST /api/admin/newsletter/bulk-welcome {region:null}; time until the job reports done; messages counted at the SMTP sink.
- Campaign send: 10,000 subscribers (half Polish, half English) inserted with one SQL statement into a fresh PostgreSQL database; the administrator creates a campaign in both languages (POST /api/admin/campaigns) and sends it to everyone (POST …/:id/send); time from the send request until GET …/:id reports \`sent\`; messages counted at the SMTP sink.
- e2e: Playwright against the e2e stack (tests/e2e/stack.ts) on ports ${PORTS.e2e}-${PORTS.e2eControl}: tests/e2e/a11y.spec.ts (axe-core, tags wcag2a, wcag2aa, wcag21a, wcag21aa, wcag22aa), keyboard.spec.ts, seo.spec.ts.

${lighthouseSideBySide() ? `## Lighthouse, both browser languages side by side\n\n${lighthouseSideBySide()}\n\n` : ""}${lighthouseCompareTable(source.commit) ? `## Lighthouse against ${compareResults.label}, interleaved\n\n${lighthouseCompareTable(source.commit)}\n\n` : ""}${sections.map((s) => `## ${s}\n\n${table(rows.filter((r) => r.section === s))}\n`).join("\n")}`;
  // Hand-written findings (fixes with before/after, open problems) follow the figures.
  const notesFile = path.join(ROOT, "bench", "NOTES.md");
  const notes = existsSync(notesFile) ? `\n${readFileSync(notesFile, "utf8")}` : "";
  const file = path.join(ROOT, "docs", "benchmarks.md");
  writeFileSync(file, md + notes);
  // In the repository's format, so `npm run format:check` (part of `npm test`) stays green.
  execSync(`npx prettier --write ${JSON.stringify(file)}`, { cwd: ROOT, stdio: "ignore" });
  console.log("\nWrote docs/benchmarks.md");
}
process.exit(process.exitCode ?? 0);
