/**
 * Harness for the fault, fuzz and security suites: spawns the production build
 * (`node server.js`, BUILD_DIR=build-rel) as a real process on a fixed port, with a temp
 * DATA_DIR (PGlite) or a fresh PostgreSQL database, an SMTP sink and the fake weather
 * upstream, and can kill it with SIGKILL or stop it with SIGTERM.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { productionNodeEnv, productionNodeFlags } from "../../support/node-flags";
import {
  createScratchDatabase,
  pgQuery,
  postgresAnswers,
  type ScratchDatabase,
} from "../../support/postgres";

export const ROOT = path.resolve(import.meta.dirname, "../../..");
export const BUILD_DIR = process.env.FAULTS_BUILD_DIR ?? "build-rel";
export const AUTH_SECRET = "rel-test-secret-rel-test-secret-0123456789abcdef";
export const ADMIN_EMAIL = "admin@ribwarsaw.test";
export const ADMIN_PASSWORD = "correct-horse-battery-9";
export const PG_BASE_URL =
  process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** Secret-looking values put in the environment of the test build; none may reach the client assets. */
export const BUILD_SENTINELS = {
  AUTH_SECRET: "sentinel-auth-secret-4f9c2e7a1b3d5f6e8a0c",
  DATABASE_URL:
    "postgres://sentinel_user:sentinel-db-pass-7c1e@db.internal.example:5432/sentinel_db",
  ADMIN_EMAIL: "sentinel-admin@internal.example",
  ADMIN_PASSWORD: "sentinel-admin-password-93b1",
  SMTP_URL: "smtps://sentinel-smtp-user:sentinel-smtp-pass-55aa@smtp.internal.example:465",
  WEATHER_API_KEY: "sentinel-weather-key-2d8f",
};

/** Ports of this suite (3350-3369). Files run one at a time, so they may reuse them. */
const PORT_BASE = Number(process.env.FAULTS_PORT_BASE ?? 3350);
/** Fixed ports of the spawned servers; FAULTS_PORT_BASE moves them, so two checkouts can run the suites at once. */
export const PORTS = { a: PORT_BASE, b: PORT_BASE + 1, proxy: PORT_BASE + 5, extra: PORT_BASE + 6 };

export interface RunningServer {
  port: number;
  url: string;
  child: ChildProcess;
  /** Everything the process printed (JSON log lines). */
  output: () => string;
  /** SIGKILL, then wait for exit. */
  kill(): Promise<void>;
  /** SIGTERM (graceful), then wait for exit. */
  stop(): Promise<void>;
}

export interface ServerOptions {
  port: number;
  dataDir?: string;
  databaseUrl?: string;
  smtpUrl?: string;
  weatherUrl?: string;
  weatherFallbackUrl?: string;
  env?: Record<string, string | undefined>;
  /** How long to wait for /healthz (ms). */
  readyTimeoutMs?: number;
  /** Accept a 503 from /healthz as "listening" (database down at start). */
  acceptUnhealthy?: boolean;
}

export function tempDir(prefix: string): string {
  return mkdtempSync(path.join(tmpdir(), `rib-rel-${prefix}-`));
}

export function removeDir(dir: string | undefined) {
  if (dir) rmSync(dir, { recursive: true, force: true });
}

export async function startServer(opts: ServerOptions): Promise<RunningServer> {
  const url = `http://127.0.0.1:${opts.port}`;
  await assertPortFree(opts.port);
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? "/tmp",
    ...productionNodeEnv(ROOT),
    NODE_ENV: "production",
    BUILD_DIR,
    PORT: String(opts.port),
    HOST: "127.0.0.1",
    PUBLIC_SITE_URL: url,
    DATA_DIR: opts.dataDir ?? tempDir("data"),
    AUTH_SECRET,
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    MAIL_POLL_MS: "100",
    LOG_LEVEL: "warn",
    // Points nowhere useful unless a test passes its fake: never reach the real internet.
    WEATHER_API_URL: opts.weatherUrl ?? "http://127.0.0.1:9/v1/forecast",
    WEATHER_FALLBACK_URL: opts.weatherFallbackUrl ?? "http://127.0.0.1:9",
  };
  if (opts.databaseUrl) env.DATABASE_URL = opts.databaseUrl;
  if (opts.smtpUrl) env.SMTP_URL = opts.smtpUrl;
  for (const [k, v] of Object.entries(opts.env ?? {})) {
    if (v === undefined) delete env[k];
    else env[k] = v;
  }
  const child = spawn(process.execPath, [...productionNodeFlags(ROOT), "server.js"], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  const append = (b: Buffer) => {
    out += b.toString();
    if (out.length > 2_000_000) out = out.slice(-1_000_000);
  };
  child.stdout!.on("data", append);
  child.stderr!.on("data", append);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let hasExited = false;
  void exited.then(() => (hasExited = true));

  const deadline = Date.now() + (opts.readyTimeoutMs ?? 150_000);
  for (;;) {
    if (hasExited)
      throw new Error(`Server on ${opts.port} exited during start:\n${out.slice(-4000)}`);
    try {
      const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) });
      if (res.ok || (opts.acceptUnhealthy && res.status === 503)) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`Server on ${opts.port} not ready in time:\n${out.slice(-4000)}`);
    }
    await sleep(150);
  }
  return {
    port: opts.port,
    url,
    child,
    output: () => out,
    async kill() {
      if (!hasExited) child.kill("SIGKILL");
      await exited;
    },
    async stop() {
      if (!hasExited) child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

async function assertPortFree(port: number) {
  for (let i = 0; i < 50; i++) {
    const free = await new Promise<boolean>((resolve) => {
      const s = net.createServer();
      s.once("error", () => resolve(false));
      s.listen(port, "127.0.0.1", () => s.close(() => resolve(true)));
    });
    if (free) return;
    await sleep(100);
  }
  throw new Error(`Port ${port} is busy`);
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** A fresh PostgreSQL database on TEST_DATABASE_URL's server; drop() removes it. */
export function createPgDatabase(): Promise<ScratchDatabase> {
  return createScratchDatabase(PG_BASE_URL, "rel");
}

/** True when the PostgreSQL server of TEST_DATABASE_URL (or the local default) answers. */
export function postgresAvailable(): Promise<boolean> {
  return postgresAnswers(PG_BASE_URL);
}

export { pgQuery };

/** Signs in over HTTP the way the login form does; returns the Cookie header value. */
export async function signIn(
  baseUrl: string,
  email = ADMIN_EMAIL,
  password = ADMIN_PASSWORD,
  extraHeaders: Record<string, string> = {},
) {
  const res = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl, ...extraHeaders },
    body: JSON.stringify({ email, password }),
  });
  const cookies = res.headers.getSetCookie().map((c) => c.split(";")[0]!);
  return {
    status: res.status,
    cookie: cookies.join("; "),
    setCookie: res.headers.getSetCookie(),
    body: await res.text(),
  };
}

/** A JSON request to the site as a same-origin browser would send it. */
export function sameOrigin(baseUrl: string, extra: Record<string, string> = {}) {
  return { "Content-Type": "application/json", Origin: baseUrl, ...extra };
}

/** Waits until `check` returns true (polling), or throws with `what`. */
export async function waitFor(
  check: () => Promise<boolean> | boolean,
  what: string,
  timeoutMs = 30_000,
  everyMs = 200,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(everyMs);
  }
}

/**
 * A TCP proxy (node:net) between the server and PostgreSQL that a test can cut (every open
 * connection reset, new ones refused) and restore, without touching the shared PostgreSQL.
 */
export async function startTcpProxy(listenPort: number, target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        sockets.add(client);
        sockets.add(upstream);
        const drop = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        client.on("error", drop).on("close", drop);
        upstream.on("error", drop).on("close", drop);
        client.pipe(upstream);
        upstream.pipe(client);
      });
      server.once("error", reject);
      server.listen(listenPort, "127.0.0.1", () => resolve());
    });
  await listen();
  return {
    port: listenPort,
    /** Resets every connection and refuses new ones (the database "goes away"). */
    async cut() {
      const s = server;
      server = undefined;
      for (const sock of sockets) {
        if (sock.resetAndDestroy) sock.resetAndDestroy();
        else sock.destroy();
      }
      sockets.clear();
      if (s) await new Promise<void>((r) => s.close(() => r()));
    },
    async restore() {
      if (!server) await listen();
    },
    async close() {
      await this.cut();
    },
  };
}

/** The URL of a database through another host:port (e.g. a proxy). */
export function viaPort(databaseUrl: string, port: number): string {
  const url = new URL(databaseUrl);
  url.host = `127.0.0.1:${port}`;
  return url.toString();
}
