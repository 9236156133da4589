import { asc, eq } from "drizzle-orm";
import { getDb, schema } from "~/lib/db.server";
import { writeAudit } from "~/lib/audit.server";
import type { AttractionInput } from "./schema";
import {
  fromApiShape,
  toAdminAttraction,
  type AdminUser,
  type AdminAttraction,
} from "~/lib/api-shapes";

/** docs/product.md §7 admin 3: every attraction (active or not), by display_order. */
export async function listAllAttractions(): Promise<AdminAttraction[]> {
  const rows = await getDb()
    .select()
    .from(schema.attractions)
    .orderBy(asc(schema.attractions.displayOrder), asc(schema.attractions.id));
  return rows.map(toAdminAttraction);
}

export async function createAttraction(
  actor: AdminUser,
  input: AttractionInput,
): Promise<AdminAttraction> {
  return getDb().transaction(async (tx) => {
    const [row] = await tx.insert(schema.attractions).values(fromApiShape(input)).returning();
    const after = toAdminAttraction(row!);
    await writeAudit(tx, actor, {
      entity: "attraction",
      entityId: after.id,
      action: "create",
      before: null,
      after,
    });
    return after;
  });
}

export async function updateAttraction(
  actor: AdminUser,
  id: number,
  input: AttractionInput,
): Promise<AdminAttraction | null> {
  return getDb().transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(schema.attractions)
      .where(eq(schema.attractions.id, id))
      .for("update");
    if (!before) return null;
    const [row] = await tx
      .update(schema.attractions)
      .set({ ...fromApiShape(input), updatedAt: new Date() })
      .where(eq(schema.attractions.id, id))
      .returning();
    const after = toAdminAttraction(row!);
    await writeAudit(tx, actor, {
      entity: "attraction",
      entityId: id,
      action: "update",
      before: toAdminAttraction(before),
      after,
    });
    return after;
  });
}

export async function deleteAttraction(actor: AdminUser, id: number): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const [before] = await tx
      .delete(schema.attractions)
      .where(eq(schema.attractions.id, id))
      .returning();
    if (!before) return false;
    await writeAudit(tx, actor, {
      entity: "attraction",
      entityId: id,
      action: "delete",
      before: toAdminAttraction(before),
      after: null,
    });
    return true;
  });
}
