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
import {
  applyPatch,
  changedPaths,
  fieldPaths,
  laterConflict,
  revertFieldsOf,
  revertPatch,
  undoFields,
  withoutPaths,
} from "./revert-plan";
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

/** An undo row as the entry it undid sees it: its id, and the fields it set back (null: all). */
interface UndoRow {
  id: number;
  fields: string[] | null;
}

/**
 * How far an entry is undone: wholly (by the last undo row), in part (the fields set back so far)
 * or not at all. An update undone field by field is wholly undone once every field is back.
 */
function undoState(
  entry: { action: string; before: unknown; after: unknown },
  undos: readonly UndoRow[],
): { revertedBy: number | null; partlyRevertedBy: number[]; undoneFields: string[] } {
  if (undos.length === 0) return { revertedBy: null, partlyRevertedBy: [], undoneFields: [] };
  const last = Math.max(...undos.map((u) => u.id));
  const whole = undos.find((u) => u.fields === null);
  if (whole) return { revertedBy: whole.id, partlyRevertedBy: [], undoneFields: [] };
  const done = new Set(undos.flatMap((u) => u.fields ?? []));
  const fields = undoFields(entry.before, entry.after);
  if (fields.every((f) => done.has(f)))
    return { revertedBy: last, partlyRevertedBy: [], undoneFields: [] };
  return {
    revertedBy: null,
    partlyRevertedBy: undos.map((u) => u.id).sort((a, b) => a - b),
    undoneFields: fields.filter((f) => done.has(f)),
  };
}

function toItem(r: typeof log.$inferSelect, undos: ReadonlyMap<string, UndoRow[]>): AuditItem {
  const state = undoState(
    { action: r.action, before: r.before, after: r.after },
    undos.get(String(r.id)) ?? [],
  );
  return {
    id: r.id,
    at: r.createdAt.toISOString(),
    actorEmail: r.actorEmail,
    entity: r.entity,
    entityId: r.entityId,
    action: r.action,
    before: r.before ?? null,
    after: r.after ?? null,
    revertible: canRevert(r.entity) && r.action !== "revert" && state.revertedBy === null,
    ...state,
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
  // Which of these rows were already undone, wholly or in part (a revert row names the row it
  // undid, and the fields when only some).
  const reverts = await db
    .select({ id: log.id, after: log.after })
    .from(log)
    .where(eq(log.action, "revert"));
  const undos = new Map<string, UndoRow[]>();
  for (const r of reverts) {
    const of = (r.after as { revertOf?: unknown } | null)?.revertOf;
    if (of === undefined) continue;
    const list = undos.get(String(of)) ?? [];
    list.push({ id: r.id, fields: revertFieldsOf(r.after) });
    undos.set(String(of), list);
  }
  return {
    items: rows.map((r) => toItem(r, undos)),
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
  | { ok: false; reason: "later_change"; laterEntry: number; fields: string[] }
  /** `fields` that cannot be chosen (decision 313): not among the entry's fields, or already set back. */
  | {
      ok: false;
      reason: "bad_fields";
      problem: "whole_only" | "unknown" | "already_undone";
      fields: string[];
    };

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
 * Undoes one change (decisions 260, 313): an update sets back only the fields that entry changed
 * (or only `fields`, some of them: dotted paths of `undoFields`), and answers "later_change"
 * naming the first later entry of the same row that changed one of them; a delete brings the row
 * back with its id, a create is deleted. Recorded as a "revert" audit row naming the row it undid
 * (`revertOf`) and, when it set back only some fields, which (`revertFields`). Each field can be
 * undone once: after a partial undo the entry can be undone again for the fields left.
 */
export async function revertAudit(
  actor: AuditActor,
  id: number,
  fields?: readonly string[],
): Promise<RevertOutcome> {
  const outcome = await revertInTransaction(actor, id, fields);
  // Data kept in memory (page copy, the site's settings): read again now the undo is committed.
  if (outcome.ok) afterAuditRevert(outcome.item.entity)?.();
  return outcome;
}

function revertInTransaction(
  actor: AuditActor,
  id: number,
  wanted: readonly string[] | undefined,
): Promise<RevertOutcome> {
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
    const undos = sameRow
      .filter((r) => r.action === "revert" && revertOf(r.after) === entry.id)
      .map((r) => ({ id: r.id, fields: revertFieldsOf(r.after) }));
    const state = undoState(entry, undos);
    if (state.revertedBy !== null) return { ok: false, reason: "already_reverted" };

    // Which fields this undo sets back: those asked for, else every field not set back yet.
    const all = undoFields(entry.before, entry.after);
    const done = new Set(state.undoneFields);
    let chosen = all.filter((f) => !done.has(f));
    if (wanted !== undefined) {
      const asked = [...new Set(wanted)];
      const problem =
        entry.action !== "update"
          ? { problem: "whole_only" as const, fields: asked }
          : asked.some((f) => !all.includes(f))
            ? { problem: "unknown" as const, fields: asked.filter((f) => !all.includes(f)) }
            : asked.some((f) => done.has(f))
              ? { problem: "already_undone" as const, fields: asked.filter((f) => done.has(f)) }
              : null;
      if (problem) return { ok: false, reason: "bad_fields", ...problem };
      chosen = all.filter((f) => asked.includes(f));
    }
    const partial = entry.action === "update" && chosen.length < all.length;
    const paths = partial
      ? fieldPaths(chosen, entry.before, entry.after)
      : changedPaths(entry.before, entry.after);
    const later = laterConflict(entry.id, paths, sameRow);
    if (later) {
      const theirs = new Set(changedPaths(later.before, later.after));
      return {
        ok: false,
        reason: "later_change",
        laterEntry: later.id,
        fields: chosen.filter((f) =>
          fieldPaths([f], entry.before, entry.after).some((p) => theirs.has(p)),
        ),
      };
    }

    let before: unknown = null;
    let after: unknown = null;
    if (!target) {
      // An entity that undoes itself from the entry's snapshots: a partial undo hands it the
      // entry without the fields left as they are.
      const unchosen = partial ? all.filter((f) => !chosen.includes(f)) : [];
      const left = [...unchosen, ...fieldPaths(unchosen, entry.before, entry.after)];
      const outcome = await auditReverter(entry.entity)!(tx, {
        ...entry,
        before: withoutPaths(entry.before, left),
        after: withoutPaths(entry.after, left),
      });
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
      if (!entry.before || chosen.length === 0) return { ok: false, reason: "not_revertible" };
      const done = await target.update(
        tx,
        entry.entityId,
        revertPatch(entry.before, entry.after, chosen),
      );
      if (!done) return { ok: false, reason: "gone" };
      ({ before, after } = done);
    }
    const auditId = await writeAudit(tx, actor, {
      entity: entry.entity,
      entityId: entry.entityId,
      action: "revert",
      before,
      after: {
        ...(after as object | null),
        revertOf: entry.id,
        ...(partial ? { revertFields: chosen } : {}),
      },
    });
    const [row] = await tx.select().from(log).where(eq(log.id, auditId));
    return { ok: true, item: toItem(row!, new Map()) };
  });
}
