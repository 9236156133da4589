import { and, desc, eq, gt } from "drizzle-orm";
import { undoOf, writeAudit, type AuditActor, type AuditReverter } from "~/lib/audit.server";
import { pageOf } from "~/lib/paging.server";
import { getDb, schema } from "~/lib/db.server";
import { revertOf } from "./describe";
import {
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
/** Whether an entity's changes can be undone from the history (its feature registered how). */
const canRevert = (entity: string) => undoOf(entity) !== undefined;

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
  if (outcome.ok) undoOf(outcome.item.entity)?.afterCommit?.();
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
    const undo = undoOf(entry.entity);
    if (!undo || entry.action === "revert") return { ok: false, reason: "not_revertible" };
    const target = "target" in undo ? undo.target : null;
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
      const outcome = await (undo as { revert: AuditReverter }).revert(tx, {
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
