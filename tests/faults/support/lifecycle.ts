import { afterAll, afterEach } from "vitest";
import { startSmtpSink } from "../../support/smtp-sink";
import { createPgDatabase, PORTS, removeDir, tempDir, type RunningServer } from "./harness";

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
