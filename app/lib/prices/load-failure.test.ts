import { afterAll, beforeAll, expect, it } from "vitest";
import { createDatabase, setDatabase, type Database } from "~/lib/db.server";
import { loadPricesForPage } from "./prices.server";

let database: Database;
beforeAll(() => {
  // A PostgreSQL URL nothing listens on: the page must still render, without prices.
  database = createDatabase({ url: "postgres://nobody@127.0.0.1:9/none", dataDir: "" });
  setDatabase(database);
});
afterAll(async () => {
  setDatabase(undefined);
  await database.close();
});

it("resolves { ok: false } instead of throwing when the database is unreachable", async () => {
  await expect(loadPricesForPage()).resolves.toEqual({ ok: false });
});
