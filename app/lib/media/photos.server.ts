import { and, inArray, isNotNull, isNull } from "drizzle-orm";
import { dbSnapshot } from "~/lib/db-snapshot.server";
import { getDb, schema } from "~/lib/db.server";
import type { Lang } from "~/lib/i18n/lang";
import { toPhotoRef, type SlotPhotos } from "./photo";

type PhotoRow = Parameters<typeof toPhotoRef>[0];

/** Every filled slot and its photos' rows, in neither language (read at most every 2 s). */
/** What a page needs of a photo: its size, descriptions, focal point, placeholder and files. */
export const photoColumns = {
  id: schema.media.id,
  width: schema.media.width,
  height: schema.media.height,
  altPl: schema.media.altPl,
  altEn: schema.media.altEn,
  focalX: schema.media.focalX,
  focalY: schema.media.focalY,
  placeholder: schema.media.placeholder,
  files: schema.media.files,
};

async function readSlots(): Promise<{
  slots: Array<{ slot: string; mediaIds: number[] }>;
  byId: Map<number, PhotoRow>;
}> {
  const db = getDb();
  const slots = await db
    .select({
      slot: schema.mediaSlots.slot,
      mediaIds: schema.mediaSlots.mediaIds,
    })
    .from(schema.mediaSlots);
  if (slots.length === 0) return { slots, byId: new Map() };
  const ids = [...new Set(slots.flatMap((s) => s.mediaIds))];
  const m = schema.media;
  const rows = await db
    .select(photoColumns)
    .from(m)
    .where(and(inArray(m.id, ids), isNotNull(m.files), isNull(m.deletedAt)));
  const byId = new Map<number, PhotoRow>();
  for (const r of rows) if (r.files) byId.set(r.id, { ...r, files: r.files });
  return { slots, byId };
}

/**
 * Kept in memory (app/lib/db-snapshot.server.ts): with the database down a page shows the
 * drawings, or the photos last read, instead of failing.
 */
const snapshot = dbSnapshot({
  name: "Slot photos",
  load: readSlots,
  fallback: { slots: [], byId: new Map() },
});

/** After a change to a slot or a photo in this process: the next render reads it. */
export const slotPhotosChanged = snapshot.invalidate;

/**
 * The photos in every filled slot, for a public page in `lang` (the root loader). A photo
 * being replaced keeps showing its previous files until the new ones are ready.
 */
export async function loadSlotPhotos(lang: Lang): Promise<SlotPhotos> {
  const { slots, byId } = await snapshot.get();
  const out: SlotPhotos = {};
  for (const s of slots) {
    const refs = s.mediaIds.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toPhotoRef(row, lang)] : [];
    });
    if (refs.length > 0) out[s.slot] = refs;
  }
  return out;
}
