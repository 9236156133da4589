import { afterAll, beforeAll } from "vitest";
import { startSmtpSink } from "../../support/smtp-sink";
import {
  createPgDatabase,
  PORTS,
  removeDir,
  startServer,
  tempDir,
  type RunningServer,
} from "./harness";

type Sink = Awaited<ReturnType<typeof startSmtpSink>>;
type ScratchDb = Awaited<ReturnType<typeof createPgDatabase>>;

/** Two production servers on one scratch PostgreSQL, as `twoServersOnOnePostgres` starts them. */
export interface TwoServers {
  a: RunningServer;
  b: RunningServer;
  db: ScratchDb;
  /** The SMTP sink both send to, when asked for. */
  smtp: Sink;
  /** A's and B's data folders (a test that restarts one reuses its folder). */
  dirs: [string, string];
}

/**
 * Starts servers A and B together on one fresh PostgreSQL database before the file's tests
 * (migrations run under an advisory lock, the administrator is created once), with the rate
 * limits on or off and, with `smtp`, one SMTP sink for both; stops them, drops the database and
 * removes their folders after. The answer's fields are filled once the servers are up; a test
 * that restarts a server puts the new one in its place, so it is the one stopped after.
 */
export function twoServersOnOnePostgres(
  name: string,
  opts: { rateLimits: "on" | "off"; smtp?: boolean },
): TwoServers {
  const servers = {} as TwoServers;
  const dirs: [string, string] = [tempDir(`${name}-a`), tempDir(`${name}-b`)];
  servers.dirs = dirs;
  beforeAll(async () => {
    servers.db = await createPgDatabase();
    if (opts.smtp) servers.smtp = await startSmtpSink(0);
    const common = {
      databaseUrl: servers.db.url,
      smtpUrl: opts.smtp ? servers.smtp.url : undefined,
      env: { TRUST_PROXY: "loopback", RATE_LIMITS: opts.rateLimits, LOG_LEVEL: "error" },
    };
    const started = await Promise.allSettled([
      startServer({ ...common, port: PORTS.a, dataDir: dirs[0] }),
      startServer({ ...common, port: PORTS.b, dataDir: dirs[1] }),
    ]);
    for (const s of started) {
      if (s.status !== "fulfilled") continue;
      if (s.value.port === PORTS.a) servers.a = s.value;
      else servers.b = s.value;
    }
    const failed = started.find((s) => s.status === "rejected");
    if (failed) throw (failed as PromiseRejectedResult).reason;
  });
  afterAll(async () => {
    await Promise.all([servers.a?.stop(), servers.b?.stop()]);
    await servers.smtp?.close();
    await servers.db?.drop();
    dirs.forEach(removeDir);
  });
  return servers;
}

/** A fresh client address per call (`10.<block>.x.y`), so per-IP limits start from zero. */
export function ipSequence(block: number): () => string {
  let n = 0;
  return () => `10.${block}.${Math.floor(++n / 250)}.${(n % 250) + 1}`;
}
