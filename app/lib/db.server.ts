import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, renameSync, rmdirSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "../../db/schema";
import type { Env } from "./env.server";

export { schema };
export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle has the same query API as the database. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: "postgres" | "pglite";
  /** Cheap liveness query; throws when the database is unreachable. */
  ping(): Promise<void>;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** Arbitrary constant so concurrent starts on one PostgreSQL migrate one at a time. */
const MIGRATION_LOCK_ID = 726_351_001;

/**
 * The embedded database's memory (decision 460). PGlite zeroes its whole shared memory at start,
 * so every megabyte of it stays in the process: its default 128 MB of shared buffers took the
 * process near 250 MB, 16 MB takes about 30 MB of WebAssembly memory. 4 MB saved 14 MB more but
 * made bulk writes (a migration, a newsletter send) about a quarter slower, so 16 MB stays. One
 * connection (PGlite runs Postgres single-user), so no room for a hundred and no WAL senders;
 * the write-ahead log's buffers as 16 MB of shared buffers give them.
 *
 * Photo bytes (bytea, in 256 KB pieces, decision 442) pass as they are: a parameter that is a
 * byte array goes in binary (its own serialiser built a JavaScript array and a string per byte,
 * decision 269); an answer's hex text is decoded by Node in one call (its own parser called
 * `parseInt` on each pair: millions of short strings and several seconds for a 13 MB upload read
 * back).
 */
/** A byte array handed to the protocol as it is (PGlite's type says a serialiser answers text; its Bind writer sends a byte array in binary). */
const binaryBytea = ((bytes: Uint8Array) => bytes) as unknown as (value: unknown) => string;
const PGLITE_OPTIONS = {
  startParams: [
    ...PGlite.defaultStartParams,
    ...["-c", "shared_buffers=16MB", "-c", "wal_buffers=512kB"],
    ...["-c", "max_connections=4", "-c", "max_wal_senders=0"],
  ],
  serializers: { 17: binaryBytea },
  parsers: { 17: (hex: string) => Buffer.from(hex.slice(2), "hex") },
};

/**
 * Creates a new PGlite data directory in a short-lived child process. Creating one (initdb)
 * takes about 500 MB, which a process does not give back to the system afterwards; done in the
 * server's own process, the embedded database's first start left the server at 530-750 MB for
 * its whole life instead of about 250.
 */
function initPgliteDir(dir: string) {
  if (readdirSync(dir).length > 0) {
    throw new Error(
      `${dir} holds files but no PostgreSQL database (no PG_VERSION): move it away, or restore it from a backup`,
    );
  }
  // Created beside the directory and renamed into place, so an interrupted start never leaves
  // a half-written directory that looks complete.
  const temp = `${dir}.init-${process.pid}`;
  rmSync(temp, { recursive: true, force: true });
  const script = `import { PGlite } from "@electric-sql/pglite";
const db = await PGlite.create(process.argv[1]);
await db.close();`;
  try {
    execFileSync(process.execPath, ["--input-type=module", "-e", script, temp], {
      // Resolve the package from this module's location, whatever the server's working directory.
      cwd: path.dirname(fileURLToPath(import.meta.url)),
      stdio: ["ignore", "ignore", "inherit"],
      timeout: 120_000,
    });
    rmdirSync(dir);
    renameSync(temp, dir);
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}

/**
 * `poolMax` and `migrationsDir` come from the validated environment (DB_POOL_MAX,
 * MIGRATIONS_DIR) at start; tests and scripts take the defaults.
 */
export function createDatabase(opts: {
  url?: string;
  dataDir: string;
  memory?: boolean;
  poolMax?: number;
  migrationsDir?: string;
}): Database {
  const migrationsFolder = path.resolve(opts.migrationsDir ?? "db/migrations");
  if (opts.url) {
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: opts.poolMax ?? 10,
      connectionTimeoutMillis: 3000,
      idleTimeoutMillis: 30_000,
    });
    // An idle client losing its connection must not crash the process.
    pool.on("error", () => {});
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: "postgres",
      async ping() {
        await pool.query("select 1");
      },
      async migrate() {
        const client = await pool.connect();
        try {
          await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
        } finally {
          await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
          client.release();
        }
      },
      async close() {
        await pool.end();
      },
    };
  }

  let client: PGlite;
  if (opts.memory) client = new PGlite(PGLITE_OPTIONS);
  else {
    const dir = path.join(opts.dataDir, "pglite");
    mkdirSync(dir, { recursive: true });
    if (!existsSync(path.join(dir, "PG_VERSION"))) initPgliteDir(dir);
    client = new PGlite(dir, PGLITE_OPTIONS);
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: "pglite",
    async ping() {
      await client.query("select 1");
    },
    async migrate() {
      await migratePglite(db as never, { migrationsFolder });
    },
    async close() {
      if (closed) return;
      closed = true;
      await client.query("CHECKPOINT").catch(() => {});
      await client.close();
    },
  };
}

/** The database the validated environment describes (DATABASE_URL, DATA_DIR, DB_POOL_MAX, MIGRATIONS_DIR). */
export function databaseOptions(
  env: Pick<Env, "DATABASE_URL" | "DATA_DIR" | "DB_POOL_MAX" | "MIGRATIONS_DIR">,
) {
  return {
    url: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolMax: env.DB_POOL_MAX,
    migrationsDir: env.MIGRATIONS_DIR,
  };
}

let current: Database | undefined;

export function setDatabase(database: Database | undefined) {
  current = database;
}

export function getDatabase(): Database {
  if (!current) throw new Error("Database not initialised: call setDatabase() at start-up");
  return current;
}

export function getDb(): Db {
  return getDatabase().db;
}

/** True when an error means the database could not be reached (not a query bug). */
export function isDbUnavailable(err: unknown): boolean {
  const e = err as { code?: string; message?: string; cause?: unknown } | undefined;
  if (!e) return false;
  const codes = [
    "ECONNREFUSED",
    "ECONNRESET",
    "ETIMEDOUT",
    "ENOTFOUND",
    "57P01",
    "57P03",
    "08006",
    "08001",
    "08003",
  ];
  if (e.code && codes.includes(e.code)) return true;
  if (
    e.message &&
    /connect(ion)? (terminated|timeout|refused)|Connection terminated|timeout exceeded when trying to connect/i.test(
      e.message,
    )
  )
    return true;
  return e.cause ? isDbUnavailable(e.cause) : false;
}
