/** One page of a table's rows for the panel's lists (enquiries, change history, subscribers). */
import { count, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { getDb } from "./db.server";

/** The rows of `table` matching `where` on page `page` (from 1) in `order`, and how many match in all. */
export async function pageOf<T extends PgTable>(
  table: T,
  where: SQL | undefined,
  order: Array<SQL | AnyPgColumn>,
  page: number,
  pageSize: number,
): Promise<{ rows: T["$inferSelect"][]; total: number }> {
  const db = getDb();
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: count() })
      .from(table as PgTable)
      .where(where),
  ]);
  return { rows: rows as T["$inferSelect"][], total };
}
