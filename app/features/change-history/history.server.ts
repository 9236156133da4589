import { and, desc, eq } from "drizzle-orm";
import { fromApiShape, toAdminAttraction, type AdminAttraction } from "~/lib/api-shapes";
import { writeAudit, type AuditActor } from "~/lib/audit.server";
import { pageOf } from "~/lib/paging.server";
import { getDb, schema } from "~/lib/db.server";
import { SITE_DATA_ENTITIES, undoSiteData } from "~/lib/site-data/site-data.server";
import type { AuditItem, AuditPage } from "./types";

export const AUDIT_PAGE_SIZE = 25;
/** Entities whose changes can be undone. */
export const REVERTIBLE = new Set<string>(["cruise_price", "attraction", ...SITE_DATA_ENTITIES]);

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
    revertible: REVERTIBLE.has(r.entity) && r.action !== "revert" && !revertedBy.has(String(r.id)),
    revertedBy: revertedBy.get(String(r.id)) ?? null,
  };
}

/** The change history, newest first, optionally of one entity. */
export async function listAudit(opts: { entity?: string; page: number }, pageSize = AUDIT_PAGE_SIZE): Promise<AuditPage> {
  const db = getDb();
  const where = opts.entity ? eq(log.entity, opts.entity) : undefined;
  const [{ rows, total }, entities] = await Promise.all([
    pageOf(log, where, [desc(log.createdAt), desc(log.id)], opts.page, pageSize),
    db.selectDistinct({ entity: log.entity }).from(log).orderBy(log.entity),
  ]);
  // Which of these rows were already undone (a revert row names the row it undid).
  const reverts = await db.select({ id: log.id, after: log.after }).from(log).where(eq(log.action, "revert"));
  const revertedBy = new Map<string, number>();
  for (const r of reverts) {
    const of = (r.after as { revertOf?: unknown } | null)?.revertOf;
    if (of !== undefined) revertedBy.set(String(of), r.id);
  }
  return { items: rows.map((r) => toItem(r, revertedBy)), total, page: opts.page, pageSize, entities: entities.map((e) => e.entity) };
}

export type RevertOutcome = { ok: true; item: AuditItem } | { ok: false; reason: "not_found" | "not_revertible" | "already_reverted" | "gone" | "conflict" };

type PriceSnapshot = { price?: number; description?: string | null; is_active?: boolean };
/** An attraction as its audit rows keep it; older ones were written before the English fields. */
type AttractionSnapshot = Omit<AdminAttraction, EnglishField> & Partial<Pick<AdminAttraction, EnglishField>>;
type EnglishField = Extract<keyof AdminAttraction, `${string}_en`>;

/** A snapshot as the row's values: the English fields an older snapshot lacks are cleared. */
function attractionRow({ id: _id, ...snapshot }: AttractionSnapshot) {
  return fromApiShape({ name_en: null, category_en: null, description_en: null, price_en: null, duration_en: null, location_en: null, ...snapshot });
}

/**
 * Undoes one price or attraction change: restores `before` (an update goes back to the earlier
 * values, a delete brings the row back with its id, a create is deleted), recorded as a
 * "revert" audit row naming the row it undid. Each change can be undone once.
 */
export async function revertAudit(actor: AuditActor, id: number): Promise<RevertOutcome> {
  return getDb().transaction(async (tx): Promise<RevertOutcome> => {
    const [entry] = await tx.select().from(log).where(eq(log.id, id)).for("update");
    if (!entry) return { ok: false, reason: "not_found" };
    if (!REVERTIBLE.has(entry.entity) || entry.action === "revert") return { ok: false, reason: "not_revertible" };
    const reverts = await tx.select({ after: log.after }).from(log).where(and(eq(log.action, "revert"), eq(log.entityId, entry.entityId)));
    if (reverts.some((r) => (r.after as { revertOf?: unknown } | null)?.revertOf === entry.id)) return { ok: false, reason: "already_reverted" };

    const entityId = Number(entry.entityId);
    let before: unknown = null;
    let after: unknown = null;
    if ((SITE_DATA_ENTITIES as readonly string[]).includes(entry.entity)) {
      // Settings, notices and promotional events (decision 233): their module restores them.
      const undone = await undoSiteData(tx, entry);
      if (!undone.ok) return { ok: false, reason: undone.reason };
      ({ before, after } = undone);
    } else if (entry.entity === "cruise_price") {
      const snap = entry.before as PriceSnapshot | null;
      if (!snap || entry.action !== "update") return { ok: false, reason: "not_revertible" };
      const [current] = await tx.select().from(schema.cruisePrices).where(eq(schema.cruisePrices.id, entityId)).for("update");
      if (!current) return { ok: false, reason: "gone" };
      const [row] = await tx
        .update(schema.cruisePrices)
        .set({
          ...(snap.price !== undefined ? { price: snap.price } : {}),
          ...(snap.description !== undefined ? { description: snap.description } : {}),
          ...(snap.is_active !== undefined ? { isActive: snap.is_active } : {}),
          updatedAt: new Date(),
        })
        .where(eq(schema.cruisePrices.id, entityId))
        .returning();
      before = { price: Number(current.price), description: current.description, is_active: current.isActive };
      after = { price: Number(row!.price), description: row!.description, is_active: row!.isActive };
    } else {
      const a = schema.attractions;
      const [current] = await tx.select().from(a).where(eq(a.id, entityId)).for("update");
      if (entry.action === "create") {
        if (!current) return { ok: false, reason: "gone" };
        await tx.delete(a).where(eq(a.id, entityId));
        before = toAdminAttraction(current);
      } else {
        const snap = entry.before as AttractionSnapshot | null;
        if (!snap) return { ok: false, reason: "not_revertible" };
        if (entry.action === "delete") {
          if (current) return { ok: false, reason: "conflict" };
          const [row] = await tx
            .insert(a)
            .values({ id: entityId, ...attractionRow(snap) })
            .returning();
          after = toAdminAttraction(row!);
        } else {
          if (!current) return { ok: false, reason: "gone" };
          const [row] = await tx
            .update(a)
            .set({ ...attractionRow(snap), updatedAt: new Date() })
            .where(eq(a.id, entityId))
            .returning();
          before = toAdminAttraction(current);
          after = toAdminAttraction(row!);
        }
      }
    }
    const auditId = await writeAudit(tx, actor, { entity: entry.entity, entityId: entry.entityId, action: "revert", before, after: { ...(after as object | null), revertOf: entry.id } });
    const [row] = await tx.select().from(log).where(eq(log.id, auditId));
    return { ok: true, item: toItem(row!, new Map()) };
  });
}
