/**
 * Scratch PostgreSQL databases, shared by the database tests (test-db.ts), the fault tests
 * (tests/faults/support/harness.ts) and the benchmarks (bench/): a fresh database per run on
 * a given server, dropped afterwards even while connections remain.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";

/** Runs one SQL query against a database URL (a connection of its own). */
export async function pgQuery<T = Record<string, unknown>>(
  url: string,
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(text, params)).rows as T[];
  } finally {
    await c.end();
  }
}

export interface ScratchDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** A new empty database `<prefix>_<time>_<random>` on the server that `serverUrl` connects to. */
export async function createScratchDatabase(
  serverUrl: string,
  prefix: string,
): Promise<ScratchDatabase> {
  const name = `${prefix}_${Date.now()}_${randomBytes(4).toString("hex")}`;
  await pgQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      await pgQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** True when the PostgreSQL server at `url` answers within two seconds. */
export async function postgresAnswers(url: string): Promise<boolean> {
  const c = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: 2000,
  });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}
