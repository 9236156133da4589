import { and, desc, eq, gt } from "drizzle-orm";
import {
  fromApiShape,
  toAdminAttraction,
  toApiShape,
  type AdminAttraction,
} from "~/lib/api-shapes";
import { afterAuditRevert, auditReverter, writeAudit, type AuditActor } from "~/lib/audit.server";
import { pageOf } from "~/lib/paging.server";
import { getDb, schema, type Tx } from "~/lib/db.server";
import { revertOf } from "./describe";
import { applyPatch, changedPaths, laterConflict, revertPatch } from "./revert-plan";
import type { AuditItem, AuditPage } from "./types";

export const AUDIT_PAGE_SIZE = 25;
/**
 * How an entity's change is undone (decision 260). Snapshots are the objects its audit rows keep
 * as `before` / `after`; `patch` holds dotted paths into that object (`company.nip`), see
 * `applyPatch`. A feature with audited changes registers its target from its own server module.
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

const targets = new Map<string, RevertTarget>();

/** Makes an entity's changes undoable from the change history. */
export function registerRevertTarget(entity: string, target: RevertTarget) {
  targets.set(entity, target);
}

function revertTarget(entity: string): RevertTarget | undefined {
  return targets.get(entity);
}

/**
 * Entities that undo themselves whole, registered by their feature with registerAuditReverter
 * at start (server/startup.ts): page copy (only the languages, or the list order, its entry
 * changed), the site's settings, notices and promotional events (decision 233) and photo slots
 * (decision 251).
 */
function selfReverting(entity: string) {
  return auditReverter(entity) !== undefined;
}

/** Whether an entity's changes can be undone from the history. */
const canRevert = (entity: string) => targets.has(entity) || selfReverting(entity);

const log = schema.auditLog;

function toItem(r: typeof log.$inferSelect, revertedBy: Map<string, number>): AuditItem {
  return {
    id: r.id,
    at: r.createdAt.toISOString(),
    actorEmail: r.actorEmail,
    entity: r.entity,
    entityId: r.entityId,
    action: r.action,
    before: r.before ?? null,
    after: r.after ?? null,
    revertible: canRevert(r.entity) && r.action !== "revert" && !revertedBy.has(String(r.id)),
    revertedBy: revertedBy.get(String(r.id)) ?? null,
  };
}

/** The change history, newest first, optionally of one entity. */
export async function listAudit(
  opts: { entity?: string; page: number },
  pageSize = AUDIT_PAGE_SIZE,
): Promise<AuditPage> {
  const db = getDb();
  const where = opts.entity ? eq(log.entity, opts.entity) : undefined;
  const [{ rows, total }, entities] = await Promise.all([
    pageOf(log, where, [desc(log.createdAt), desc(log.id)], opts.page, pageSize),
    db.selectDistinct({ entity: log.entity }).from(log).orderBy(log.entity),
  ]);
  // Which of these rows were already undone (a revert row names the row it undid).
  const reverts = await db
    .select({ id: log.id, after: log.after })
    .from(log)
    .where(eq(log.action, "revert"));
  const revertedBy = new Map<string, number>();
  for (const r of reverts) {
    const of = (r.after as { revertOf?: unknown } | null)?.revertOf;
    if (of !== undefined) revertedBy.set(String(of), r.id);
  }
  return {
    items: rows.map((r) => toItem(r, revertedBy)),
    total,
    page: opts.page,
    pageSize,
    entities: entities.map((e) => e.entity),
  };
}

export type RevertOutcome =
  | { ok: true; item: AuditItem }
  | {
      ok: false;
      reason: "not_found" | "not_revertible" | "already_reverted" | "gone" | "conflict";
    }
  | { ok: false; reason: "later_change"; laterEntry: number; fields: string[] };

/** An attraction as its audit rows keep it; older ones were written before the English fields. */
type AttractionSnapshot = Omit<AdminAttraction, EnglishField> &
  Partial<Pick<AdminAttraction, EnglishField>>;
type EnglishField = Extract<keyof AdminAttraction, `${string}_en`>;

/** A snapshot as the row's values: the English fields an older snapshot lacks are cleared. */
function attractionRow({ id: _id, ...snapshot }: AttractionSnapshot) {
  return fromApiShape({
    name_en: null,
    category_en: null,
    description_en: null,
    price_en: null,
    duration_en: null,
    location_en: null,
    ...snapshot,
  });
}

const priceTarget: RevertTarget = {
  async update(tx, entityId, patch) {
    const p = schema.cruisePrices;
    const id = Number(entityId);
    const [current] = await tx.select().from(p).where(eq(p.id, id)).for("update");
    if (!current) return null;
    const next = applyPatch(toApiShape(current), patch);
    const [row] = await tx
      .update(p)
      .set({
        price: Number(next.price),
        description: next.description,
        isActive: next.is_active,
        updatedAt: new Date(),
      })
      .where(eq(p.id, id))
      .returning();
    return { before: toApiShape(current), after: toApiShape(row!) };
  },
};

const attractionTarget: RevertTarget = {
  async update(tx, entityId, patch) {
    const a = schema.attractions;
    const id = Number(entityId);
    const [current] = await tx.select().from(a).where(eq(a.id, id)).for("update");
    if (!current) return null;
    const { id: _id, ...next } = applyPatch(toAdminAttraction(current), patch);
    const [row] = await tx
      .update(a)
      .set({ ...fromApiShape(next), updatedAt: new Date() })
      .where(eq(a.id, id))
      .returning();
    return {
      before: toAdminAttraction(current),
      after: toAdminAttraction(row!),
    };
  },
  async remove(tx, entityId) {
    const a = schema.attractions;
    const [row] = await tx
      .delete(a)
      .where(eq(a.id, Number(entityId)))
      .returning();
    return row ? toAdminAttraction(row) : null;
  },
  async restore(tx, entityId, snapshot) {
    const a = schema.attractions;
    const id = Number(entityId);
    const [current] = await tx.select({ id: a.id }).from(a).where(eq(a.id, id)).for("update");
    if (current) return "exists";
    const [row] = await tx
      .insert(a)
      .values({ ...attractionRow(snapshot as AttractionSnapshot), id })
      .returning();
    return toAdminAttraction(row!);
  },
};

registerRevertTarget("cruise_price", priceTarget);
registerRevertTarget("attraction", attractionTarget);

/**
 * Undoes one change (decision 260): an update sets back only the fields that entry changed, and
 * answers "later_change" naming the first later entry of the same row that changed one of them;
 * a delete brings the row back with its id, a create is deleted. Recorded as a "revert" audit row
 * naming the row it undid. Each change can be undone once.
 */
export async function revertAudit(actor: AuditActor, id: number): Promise<RevertOutcome> {
  const outcome = await revertInTransaction(actor, id);
  // Data kept in memory (page copy, the site's settings): read again now the undo is committed.
  if (outcome.ok) afterAuditRevert(outcome.item.entity)?.();
  return outcome;
}

function revertInTransaction(actor: AuditActor, id: number): Promise<RevertOutcome> {
  return getDb().transaction(async (tx): Promise<RevertOutcome> => {
    const [entry] = await tx.select().from(log).where(eq(log.id, id)).for("update");
    if (!entry) return { ok: false, reason: "not_found" };
    const target = revertTarget(entry.entity);
    if ((!target && !selfReverting(entry.entity)) || entry.action === "revert")
      return { ok: false, reason: "not_revertible" };
    const sameRow = await tx
      .select({
        id: log.id,
        action: log.action,
        before: log.before,
        after: log.after,
      })
      .from(log)
      .where(
        and(eq(log.entity, entry.entity), eq(log.entityId, entry.entityId), gt(log.id, entry.id)),
      );
    if (sameRow.some((r) => r.action === "revert" && revertOf(r.after) === entry.id))
      return { ok: false, reason: "already_reverted" };

    const paths = changedPaths(entry.before, entry.after);
    const later = laterConflict(entry.id, paths, sameRow);
    if (later) {
      const theirs = new Set(changedPaths(later.before, later.after));
      return {
        ok: false,
        reason: "later_change",
        laterEntry: later.id,
        fields: paths.filter((p) => theirs.has(p)),
      };
    }

    let before: unknown = null;
    let after: unknown = null;
    if (!target) {
      const outcome = await auditReverter(entry.entity)!(tx, entry);
      if (!outcome.ok) return outcome;
      ({ before, after } = outcome);
    } else if (entry.action === "create") {
      if (!target.remove) return { ok: false, reason: "not_revertible" };
      before = await target.remove(tx, entry.entityId);
      if (before === null) return { ok: false, reason: "gone" };
    } else if (entry.action === "delete") {
      if (!target.restore || !entry.before) return { ok: false, reason: "not_revertible" };
      const restored = await target.restore(tx, entry.entityId, entry.before);
      if (restored === "exists") return { ok: false, reason: "conflict" };
      after = restored;
    } else {
      if (!entry.before || paths.length === 0) return { ok: false, reason: "not_revertible" };
      const done = await target.update(tx, entry.entityId, revertPatch(entry.before, entry.after));
      if (!done) return { ok: false, reason: "gone" };
      ({ before, after } = done);
    }
    const auditId = await writeAudit(tx, actor, {
      entity: entry.entity,
      entityId: entry.entityId,
      action: "revert",
      before,
      after: { ...(after as object | null), revertOf: entry.id },
    });
    const [row] = await tx.select().from(log).where(eq(log.id, auditId));
    return { ok: true, item: toItem(row!, new Map()) };
  });
}
