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
  entry: {
    entity: AuditEntity;
    entityId: string | number;
    action: "update" | "create" | "delete" | "revert" | (string & {});
    before: unknown;
    after: unknown;
  },
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

/**
 * Undo for an entity owned by another feature (docs/decisions/251): the feature registers how
 * to put back an audit row's `before` (inside the change history's transaction), and the
 * change history offers "Undo" for that entity. Registered once at start (server/startup.ts).
 */
export type AuditReverter = (
  tx: DbOrTx,
  entry: { entityId: string; action: string; before: unknown; after: unknown },
) => Promise<
  | { ok: true; before: unknown; after: unknown }
  | { ok: false; reason: "not_revertible" | "gone" | "conflict" }
>;

const reverters = new Map<string, AuditReverter>();
const afterReverts = new Map<string, () => void>();

/**
 * `afterCommit` runs once an undo of the entity has committed (a feature that keeps its data in
 * memory reads it again).
 */
export function registerAuditReverter(
  entity: string,
  revert: AuditReverter,
  afterCommit?: () => void,
) {
  reverters.set(entity, revert);
  if (afterCommit) afterReverts.set(entity, afterCommit);
}

export function auditReverter(entity: string): AuditReverter | undefined {
  return reverters.get(entity);
}

/** What runs after an undo of the entity committed, if its feature registered anything. */
export function afterAuditRevert(entity: string): (() => void) | undefined {
  return afterReverts.get(entity);
}
