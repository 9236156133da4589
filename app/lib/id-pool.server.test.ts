import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { createTestDatabase, describeEachDb } from "../../tests/support/test-db";
import { getDatabase, getDb, schema, setDatabase } from "./db.server";
import { createIdPool } from "./id-pool.server";

describeEachDb("createIdPool", ({ kind }) => {
  it("hands out distinct ids from the column's sequence, in blocks, that never collide with default inserts", async () => {
    const nextId = createIdPool(schema.newsletterSubscribers.id, 4);
    const ids = await Promise.all(Array.from({ length: 10 }, () => nextId()));
    expect(new Set(ids).size).toBe(10);
    // Rows inserted with the column default take later values of the same sequence.
    const result = await getDb().execute<{ id: number }>(sql`
      insert into newsletter_subscribers (name, email, region, consent_at, consent_version)
      values ('Pool Test', ${`pool-${kind}@example.com`}, 'warsaw', now(), 'test') returning id`);
    const defaultId = Number((result as unknown as { rows: Array<{ id: number }> }).rows[0]!.id);
    expect(ids).not.toContain(defaultId);
    expect(defaultId).toBeGreaterThan(Math.max(...ids));
  });

  it("keeps one pool per database: ids taken from one database are never handed out for another", async () => {
    const nextId = createIdPool(schema.newsletterSubscribers.id, 50);
    const first = await nextId();
    const original = getDatabase();
    const other = await createTestDatabase(kind);
    try {
      setDatabase(other);
      const fromOther = await nextId();
      expect(fromOther).toBe(1); // a fresh sequence, not the rest of the first database's block
    } finally {
      setDatabase(original);
      await other.drop();
    }
    expect(await nextId()).toBe(first + 1);
  });
});
