import { sql } from "drizzle-orm";
import { getDb } from "~/lib/db.server";

const rowsOf = (r: unknown): unknown[] => (r as { rows?: unknown[] }).rows ?? (r as unknown[]);

/**
 * Every value of every row of every table of the app's database, as one text: what a copy of
 * the database gives away. Tests search it for a secret or a person's address.
 */
export async function wholeDatabase(): Promise<string> {
  const tables = rowsOf(
    await getDb().execute(
      sql.raw(
        `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
      ),
    ),
  ) as Array<{ table_name: string }>;
  let all = "";
  for (const t of tables)
    all += `\n${t.table_name}: ${JSON.stringify(rowsOf(await getDb().execute(sql.raw(`select * from "${t.table_name}"`))))}`;
  return all;
}
