import { afterAll, afterEach, beforeAll, expect } from "vitest";
import { startSmtpSink } from "../../support/smtp-sink";
import {
  createPgDatabase,
  PORTS,
  postgresAvailable,
  removeDir,
  signIn,
  startServer,
  tempDir,
  type RunningServer,
  type ServerOptions,
} from "./harness";

/**
 * The servers a fault test starts and the clean-ups it registers: servers are killed after
 * each test, clean-ups (databases, folders, sinks, proxies) run once after the file, last
 * registered first.
 */
export function faultLifecycle() {
  const running: RunningServer[] = [];
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const s of running.splice(0)) await s.kill();
  });
  afterAll(async () => {
    for (const c of cleanups.splice(0).reverse()) await c();
  });
  return { running, cleanups };
}

/**
 * What a kill -9 test needs before its first server: an SMTP sink, a scratch PostgreSQL
 * database and a data folder, each cleaned up after the file, and the options that start a
 * server on them (port A, rate limits off) again and again on the same data.
 */
export async function crashScratch(cleanups: Array<() => Promise<void> | void>, name: string) {
  const smtp = await startSmtpSink(0);
  cleanups.push(() => smtp.close());
  const db = await createPgDatabase();
  cleanups.push(db.drop);
  const dataDir = tempDir(name);
  cleanups.push(() => removeDir(dataDir));
  const opts = {
    port: PORTS.a,
    dataDir,
    databaseUrl: db.url,
    smtpUrl: smtp.url,
    env: { RATE_LIMITS: "off" },
  };
  return { smtp, db, dataDir, opts };
}

export type Database = "PGlite" | "PostgreSQL";

/** The databases a suite runs on, for `describe.each`: PGlite always, PostgreSQL when one answers. */
export async function bothDatabases(): Promise<Array<{ db: Database; skip: boolean }>> {
  const pgUp = await postgresAvailable();
  return [
    { db: "PGlite", skip: false },
    { db: "PostgreSQL", skip: !pgUp },
  ];
}

/**
 * Where one server keeps its data: a fresh folder and, on PostgreSQL, a scratch database (no
 * URL on PGlite, which lives in the folder), both cleaned up after the file.
 */
export async function scratchStore(
  cleanups: Array<() => Promise<void> | void>,
  name: string,
  db: Database,
): Promise<{ dataDir: string; databaseUrl: string | undefined }> {
  const dataDir = tempDir(name);
  cleanups.push(() => removeDir(dataDir));
  if (db === "PGlite") return { dataDir, databaseUrl: undefined };
  const scratch = await createPgDatabase();
  cleanups.push(() => scratch.drop());
  return { dataDir, databaseUrl: scratch.url };
}

/**
 * One server for the whole file on port A, in a fresh data folder: started before the tests
 * (with the options `options` gives then) and the administrator signed in unless `signIn` is
 * false; stopped and its folder removed after them.
 */
export function serverForFile(
  name: string,
  options: () =>
    | Promise<Omit<ServerOptions, "port" | "dataDir">>
    | Omit<ServerOptions, "port" | "dataDir"> = () => ({}),
  { signIn: withAdmin = true } = {},
) {
  const file = { server: undefined as unknown as RunningServer, adminCookie: "", dataDir: "" };
  beforeAll(async () => {
    file.dataDir = tempDir(name);
    file.server = await startServer({ port: PORTS.a, dataDir: file.dataDir, ...(await options()) });
    if (!withAdmin) return;
    const admin = await signIn(file.server.url);
    expect(admin.status).toBe(200);
    file.adminCookie = admin.cookie;
  });
  afterAll(async () => {
    await file.server?.stop();
    removeDir(file.dataDir);
  });
  return file;
}
