/**
 * Typed raw SQL. Some statements are clearer in SQL than in the query builder (an upsert
 * with a window, a claim with SKIP LOCKED, a CTE that writes two tables); these helpers keep
 * them tied to db/schema.ts:
 *
 * - `names(table)` gives each column's name as an SQL identifier, so a query says
 *   `${c.windowStart}` instead of `window_start`, and renaming a column in the schema
 *   renames it in the query (or fails to compile);
 * - `rawRows(db, shape, query)` runs the query and returns its rows typed and decoded by the
 *   schema's columns (`{ count: t.count }` gives `{ count: number }[]`, timestamps as Date);
 *   the query's output list is written as `${out}`, rendered from the same shape.
 *
 * Nothing else in the code reads `.rows` of a raw result.
 */
import { Column, getTableColumns, is, sql, type SQL, type Table } from "drizzle-orm";
import type { DbOrTx } from "./db.server";

/** Every column of a table as an unqualified identifier (usable in SET, INSERT lists and RETURNING). */
type Identifier = ReturnType<typeof sql.identifier>;

export function names<T extends Table>(table: T): { [K in keyof T["_"]["columns"]]: Identifier } {
  const out: Record<string, Identifier> = {};
  for (const [key, column] of Object.entries(getTableColumns(table)))
    out[key] = sql.identifier(column.name);
  return out as { [K in keyof T["_"]["columns"]]: Identifier };
}

/** Decodes a computed output (a count, an expression) that is no column of the schema. */
export interface Decoder<T> {
  mapFromDriverValue(value: unknown): T;
}
export const asNumber: Decoder<number> = { mapFromDriverValue: (value) => Number(value) };

type Shape = Record<string, Column | Decoder<unknown>>;
type ValueOf<C> = C extends Column
  ? C["_"]["notNull"] extends true
    ? C["_"]["data"]
    : C["_"]["data"] | null
  : C extends Decoder<infer T>
    ? T
    : never;
export type RowOf<S extends Shape> = { [K in keyof S]: ValueOf<S[K]> };

/**
 * Runs `query(out)` and returns its rows, typed and decoded by `shape`. `out` renders the
 * output list `"column_name" as "key", ...` of the shape's columns for a SELECT or RETURNING
 * clause; a computed output (a Decoder) is written by the query itself, aliased to its key.
 */
export async function rawRows<S extends Shape>(
  db: DbOrTx,
  shape: S,
  query: (out: SQL) => SQL,
): Promise<RowOf<S>[]> {
  const entries = Object.entries(shape);
  const out = sql.join(
    entries.flatMap(([key, column]) =>
      isColumn(column) ? [sql`${sql.identifier(column.name)} as ${sql.identifier(key)}`] : [],
    ),
    sql`, `,
  );
  const result: { rows: Record<string, unknown>[] } = await db.execute(query(out));
  return result.rows.map((raw) => {
    const row: Record<string, unknown> = {};
    for (const [key, column] of entries) {
      const value = raw[key];
      row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return row as RowOf<S>;
  });
}

function isColumn(value: Column | Decoder<unknown>): value is Column {
  return is(value, Column);
}
