import { createHash } from "node:crypto";
import { and, asc, desc, eq, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { registerUndo, writeAudit, type AuditActor } from "~/lib/audit.server";
import { getDb, schema, type DbOrTx } from "~/lib/db.server";
import type { Lang } from "~/lib/i18n/lang";
import { mediaUrl, widthsOf } from "~/lib/media/photo";
import { photoColumns, slotPhotosChanged } from "~/lib/media/photos.server";
import { allSlots, slotDef } from "~/lib/media/slots";
import { ORIGINAL, writeChunks } from "./chunks.server";
import type { AdminMedia, AdminSlot } from "./types";

const m = schema.media;
const slots = schema.mediaSlots;
/** A deleted photo stays restorable this long, then the daily purge removes it and its files. */
export const TRASH_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

type MediaRow = Omit<typeof m.$inferSelect, "originalHash">;
const columns = {
  ...photoColumns,
  status: m.status,
  originalName: m.originalName,
  ogFocal: m.ogFocal,
  error: m.error,
  attempts: m.attempts,
  claimedAt: m.claimedAt,
  createdAt: m.createdAt,
  updatedAt: m.updatedAt,
  deletedAt: m.deletedAt,
};

/** Which slots show each photo. */
async function usage(db: DbOrTx): Promise<Map<number, string[]>> {
  const rows = await db.select().from(slots);
  const out = new Map<number, string[]>();
  for (const r of rows) for (const id of r.mediaIds) out.set(id, [...(out.get(id) ?? []), r.slot]);
  return out;
}

function toAdmin(row: MediaRow, usedIn: string[]): AdminMedia {
  const webp = row.files ? widthsOf(row.files.webp) : [];
  return {
    id: row.id,
    status: row.status as AdminMedia["status"],
    width: row.width,
    height: row.height,
    alt_pl: row.altPl,
    alt_en: row.altEn,
    focalX: row.focalX,
    focalY: row.focalY,
    placeholder: row.placeholder,
    thumbUrl: webp[0] ? mediaUrl(webp[0][1], "webp") : null,
    previewUrl: webp.length
      ? mediaUrl((webp.filter(([w]) => w <= 1024).at(-1) ?? webp[0]!)[1], "webp")
      : null,
    originalName: row.originalName,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    deletedAt: row.deletedAt?.toISOString() ?? null,
    purgeAt: row.deletedAt
      ? new Date(row.deletedAt.getTime() + TRASH_DAYS * DAY_MS).toISOString()
      : null,
    usedIn,
  };
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** An uploaded original: its bytes, its file name and its size in pixels. */
type NewOriginal = { bytes: Buffer; name: string | null; width: number; height: number };

/** The row's columns that describe its original. */
const originalColumns = (input: NewOriginal) => ({
  originalHash: sha256(input.bytes),
  originalName: input.name,
  width: input.width,
  height: input.height,
});

/** A new upload, waiting for the queue (its row and its bytes in pieces; the queue does the rest). */
export async function createMedia(actor: AuditActor, input: NewOriginal) {
  return getDb().transaction(async (tx) => {
    const [row] = await tx.insert(m).values(originalColumns(input)).returning({ id: m.id });
    await writeChunks(tx, row!.id, ORIGINAL, input.bytes);
    await writeAudit(tx, actor, {
      entity: "media",
      entityId: row!.id,
      action: "create",
      before: null,
      after: { name: input.name, width: input.width, height: input.height },
    });
    return row!.id;
  });
}

/** A new file for an existing photo: its slots keep it, and show the old files until the new ones are ready. */
export async function replaceMedia(actor: AuditActor, id: number, input: NewOriginal) {
  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .update(m)
      .set({
        ...originalColumns(input),
        status: "pending",
        error: null,
        attempts: 0,
        claimedAt: null,
        updatedAt: new Date(),
      })
      .where(and(eq(m.id, id), isNull(m.deletedAt)))
      .returning({ id: m.id });
    if (!row) return false;
    await writeChunks(tx, id, ORIGINAL, input.bytes);
    await writeAudit(tx, actor, {
      entity: "media",
      entityId: id,
      action: "replace",
      before: null,
      after: { name: input.name, width: input.width, height: input.height },
    });
    return true;
  });
}

/** The library (newest first) and the bin (photos deleted in the last 30 days). */
export async function listMedia(): Promise<{
  items: AdminMedia[];
  deleted: AdminMedia[];
}> {
  const db = getDb();
  const [rows, used] = await Promise.all([
    db.select(columns).from(m).orderBy(desc(m.id)),
    usage(db),
  ]);
  const items = rows.filter((r) => !r.deletedAt).map((r) => toAdmin(r, used.get(r.id) ?? []));
  const deleted = rows.filter((r) => r.deletedAt).map((r) => toAdmin(r, []));
  return { items, deleted };
}

export async function getMedia(id: number): Promise<AdminMedia | null> {
  const db = getDb();
  const [row] = await db.select(columns).from(m).where(eq(m.id, id));
  if (!row) return null;
  return toAdmin(row, (await usage(db)).get(id) ?? []);
}

/**
 * Alt texts and focal point. A new focal point queues a new Open Graph crop (the pages follow
 * it at once: they place the photo with `object-position`).
 */
export async function updateMedia(
  actor: AuditActor,
  id: number,
  input: { alt_pl: string; alt_en: string; focalX: number; focalY: number },
) {
  const row = await getDb().transaction(async (tx) => {
    const [current] = await tx
      .select(columns)
      .from(m)
      .where(and(eq(m.id, id), isNull(m.deletedAt)))
      .for("update");
    if (!current) return null;
    const focalMoved = current.focalX !== input.focalX || current.focalY !== input.focalY;
    await tx
      .update(m)
      .set({
        altPl: input.alt_pl,
        altEn: input.alt_en,
        focalX: input.focalX,
        focalY: input.focalY,
        updatedAt: new Date(),
        ...(focalMoved && current.status === "ready" ? { status: "pending", attempts: 0 } : {}),
      })
      .where(eq(m.id, id));
    await writeAudit(tx, actor, {
      entity: "media",
      entityId: id,
      action: "update",
      before: {
        alt_pl: current.altPl,
        alt_en: current.altEn,
        focalX: current.focalX,
        focalY: current.focalY,
      },
      after: input,
    });
    return true;
  });
  if (!row) return null;
  slotPhotosChanged();
  return getMedia(id);
}

export type DeleteOutcome =
  | { ok: true }
  | { ok: false; reason: "not_found" }
  | { ok: false; reason: "in_use"; slots: string[] };

/** Moves a photo to the bin; refused while a slot shows it. */
export async function deleteMedia(actor: AuditActor, id: number): Promise<DeleteOutcome> {
  const outcome = await getDb().transaction(async (tx): Promise<DeleteOutcome> => {
    const [current] = await tx
      .select({ id: m.id })
      .from(m)
      .where(and(eq(m.id, id), isNull(m.deletedAt)))
      .for("update");
    if (!current) return { ok: false, reason: "not_found" };
    const inUse = (await usage(tx)).get(id) ?? [];
    if (inUse.length > 0) return { ok: false, reason: "in_use", slots: inUse };
    await tx.update(m).set({ deletedAt: new Date() }).where(eq(m.id, id));
    await writeAudit(tx, actor, {
      entity: "media",
      entityId: id,
      action: "delete",
      before: null,
      after: null,
    });
    return { ok: true };
  });
  if (outcome.ok) slotPhotosChanged();
  return outcome;
}

/** Takes a photo back out of the bin. */
export async function restoreMedia(actor: AuditActor, id: number): Promise<boolean> {
  const restored = await getDb().transaction(async (tx) => {
    const [row] = await tx
      .update(m)
      .set({ deletedAt: null })
      .where(and(eq(m.id, id), isNotNull(m.deletedAt)))
      .returning({ id: m.id });
    if (!row) return false;
    await writeAudit(tx, actor, {
      entity: "media",
      entityId: id,
      action: "restore",
      before: null,
      after: null,
    });
    return true;
  });
  if (restored) slotPhotosChanged();
  return restored;
}

/** The daily purge: photos in the bin for 30 days go, with their files. */
export async function purgeDeletedMedia(now = new Date()): Promise<number> {
  const rows = await getDb()
    .delete(m)
    .where(lt(m.deletedAt, new Date(now.getTime() - TRASH_DAYS * DAY_MS)))
    .returning({ id: m.id });
  return rows.length;
}

/** Every slot with its label in `lang` and what it shows. */
export async function listSlots(lang: Lang): Promise<AdminSlot[]> {
  const rows = await getDb().select().from(slots).orderBy(asc(slots.slot));
  const by = new Map(rows.map((r) => [r.slot, r.mediaIds]));
  return allSlots().map((def) => {
    const ids = by.get(def.slot) ?? [];
    const gallery = "gallery" in def && def.gallery === true;
    return {
      slot: def.slot,
      label: def.label[lang],
      minWidth: def.minWidth,
      gallery,
      ...(gallery ? { mediaIds: ids } : { mediaId: ids[0] ?? null }),
    };
  });
}

export type SlotProblem =
  | { reason: "unknown_slot" }
  | { reason: "not_found"; mediaId: number }
  | { reason: "not_ready"; mediaId: number }
  | { reason: "missing_alt"; mediaId: number }
  | { reason: "too_narrow"; mediaId: number; minWidth: number; width: number };

/** Whether these photos may go in the slot: each processed, both alt texts filled in, at least the slot's width. */
async function checkSlot(tx: DbOrTx, slot: string, ids: number[]): Promise<SlotProblem | null> {
  const def = slotDef(slot);
  if (!def) return { reason: "unknown_slot" };
  for (const id of ids) {
    const [row] = await tx
      .select({
        width: m.width,
        altPl: m.altPl,
        altEn: m.altEn,
        files: m.files,
        deletedAt: m.deletedAt,
      })
      .from(m)
      .where(eq(m.id, id));
    if (!row || row.deletedAt) return { reason: "not_found", mediaId: id };
    if (!row.files) return { reason: "not_ready", mediaId: id };
    if (!row.altPl.trim() || !row.altEn.trim()) return { reason: "missing_alt", mediaId: id };
    if (row.width < def.minWidth)
      return {
        reason: "too_narrow",
        mediaId: id,
        minWidth: def.minWidth,
        width: row.width,
      };
  }
  return null;
}

async function writeSlot(tx: DbOrTx, slot: string, ids: number[]) {
  if (ids.length === 0) await tx.delete(slots).where(eq(slots.slot, slot));
  else
    await tx
      .insert(slots)
      .values({ slot, mediaIds: ids })
      .onConflictDoUpdate({
        target: slots.slot,
        set: { mediaIds: ids, updatedAt: sql`now()` },
      });
}

/**
 * Puts photos in a slot (`[]` back to the drawing), recorded in the change history as
 * entity "media_slot" with the slot's photos before and after, which "Undo" restores.
 */
export async function putSlot(
  actor: AuditActor,
  slot: string,
  ids: number[],
): Promise<{ ok: true; slot: AdminSlot } | { ok: false; problem: SlotProblem }> {
  const problem = await getDb().transaction(async (tx) => {
    const found = await checkSlot(tx, slot, ids);
    if (found) return found;
    const [current] = await tx.select().from(slots).where(eq(slots.slot, slot)).for("update");
    const before = current?.mediaIds ?? [];
    await writeSlot(tx, slot, ids);
    await writeAudit(tx, actor, {
      entity: "media_slot",
      entityId: slot,
      action: "update",
      before: { mediaIds: before },
      after: { mediaIds: ids },
    });
    return null;
  });
  if (problem) return { ok: false, problem };
  slotPhotosChanged();
  const listed = (await listSlots("pl")).find((s) => s.slot === slot)!;
  return { ok: true, slot: listed };
}

/**
 * Undo of a "media_slot" change (the change history's reverter, registered at start): the slot
 * shows again what it showed before, if those photos can still go there.
 */
export async function revertSlotChange(
  tx: DbOrTx,
  entry: { entityId: string; action: string; before: unknown },
): Promise<
  { ok: true; before: unknown; after: unknown } | { ok: false; reason: "not_revertible" | "gone" }
> {
  const snapshot = entry.before as { mediaIds?: unknown } | null;
  if (entry.action !== "update" || !snapshot || !Array.isArray(snapshot.mediaIds))
    return { ok: false, reason: "not_revertible" };
  const ids = snapshot.mediaIds.filter((v): v is number => typeof v === "number");
  if (await checkSlot(tx, entry.entityId, ids)) return { ok: false, reason: "gone" };
  const [current] = await tx
    .select()
    .from(slots)
    .where(eq(slots.slot, entry.entityId))
    .for("update");
  await writeSlot(tx, entry.entityId, ids);
  // Dropped before the commit too: a render racing it keeps the old photos at most 2 s.
  slotPhotosChanged();
  return {
    ok: true,
    before: { mediaIds: current?.mediaIds ?? [] },
    after: { mediaIds: ids },
  };
}

/**
 * A slot's photos for another feature (decision 420: the media feature is the one writer of
 * `media_slots`): the cruise service frees a deleted cruise's slot and fills it again when the
 * deletion is undone. Not audited here: the caller's own audit row records it.
 */
export const photoSlots = {
  /** Empties the slot; answers the photos it held, or null when it held none. */
  async free(tx: DbOrTx, slot: string): Promise<number[] | null> {
    const [row] = await tx.delete(slots).where(eq(slots.slot, slot)).returning();
    return row?.mediaIds ?? null;
  },
  /** Puts those photos back in the slot, unless it holds photos again by now. */
  async restore(tx: DbOrTx, slot: string, ids: number[]): Promise<void> {
    await tx.insert(slots).values({ slot, mediaIds: ids }).onConflictDoNothing();
  },
};

// Slot changes undo themselves from the change history (decision 251).
registerUndo("media_slot", { revert: revertSlotChange });
