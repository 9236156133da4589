import { z } from "zod";

z.config({ jitless: true });

const alt = z.string().trim().max(300);
/** PUT /api/admin/media/:id */
export const mediaUpdateSchema = z.object({
  alt_pl: alt,
  alt_en: alt,
  focalX: z.number().min(0).max(1),
  focalY: z.number().min(0).max(1),
});

/** PUT /api/admin/media-slots/:slot : one photo, a gallery's photos, or null for the drawing. */
export const slotPutSchema = z.union([
  z.object({ mediaId: z.number().int().positive().nullable() }),
  z.object({
    mediaIds: z.array(z.number().int().positive()).max(24).nullable(),
  }),
]);
