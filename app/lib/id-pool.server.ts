import { getTableName, sql, type Column } from "drizzle-orm";
import { getDatabase, type Database } from "./db.server";
import { rawRows } from "./sql.server";

/**
 * Hands out values of a table's serial sequence, fetched in blocks of `block` with one query.
 * A caller that needs a row's id before inserting it (to sign something with it in the same
 * statement) gets one without a round trip of its own. Values come from the same sequence the
 * column's default uses, so rows inserted either way never collide; values taken and not used
 * leave gaps, as rolled-back inserts do. One pool per database handle: tests swap databases.
 */
export function createIdPool(column: Column, block = 64): () => Promise<number> {
  const pools = new WeakMap<Database, { ids: number[]; refilling?: Promise<void> }>();

  async function refill(database: Database, pool: { ids: number[] }) {
    const rows = await rawRows(database.db, { id: column }, () => {
      const sequence = sql`pg_get_serial_sequence(${getTableName(column.table)}, ${column.name})`;
      return sql`select nextval(${sequence})::int as "id" from generate_series(1, ${block})`;
    });
    pool.ids.push(...rows.map((r) => Number(r.id)));
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
