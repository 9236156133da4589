import { sql } from "drizzle-orm";
import { getDatabase, type Database } from "./db.server";

/**
 * Hands out values of a table's serial sequence, fetched in blocks of `block` with one query.
 * A caller that needs a row's id before inserting it (to sign something with it in the same
 * statement) gets one without a round trip of its own. Values come from the same sequence the
 * column's default uses, so rows inserted either way never collide; values taken and not used
 * leave gaps, as rolled-back inserts do. One pool per database handle: tests swap databases.
 */
export function createIdPool(table: string, column: string, block = 64): () => Promise<number> {
  const pools = new WeakMap<Database, { ids: number[]; refilling?: Promise<void> }>();

  async function refill(database: Database, pool: { ids: number[] }) {
    const result = await database.db.execute<{ id: number }>(
      sql`select nextval(pg_get_serial_sequence(${table}, ${column}))::int as id from generate_series(1, ${block})`,
    );
    pool.ids.push(...(result as unknown as { rows: Array<{ id: number }> }).rows.map((r) => Number(r.id)));
  }

  return async function nextId() {
    const database = getDatabase();
    let pool = pools.get(database);
    if (!pool) pools.set(database, (pool = { ids: [] }));
    while (pool.ids.length === 0) {
      const p = pool;
      p.refilling ??= refill(database, p).finally(() => (p.refilling = undefined));
      await p.refilling;
    }
    return pool.ids.shift()!;
  };
}
