import type { DbOrTx } from "~/lib/db.server";
import { schema } from "~/lib/db.server";
import type { AdminUser } from "~/lib/api-shapes";

/** One audit row, written with the caller's transaction handle (same transaction as the change). */
export async function writeAudit(
  tx: DbOrTx,
  actor: AdminUser,
  entry: { entity: "cruise_price" | "attraction" | "newsletter_subscriber"; entityId: string | number; action: "update" | "create" | "delete" | "erase"; before: unknown; after: unknown },
) {
  await tx.insert(schema.auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    entity: entry.entity,
    entityId: String(entry.entityId),
    action: entry.action,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
