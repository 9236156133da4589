import { asc, eq } from "drizzle-orm";
import { getDb, schema } from "~/lib/db.server";
import { auditRemoval, registerUndo, writeAudit } from "~/lib/audit.server";
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
    return auditRemoval(tx, actor, {
      entity: "attraction",
      entityId: id,
      before: before && toAdminAttraction(before),
    });
  });
}

/** An attraction as its audit rows keep it; older ones were written before the English fields. */
type AttractionSnapshot = Omit<AdminAttraction, EnglishField> &
  Partial<Pick<AdminAttraction, EnglishField>>;
type EnglishField = Extract<keyof AdminAttraction, `${string}_en`>;

/** A snapshot as the row's values: the English fields an older snapshot lacks are cleared. */
function attractionRow({ id: _id, ...snapshot }: AttractionSnapshot) {
  return fromApiShape({
    name_en: null,
    category_en: null,
    description_en: null,
    price_en: null,
    duration_en: null,
    location_en: null,
    ...snapshot,
  });
}

/**
 * Undo of an attraction change from the change history (decision 260): fields set back, a
 * creation deleted, a deletion restored with its id.
 */
registerUndo("attraction", {
  target: {
    async update(tx, entityId, patch) {
      const a = schema.attractions;
      const id = Number(entityId);
      const [current] = await tx.select().from(a).where(eq(a.id, id)).for("update");
      if (!current) return null;
      // An attraction's snapshot is flat: the patch's paths are its field names.
      const { id: _id, ...next } = { ...toAdminAttraction(current), ...patch } as AdminAttraction;
      const [row] = await tx
        .update(a)
        .set({ ...fromApiShape(next), updatedAt: new Date() })
        .where(eq(a.id, id))
        .returning();
      return { before: toAdminAttraction(current), after: toAdminAttraction(row!) };
    },
    async remove(tx, entityId) {
      const a = schema.attractions;
      const [row] = await tx
        .delete(a)
        .where(eq(a.id, Number(entityId)))
        .returning();
      return row ? toAdminAttraction(row) : null;
    },
    async restore(tx, entityId, snapshot) {
      const a = schema.attractions;
      const id = Number(entityId);
      const [current] = await tx.select({ id: a.id }).from(a).where(eq(a.id, id)).for("update");
      if (current) return "exists";
      const [row] = await tx
        .insert(a)
        .values({ ...attractionRow(snapshot as AttractionSnapshot), id })
        .returning();
      return toAdminAttraction(row!);
    },
  },
});
