/**
 * Shared pieces of the benchmark scripts: ports, building, starting the production server,
 * sampling its memory, medians, and the result table that ends up in docs/benchmarks.md.
 */
import { spawn, type ChildProcess } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { productionNodeEnv, productionNodeFlags } from "../tests/support/node-flags";

export const ROOT = path.resolve(import.meta.dirname, "..");
export const BUILD_DIR = process.env.BUILD_DIR ?? "build-bench";

/** Ports 3380-3399 belong to the benchmark; BENCH_PORT_BASE moves them, so two checkouts can run it at once. */
const BASE = Number(process.env.BENCH_PORT_BASE ?? 3380);
export const PORTS = {
  site: Number(process.env.BENCH_PORT ?? BASE),
  smtp: BASE + 1,
  static: BASE + 2,
  weather: BASE + 3,
  sinkControl: BASE + 4,
  /** The fake booking provider (tests/support/fake-fareharbor.ts). */
  fareharbor: BASE + 5,
  /** A second site process on the same database (departures), */
  site2: BASE + 6,
  /** and the site built from `--compare=REV` (Lighthouse). */
  compare: BASE + 7,
  e2e: BASE + 10,
  e2eSmtp: BASE + 11,
  e2eWeather: BASE + 12,
  e2eControl: BASE + 13,
};
export const SITE_URL = `http://127.0.0.1:${PORTS.site}`;
export const ADMIN = {
  email: "bench-admin@ribwarsaw.test",
  password: "bench-password-0123456789",
};
export const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export type Status = "PASS" | "FAIL" | "INFO" | "SKIP";
export interface Row {
  section: string;
  name: string;
  value: string;
  target: string;
  status: Status;
}
export const rows: Row[] = [];

/** Records one figure against its target and prints it at once. */
export function record(
  section: string,
  name: string,
  value: string,
  target: string,
  pass: boolean | null,
) {
  const status: Status = pass === null ? "INFO" : pass ? "PASS" : "FAIL";
  rows.push({ section, name, value, target, status });
  console.log(`  [${status}] ${name}: ${value}${target ? ` (target ${target})` : ""}`);
}
export function skip(section: string, name: string, why: string) {
  rows.push({ section, name, value: why, target: "", status: "SKIP" });
  console.log(`  [SKIP] ${name}: ${why}`);
}

export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Where the benchmarked code comes from. By default a snapshot of the committed HEAD
 * (`git archive` into a temporary directory, node_modules linked), so half-finished edits in
 * the shared working tree neither break the build nor end up in the figures; `--worktree`
 * builds the working tree as it is.
 */
export interface Source {
  dir: string;
  label: string;
  commit: string;
}
export const source: Source = { dir: ROOT, label: "working tree", commit: "" };

const snapshotDir = (commit: string) => path.join(tmpdir(), `rib-bench-src-${commit}`);

/** A clean snapshot of `rev` (`git archive`, node_modules linked), reused when it exists. */
export async function snapshot(rev: string): Promise<Source> {
  const commit = (await run("git", ["rev-parse", "--short", rev])).trim();
  const dir = snapshotDir(commit);
  if (!existsSync(path.join(dir, "package.json"))) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    await run("sh", [
      "-c",
      `git archive --format=tar ${commit} | tar -x -C ${JSON.stringify(dir)}`,
    ]);
    symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"));
  }
  return {
    dir,
    commit,
    label: `commit ${commit} (clean snapshot${rev === "HEAD" ? " of HEAD" : ""})`,
  };
}

/** `keep`: other revisions whose snapshots this run also uses (`--compare`). */
export async function prepareSource(useWorktree: boolean, rev = "HEAD", keep: string[] = []) {
  source.commit = (await run("git", ["rev-parse", "--short", rev])).trim();
  if (useWorktree) {
    source.label = `working tree at ${source.commit} (with uncommitted changes, if any)`;
    return;
  }
  const wanted = new Set([snapshotDir(source.commit)]);
  for (const k of keep)
    wanted.add(snapshotDir((await run("git", ["rev-parse", "--short", k])).trim()));
  // Older snapshots are not needed any more.
  for (const old of readdirSync(tmpdir()).filter(
    (d) => d.startsWith("rib-bench-src-") && !wanted.has(path.join(tmpdir(), d)),
  )) {
    rmSync(path.join(tmpdir(), old), { recursive: true, force: true });
  }
  Object.assign(source, await snapshot(rev));
}

/** Removes terminal colour codes from tool output. */
export function stripAnsi(text: string) {
  return text.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g"), "");
}

/** Absolute path of the build being measured. */
export const buildPath = (src: Source = source) => path.join(src.dir, BUILD_DIR);

/** Builds into BUILD_DIR when it is missing (or when forced). */
export async function buildIfNeeded(force: boolean, src: Source = source) {
  const marker = path.join(buildPath(src), "server", "index.js");
  if (!force && existsSync(marker) && src.dir !== ROOT) {
    console.log(`Build of ${src.label} exists in ${buildPath(src)}.`);
    return false;
  }
  console.log(`Building ${src.label} into ${buildPath(src)} ...`);
  try {
    await run("npx", ["react-router", "build"], { BUILD_DIR }, true, src.dir);
  } catch (err) {
    const out = stripAnsi(String((err as { out?: string }).out ?? err));
    const errors = out
      .split("\n")
      .filter((l) => /error|\[MISSING_EXPORT\]|✗/i.test(l))
      .slice(0, 8)
      .join("\n");
    throw new Error(`build failed:\n${errors}`, { cause: err });
  }
  return true;
}

export function run(
  cmd: string,
  args: string[],
  env: Record<string, string> = {},
  quiet = true,
  cwd = ROOT,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout.on("data", (d) => {
      out += d;
      if (!quiet) process.stdout.write(d);
    });
    child.stderr.on("data", (d) => {
      out += d;
      if (!quiet) process.stderr.write(d);
    });
    child.on("exit", (code) =>
      code === 0
        ? resolve(out)
        : reject(
            Object.assign(
              new Error(`${cmd} ${args.join(" ")} exited ${code}\n${out.slice(-3000)}`),
              { out, code },
            ),
          ),
    );
  });
}

export interface SiteServer {
  url: string;
  pid: number;
  dataDir: string;
  child: ChildProcess;
  log: () => string;
  stop(): Promise<void>;
}

/**
 * Starts `node server.js` on the production build with `npm start`'s Node flags (heap limit
 * included) and waits for /healthz. By default on PORTS.site from the measured source; `port`
 * and `dir` start another process (a second one on the same database, or another commit).
 */
export async function startSite(
  env: Record<string, string> = {},
  opts: { port?: number; dir?: string } = {},
): Promise<SiteServer> {
  const port = opts.port ?? PORTS.site;
  const url = `http://127.0.0.1:${port}`;
  const dir = opts.dir ?? source.dir;
  const dataDir = mkdtempSync(path.join(tmpdir(), "rib-bench-"));
  let log = "";
  const child = spawn(process.execPath, [...productionNodeFlags(dir), "server.js"], {
    cwd: dir,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      ...productionNodeEnv(dir),
      NODE_ENV: "production",
      BUILD_DIR,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_SITE_URL: url,
      DATA_DIR: dataDir,
      AUTH_SECRET: "bench-secret-bench-secret-bench-secret-0123",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      WEATHER_API_URL: `http://127.0.0.1:${PORTS.weather}/v1/forecast`,
      WEATHER_FALLBACK_URL: `http://127.0.0.1:${PORTS.weather}`,
      LOG_LEVEL: "warn",
      ...env,
    },
  });
  const append = (d: Buffer) => {
    log += d.toString();
    if (log.length > 200_000) log = log.slice(-100_000);
  };
  child.stdout!.on("data", append);
  child.stderr!.on("data", append);
  let exited = false;
  child.on("exit", () => (exited = true));
  const started = Date.now();
  for (;;) {
    if (exited) throw new Error(`server exited during start-up:\n${log.slice(-3000)}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      /* not yet */
    }
    if (Date.now() - started > 90_000) {
      child.kill("SIGKILL");
      throw new Error(`server did not become healthy in 90 s:\n${log.slice(-3000)}`);
    }
    await sleep(200);
  }
  return {
    url,
    pid: child.pid!,
    dataDir,
    child,
    log: () => log,
    async stop() {
      if (!exited) {
        child.kill("SIGTERM");
        await Promise.race([new Promise((r) => child.once("exit", r)), sleep(15_000)]);
        if (!exited) child.kill("SIGKILL");
      }
    },
  };
}

export function removeDir(dir: string) {
  rmSync(dir, { recursive: true, force: true });
}

/** Samples VmRSS of a process every 100 ms; returns the peak in bytes when stopped. */
export function sampleRss(pid: number) {
  let peak = 0;
  const read = () => {
    try {
      const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
      if (m) peak = Math.max(peak, Number(m[1]) * 1024);
    } catch {
      /* process gone */
    }
  };
  read();
  const timer = setInterval(read, 100);
  return {
    stop() {
      clearInterval(timer);
      read();
      return peak;
    },
    get peak() {
      return peak;
    },
  };
}

/** Signs in as the benchmark administrator (on the site at `base`); returns the Cookie header value. */
export async function adminCookie(base = SITE_URL): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: base },
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
  });
  if (!res.ok) throw new Error(`admin sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** Starts a helper script (TypeScript, through tsx) and waits until it prints "ready". */
export async function startHelper(script: string, args: string[]) {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", path.join(ROOT, "bench", script), ...args],
    {
      cwd: ROOT,
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (d) => String(d).includes("ready") && resolve());
    child.once("exit", (code) => reject(new Error(`${script} exited ${code}`)));
  });
  return {
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

export async function sinkCount(
  reset = false,
): Promise<{ messages: number; recipients: number; uniqueRecipients: number }> {
  const res = await fetch(`http://127.0.0.1:${PORTS.sinkControl}/count`, {
    method: reset ? "DELETE" : "GET",
  });
  return res.json();
}
