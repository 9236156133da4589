import { asc, eq } from "drizzle-orm";
import { getDb, schema } from "~/lib/db.server";
import type { AdminUser } from "~/features/admin-auth/require-admin.server";
import { writeAudit } from "~/lib/audit.server";
import type { AttractionInput } from "~/features/admin/schema";
import type { AdminAttraction } from "~/features/admin/types";

type Row = typeof schema.attractions.$inferSelect;

function toApi(r: Row): AdminAttraction {
  return {
    id: r.id,
    name: r.name,
    category: r.category,
    description: r.description,
    price: r.price,
    duration: r.duration,
    location: r.location,
    name_en: r.nameEn,
    category_en: r.categoryEn,
    description_en: r.descriptionEn,
    price_en: r.priceEn,
    duration_en: r.durationEn,
    location_en: r.locationEn,
    image_url: r.imageUrl,
    website_url: r.websiteUrl,
    google_maps_url: r.googleMapsUrl,
    is_active: r.isActive,
    display_order: r.displayOrder,
  };
}

function toRow(input: AttractionInput) {
  return {
    name: input.name,
    category: input.category,
    description: input.description,
    price: input.price,
    duration: input.duration,
    location: input.location,
    nameEn: input.name_en,
    categoryEn: input.category_en,
    descriptionEn: input.description_en,
    priceEn: input.price_en,
    durationEn: input.duration_en,
    locationEn: input.location_en,
    imageUrl: input.image_url,
    websiteUrl: input.website_url,
    googleMapsUrl: input.google_maps_url,
    isActive: input.is_active,
    displayOrder: input.display_order,
  };
}

/** docs/product.md §7 admin 3: every attraction (active or not), by display_order. */
export async function listAllAttractions(): Promise<AdminAttraction[]> {
  const rows = await getDb().select().from(schema.attractions).orderBy(asc(schema.attractions.displayOrder), asc(schema.attractions.id));
  return rows.map(toApi);
}

export async function createAttraction(actor: AdminUser, input: AttractionInput): Promise<AdminAttraction> {
  return getDb().transaction(async (tx) => {
    const [row] = await tx.insert(schema.attractions).values(toRow(input)).returning();
    const after = toApi(row!);
    await writeAudit(tx, actor, { entity: "attraction", entityId: after.id, action: "create", before: null, after });
    return after;
  });
}

export async function updateAttraction(actor: AdminUser, id: number, input: AttractionInput): Promise<AdminAttraction | null> {
  return getDb().transaction(async (tx) => {
    const [before] = await tx.select().from(schema.attractions).where(eq(schema.attractions.id, id)).for("update");
    if (!before) return null;
    const [row] = await tx
      .update(schema.attractions)
      .set({ ...toRow(input), updatedAt: new Date() })
      .where(eq(schema.attractions.id, id))
      .returning();
    const after = toApi(row!);
    await writeAudit(tx, actor, { entity: "attraction", entityId: id, action: "update", before: toApi(before), after });
    return after;
  });
}

export async function deleteAttraction(actor: AdminUser, id: number): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const [before] = await tx.delete(schema.attractions).where(eq(schema.attractions.id, id)).returning();
    if (!before) return false;
    await writeAudit(tx, actor, { entity: "attraction", entityId: id, action: "delete", before: toApi(before), after: null });
    return true;
  });
}
