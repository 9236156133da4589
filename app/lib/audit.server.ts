import type { DbOrTx } from "~/lib/db.server";
import { schema } from "~/lib/db.server";

/** Who made a change (the signed-in administrator). */
export interface AuditActor {
  id: string;
  email: string;
}

/**
 * Entities the change history knows. `cruise_price` and `attraction` can be undone (their
 * `before` is the whole row as the admin API shows it, so an undone delete re-creates it); any
 * other entity is shown read-only, so other features may add their own names.
 */
export type AuditEntity = "cruise_price" | "attraction" | "event_booking" | (string & {});

/** One audit row, written with the caller's transaction handle (same transaction as the change). */
export async function writeAudit(
  tx: DbOrTx,
  actor: AuditActor,
  entry: { entity: AuditEntity; entityId: string | number; action: "update" | "create" | "delete" | "revert" | (string & {}); before: unknown; after: unknown },
) {
  const [row] = await tx
    .insert(schema.auditLog)
    .values({
      actorId: actor.id,
      actorEmail: actor.email,
      entity: entry.entity,
      entityId: String(entry.entityId),
      action: entry.action,
      before: entry.before ?? null,
      after: entry.after ?? null,
    })
    .returning({ id: schema.auditLog.id });
  return row!.id;
}
