import { asc, eq } from "drizzle-orm";
import { getDb, schema } from "~/lib/db.server";
import { registerUndo, writeAudit } from "~/lib/audit.server";
import { toApiShape, type AdminUser, type AdminPrice } from "~/lib/api-shapes";

type Row = typeof schema.cruisePrices.$inferSelect;

function toApi(r: Row): AdminPrice {
  return toApiShape(r);
}

/** docs/product.md §7 admin 7: every price, ordered by cruise_type. */
export async function listPrices(): Promise<AdminPrice[]> {
  const rows = await getDb()
    .select()
    .from(schema.cruisePrices)
    .orderBy(asc(schema.cruisePrices.cruiseType));
  return rows.map(toApi);
}

/** docs/product.md §7 admin 8, with the audit row in the same transaction. Null when the id is unknown. */
export async function updatePrice(
  actor: AdminUser,
  id: number,
  input: { price: number; description: string | null; is_active: boolean },
): Promise<AdminPrice | null> {
  return getDb().transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(schema.cruisePrices)
      .where(eq(schema.cruisePrices.id, id))
      .for("update");
    if (!before) return null;
    const [after] = await tx
      .update(schema.cruisePrices)
      .set({
        price: input.price,
        description: input.description,
        isActive: input.is_active,
        updatedAt: new Date(),
      })
      .where(eq(schema.cruisePrices.id, id))
      .returning();
    const b = toApi(before);
    const a = toApi(after!);
    await writeAudit(tx, actor, {
      entity: "cruise_price",
      entityId: id,
      action: "update",
      before: b,
      after: a,
    });
    return a;
  });
}

/** Undo of a price change from the change history (decision 260): the chosen fields set back. */
registerUndo("cruise_price", {
  target: {
    async update(tx, entityId, patch) {
      const p = schema.cruisePrices;
      const id = Number(entityId);
      const [current] = await tx.select().from(p).where(eq(p.id, id)).for("update");
      if (!current) return null;
      // A price's snapshot is flat: the patch's paths are its field names.
      const next = { ...toApi(current), ...patch } as AdminPrice;
      const [row] = await tx
        .update(p)
        .set({
          price: Number(next.price),
          description: next.description,
          isActive: next.is_active,
          updatedAt: new Date(),
        })
        .where(eq(p.id, id))
        .returning();
      return { before: toApi(current), after: toApi(row!) };
    },
  },
});
