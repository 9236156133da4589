import { asc, eq, sql, type Column } from "drizzle-orm";
import type { Lang } from "~/lib/i18n/lang";
import { getDb, schema } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import type { PublicAttraction } from "~/lib/api-shapes";
import { markDegraded } from "~/lib/degraded.server";

/** The English value where the operator set one, else the Polish one. */
function inLang<T>(lang: Lang, pl: Column, en: Column) {
  return lang === "en" ? sql<T>`coalesce(${en}, ${pl})` : sql<T>`${pl}`;
}

/**
 * docs/product.md §7.7: active attractions only, display_order ascending (id breaks ties, for a
 * stable order). In English each text field is its English value where set, the Polish one otherwise.
 */
export async function listActiveAttractions(lang: Lang = "pl"): Promise<PublicAttraction[]> {
  const a = schema.attractions;
  return getDb()
    .select({
      id: a.id,
      name: inLang<string>(lang, a.name, a.nameEn),
      category: inLang<string>(lang, a.category, a.categoryEn),
      description: inLang<string>(lang, a.description, a.descriptionEn),
      price: inLang<string>(lang, a.price, a.priceEn),
      duration: inLang<string | null>(lang, a.duration, a.durationEn),
      location: inLang<string>(lang, a.location, a.locationEn),
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
export function loadAttractionsForPage(
  lang: Lang = "pl",
): Promise<{ ok: true; attractions: PublicAttraction[] } | { ok: false }> {
  return listActiveAttractions(lang).then(
    (attractions) => ({ ok: true as const, attractions }),
    (err: unknown) => {
      logger.warn({ err }, "Public attractions could not be loaded");
      markDegraded();
      return { ok: false as const };
    },
  );
}
