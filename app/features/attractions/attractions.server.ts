import { asc, eq } from "drizzle-orm";
import { getDb, schema } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import type { PublicAttraction } from "~/lib/api-shapes";
import { markDegraded } from "~/lib/degraded.server";

/** docs/product.md §7.7: active attractions only, display_order ascending (id breaks ties, for a stable order). */
export async function listActiveAttractions(): Promise<PublicAttraction[]> {
  const a = schema.attractions;
  return getDb()
    .select({
      id: a.id,
      name: a.name,
      category: a.category,
      description: a.description,
      price: a.price,
      duration: a.duration,
      location: a.location,
      image_url: a.imageUrl,
      website_url: a.websiteUrl,
      google_maps_url: a.googleMapsUrl,
      display_order: a.displayOrder,
    })
    .from(a)
    .where(eq(a.isActive, true))
    .orderBy(asc(a.displayOrder), asc(a.id));
}

/**
 * For the attractions page loader: returned unawaited so the list streams. A failure is logged
 * and shows the visitor nothing (docs/product.md §8), never an error page.
 */
export function loadAttractionsForPage(): Promise<{ ok: true; attractions: PublicAttraction[] } | { ok: false }> {
  return listActiveAttractions().then(
    (attractions) => ({ ok: true as const, attractions }),
    (err: unknown) => {
      logger.warn({ err }, "Public attractions could not be loaded");
      markDegraded();
      return { ok: false as const };
    },
  );
}
