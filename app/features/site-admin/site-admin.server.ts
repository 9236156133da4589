/**
 * The panel's side of the site's settings and promotional events (decisions 230-233; the notices
 * are the notices feature's, app/features/notices):
 * what the administrator lists, saves and deletes, each write audit-logged in its transaction,
 * and the undo the change history calls (registered with the change history when this module loads). After
 * every write the pages' snapshot (app/lib/site-data/site-data.server.ts) is dropped.
 */
import { asc, eq } from "drizzle-orm";
import {
  changedBack,
  registerUndo,
  auditRemoval,
  writeAudit,
  type AuditActor,
  type AuditReverter,
} from "~/lib/audit.server";
import { getDb, schema, type DbOrTx } from "~/lib/db.server";
import { setCurrentSiteSettings } from "~/lib/site-data/current";
import type { PromoEvent, PromoEventInput } from "~/lib/site-data/promo-events";
import {
  applyFlat,
  flatten,
  mergeSettings,
  type SettingPath,
  type SiteSettings,
} from "~/lib/site-data/settings";
import { invalidateSiteData, SETTINGS_ROW, toEvent } from "~/lib/site-data/site-data.server";

function eventRow(e: PromoEventInput) {
  return {
    titlePl: e.title_pl,
    titleEn: e.title_en,
    descriptionPl: e.description_pl,
    descriptionEn: e.description_en,
    icon: e.icon,
    date: e.date,
    time: e.time,
    yearly: e.yearly,
    location: e.location,
    published: e.published,
  };
}

/* ------------------------------------------------------------------ */
/* Settings (admin)                                                    */
/* ------------------------------------------------------------------ */

async function readSettings(tx: DbOrTx): Promise<SiteSettings> {
  const [row] = await tx
    .select()
    .from(schema.siteSettings)
    .where(eq(schema.siteSettings.id, SETTINGS_ROW))
    .for("update");
  return mergeSettings(row?.values);
}

async function storeSettings(tx: DbOrTx, s: SiteSettings) {
  await tx
    .insert(schema.siteSettings)
    .values({ id: SETTINGS_ROW, values: s })
    .onConflictDoUpdate({
      target: schema.siteSettings.id,
      set: { values: s, updatedAt: new Date() },
    });
}

export async function adminSettings(): Promise<SiteSettings> {
  return readSettings(getDb());
}

/**
 * Saves the given values (dotted paths); the audit row names only what changed, before and
 * after, so undo puts exactly those back. Answers the whole saved object.
 */
export async function saveSettings(
  actor: AuditActor,
  patch: Partial<Record<SettingPath, string>>,
): Promise<SiteSettings> {
  const saved = await getDb().transaction(async (tx) => {
    const before = await readSettings(tx);
    const after = applyFlat(before, patch);
    const b = flatten(before);
    const a = flatten(after);
    const changed = (Object.keys(a) as SettingPath[]).filter((k) => a[k] !== b[k]);
    if (changed.length === 0) return before;
    await storeSettings(tx, after);
    await writeAudit(tx, actor, {
      entity: "site_settings",
      entityId: SETTINGS_ROW,
      action: "update",
      before: Object.fromEntries(changed.map((k) => [k, b[k]])),
      after: Object.fromEntries(changed.map((k) => [k, a[k]])),
    });
    return after;
  });
  invalidateSiteData();
  setCurrentSiteSettings(saved);
  return saved;
}

/* ------------------------------------------------------------------ */
/* Promotional events (admin)                                          */
/* ------------------------------------------------------------------ */

export async function listPromoEvents(): Promise<PromoEvent[]> {
  const rows = await getDb().select().from(schema.promoEvents).orderBy(asc(schema.promoEvents.id));
  return rows.map(toEvent);
}

export async function getPromoEvent(id: number): Promise<PromoEvent | null> {
  const [row] = await getDb()
    .select()
    .from(schema.promoEvents)
    .where(eq(schema.promoEvents.id, id));
  return row ? toEvent(row) : null;
}

export async function createPromoEvent(
  actor: AuditActor,
  input: PromoEventInput,
): Promise<PromoEvent> {
  const created = await getDb().transaction(async (tx) => {
    const [row] = await tx.insert(schema.promoEvents).values(eventRow(input)).returning();
    const e = toEvent(row!);
    await writeAudit(tx, actor, {
      entity: "promo_event",
      entityId: e.id,
      action: "create",
      before: null,
      after: e,
    });
    return e;
  });
  invalidateSiteData();
  return created;
}

export async function updatePromoEvent(
  actor: AuditActor,
  id: number,
  input: PromoEventInput,
): Promise<PromoEvent | null> {
  const updated = await getDb().transaction(async (tx) => {
    const [was] = await tx
      .select()
      .from(schema.promoEvents)
      .where(eq(schema.promoEvents.id, id))
      .for("update");
    if (!was) return null;
    const [row] = await tx
      .update(schema.promoEvents)
      .set({ ...eventRow(input), updatedAt: new Date() })
      .where(eq(schema.promoEvents.id, id))
      .returning();
    const e = toEvent(row!);
    await writeAudit(tx, actor, {
      entity: "promo_event",
      entityId: id,
      action: "update",
      before: toEvent(was),
      after: e,
    });
    return e;
  });
  invalidateSiteData();
  return updated;
}

export async function deletePromoEvent(actor: AuditActor, id: number): Promise<boolean> {
  const done = await getDb().transaction(async (tx) => {
    const [was] = await tx
      .delete(schema.promoEvents)
      .where(eq(schema.promoEvents.id, id))
      .returning();
    return auditRemoval(tx, actor, {
      entity: "promo_event",
      entityId: id,
      before: was && toEvent(was),
    });
  });
  invalidateSiteData();
  return done;
}

/* ------------------------------------------------------------------ */
/* Undo (the change history calls these inside its transaction)        */
/* ------------------------------------------------------------------ */

type UndoEntry = Parameters<AuditReverter>[1];
type UndoOutcome = Awaited<ReturnType<AuditReverter>>;

/** Settings get the changed fields' earlier values back. */
async function undoSettings(tx: DbOrTx, entry: UndoEntry): Promise<UndoOutcome> {
  const before = entry.before as Record<string, unknown> | null;
  if (!before || entry.action !== "update") return { ok: false, reason: "not_revertible" };
  const was = await readSettings(tx);
  const restored = applyFlat(was, before);
  await storeSettings(tx, restored);
  const keys = Object.keys(before);
  const w = flatten(was) as Record<string, string>;
  const r = flatten(restored) as Record<string, string>;
  return {
    ok: true,
    before: Object.fromEntries(keys.map((k) => [k, w[k]])),
    after: Object.fromEntries(keys.map((k) => [k, r[k]])),
  };
}

/** An event gets its earlier state back (created → removed, deleted → restored with its id, changed fields set back). */
async function undoPromoEvent(tx: DbOrTx, entry: UndoEntry): Promise<UndoOutcome> {
  const id = Number(entry.entityId);
  const [row] = await tx
    .select()
    .from(schema.promoEvents)
    .where(eq(schema.promoEvents.id, id))
    .for("update");
  const target = entry.before as PromoEvent | null;
  if (entry.action === "create") {
    if (!row) return { ok: false, reason: "gone" };
    await tx.delete(schema.promoEvents).where(eq(schema.promoEvents.id, id));
    return { ok: true, before: toEvent(row), after: null };
  }
  if (!target) return { ok: false, reason: "not_revertible" };
  if (entry.action === "delete") {
    if (row) return { ok: false, reason: "conflict" };
    const [created] = await tx
      .insert(schema.promoEvents)
      .values({ id, ...eventRow(target) })
      .returning();
    return { ok: true, before: null, after: toEvent(created!) };
  }
  if (!row) return { ok: false, reason: "gone" };
  const [updated] = await tx
    .update(schema.promoEvents)
    .set({ ...eventRow(changedBack(toEvent(row), entry)), updatedAt: new Date() })
    .where(eq(schema.promoEvents.id, id))
    .returning();
  return { ok: true, before: toEvent(row), after: toEvent(updated!) };
}

// Settings and events undo themselves from the change history; pages read them again after.
registerUndo("site_settings", { revert: undoSettings, afterCommit: invalidateSiteData });
registerUndo("promo_event", { revert: undoPromoEvent, afterCommit: invalidateSiteData });
