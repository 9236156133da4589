import { and, inArray, isNotNull, isNull } from "drizzle-orm";
import { getDb, schema } from "~/lib/db.server";
import type { Lang } from "~/lib/i18n/lang";
import { toPhotoRef, type SlotPhotos } from "./photo";

/**
 * The photos in every filled slot, for a public page in `lang` (the root loader). Without a
 * filled slot (the usual case until the operator adds photos) this is one small query. A photo
 * being replaced keeps showing its previous files until the new ones are ready.
 */
export async function loadSlotPhotos(lang: Lang): Promise<SlotPhotos> {
  const db = getDb();
  const slots = await db
    .select({
      slot: schema.mediaSlots.slot,
      mediaIds: schema.mediaSlots.mediaIds,
    })
    .from(schema.mediaSlots);
  if (slots.length === 0) return {};
  const ids = [...new Set(slots.flatMap((s) => s.mediaIds))];
  const m = schema.media;
  const rows = await db
    .select({
      id: m.id,
      width: m.width,
      height: m.height,
      altPl: m.altPl,
      altEn: m.altEn,
      focalX: m.focalX,
      focalY: m.focalY,
      placeholder: m.placeholder,
      files: m.files,
    })
    .from(m)
    .where(and(inArray(m.id, ids), isNotNull(m.files), isNull(m.deletedAt)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const out: SlotPhotos = {};
  for (const s of slots) {
    const refs = s.mediaIds.flatMap((id) => {
      const row = byId.get(id);
      return row?.files ? [toPhotoRef({ ...row, files: row.files }, lang)] : [];
    });
    if (refs.length > 0) out[s.slot] = refs;
  }
  return out;
}
