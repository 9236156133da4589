import { afterAll, beforeAll, describe } from "vitest";
import { createDatabase, setDatabase, type Database } from "~/lib/db.server";
import { createScratchDatabase } from "./postgres";

export type DbKind = "pglite" | "postgres";

/** A fresh, migrated database: in-memory PGlite, or a new database on TEST_DATABASE_URL's server. */
export async function createTestDatabase(
  kind: DbKind,
): Promise<Database & { drop(): Promise<void> }> {
  if (kind === "pglite") {
    const database = createDatabase({ dataDir: "", memory: true });
    await database.migrate();
    return { ...database, drop: () => database.close() };
  }
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error("TEST_DATABASE_URL is not set");
  const scratch = await createScratchDatabase(baseUrl, "test");
  const database = createDatabase({ url: scratch.url, dataDir: "" });
  await database.migrate();
  return {
    ...database,
    async drop() {
      await database.close();
      await scratch.drop();
    },
  };
}

/** Database kinds this run covers: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const DB_KINDS: DbKind[] = process.env.TEST_DATABASE_URL
  ? ["pglite", "postgres"]
  : ["pglite"];

/**
 * Runs a suite once per database kind with a fresh migrated database installed as the app's
 * database. Without TEST_DATABASE_URL the PostgreSQL variant is reported as skipped.
 */
export function describeEachDb(
  name: string,
  body: (ctx: { db: () => Database; kind: DbKind }) => void,
) {
  for (const kind of ["pglite", "postgres"] as const) {
    if (kind === "postgres" && !process.env.TEST_DATABASE_URL) {
      describe.skip(`${name} [postgres: skipped, TEST_DATABASE_URL not set]`, () =>
        body({ db: () => undefined as never, kind }));
      continue;
    }
    describe(`${name} [${kind}]`, () => {
      let database: Awaited<ReturnType<typeof createTestDatabase>>;
      beforeAll(async () => {
        database = await createTestDatabase(kind);
        setDatabase(database);
      });
      afterAll(async () => {
        setDatabase(undefined);
        await database?.drop();
      });
      body({ db: () => database, kind });
    });
  }
}
