/** Test helpers for the change history (imported only by *.test.ts). */
import { getDb, schema } from "~/lib/db.server";

/** The id of the latest audit row of `entity`. */
export async function lastAuditId(entity: string): Promise<number> {
  const rows = await getDb().select().from(schema.auditLog);
  return rows.filter((r) => r.entity === entity).sort((a, b) => b.id - a.id)[0]!.id;
}
