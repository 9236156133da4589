import type { SQL } from "drizzle-orm";
import type { DbOrTx, Tx } from "~/lib/db.server";
import { schema } from "~/lib/db.server";

/** Who made a change (the signed-in administrator). */
export interface AuditActor {
  id: string;
  email: string;
}

/**
 * Entities the change history knows. Those whose feature registered an undo (`registerUndo`)
 * can be undone; any other entity is shown read-only, so features may add their own names.
 */
export type AuditEntity = "cruise_price" | "attraction" | "event_booking" | (string & {});

/** One audit row, written with the caller's transaction handle (same transaction as the change); a null actor is the system (a scheduler). */
export async function writeAudit(
  tx: DbOrTx,
  actor: AuditActor | null,
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
      actorId: actor?.id ?? null,
      actorEmail: actor?.email ?? null,
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
 * The end of a removal (a deletion, a withdrawal) in its transaction: false when nothing was
 * there (`before` undefined), else its audit row, `before` as it was and nothing after, and true.
 */
export async function auditRemoval(
  tx: DbOrTx,
  actor: AuditActor | null,
  entry: { entity: AuditEntity; entityId: string | number; action?: string; before: unknown },
): Promise<boolean> {
  if (entry.before === undefined) return false;
  await writeAudit(tx, actor, { action: "delete", ...entry, after: null });
  return true;
}

/**
 * How an entity's change is undone (decision 260). Snapshots are the objects its audit rows keep
 * as `before` / `after`; `patch` holds dotted paths into that object (`company.nip`), see the
 * change history's `applyPatch`. The change history plans the undo (which fields, a creation
 * deleted, a deletion restored) and calls these inside its transaction.
 */
export interface RevertTarget {
  /** Sets the patch's fields on the row; answers the row's snapshots before and after, or null when it is gone. */
  update(
    tx: Tx,
    entityId: string,
    patch: Record<string, unknown>,
  ): Promise<{ before: unknown; after: unknown } | null>;
  /** Undoes a creation: deletes the row and answers its snapshot, or null when it is gone. */
  remove?(tx: Tx, entityId: string): Promise<unknown>;
  /** Undoes a deletion: re-creates the row from its snapshot with the same id, or "exists". */
  restore?(tx: Tx, entityId: string, snapshot: unknown): Promise<unknown>;
}

/**
 * An entity that undoes itself whole from the entry's snapshots (decision 251): the feature puts
 * back an audit row's `before` inside the change history's transaction.
 */
export type AuditReverter = (
  tx: DbOrTx,
  entry: { entityId: string; action: string; before: unknown; after: unknown },
) => Promise<
  | { ok: true; before: unknown; after: unknown }
  | { ok: false; reason: "not_revertible" | "gone" | "conflict" }
>;

/**
 * How one entity is undone: row by row through a `target` (the change history plans it), or
 * whole by the feature's own `revert`. `afterCommit` runs once an undo of the entity has committed
 * (a feature that keeps its data in memory reads it again).
 */
export type EntityUndo = ({ target: RevertTarget } | { revert: AuditReverter }) & {
  afterCommit?: () => void;
};

/** The one undo registry (decision 390): entity name → how its changes are undone. */
const undos = new Map<string, EntityUndo>();

/**
 * Makes an entity's changes undoable from the change history. Each feature registers the
 * entities it writes from the server module that writes them, when that module loads (every
 * route module, and so every feature, is loaded when the server starts).
 */
export function registerUndo(entity: string, undo: EntityUndo): void {
  undos.set(entity, undo);
}

/** How the entity's changes are undone, or undefined when they cannot be. */
export function undoOf(entity: string): EntityUndo | undefined {
  return undos.get(entity);
}

/** Every entity with a registered undo (for the tests that check each feature registered its own). */
export function undoableEntities(): string[] {
  return [...undos.keys()].sort();
}

/**
 * The fields an update changed, with their earlier values, set on the row as it is now: a later
 * change of another field stays (decision 260). An undo of only some fields gets an entry without
 * the others (decision 313).
 */
export function changedBack<T extends object>(
  now: T,
  entry: { before: unknown; after: unknown },
): T {
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  const back = Object.entries(before).filter(
    ([k, v]) => k !== "id" && JSON.stringify(v ?? null) !== JSON.stringify(after[k] ?? null),
  );
  return { ...now, ...Object.fromEntries(back) };
}

/**
 * Erasure of a person (decision 222): the audit rows `where` selects (built by the caller from
 * `schema.auditLog`'s columns) keep who did what and when, and lose their values. This module
 * stays the one writer of `audit_log` (decision 420). Answers how many rows were emptied.
 */
export async function erasePersonalData(tx: DbOrTx, where: SQL): Promise<number> {
  const rows = await tx
    .update(schema.auditLog)
    .set({ before: null, after: { personalDataErased: true } })
    .where(where)
    .returning({ id: schema.auditLog.id });
  return rows.length;
}
