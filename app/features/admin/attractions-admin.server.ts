import { asc, eq } from "drizzle-orm";
import { getDb, schema } from "~/lib/db.server";
import { writeAudit } from "~/lib/audit.server";
import type { AttractionInput } from "./schema";
import { toApiShape, type AdminUser, type AdminAttraction } from "~/lib/api-shapes";

type Row = typeof schema.attractions.$inferSelect;

function toApi({ createdAt: _created, updatedAt: _updated, ...fields }: Row): AdminAttraction {
  return toApiShape(fields);
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
