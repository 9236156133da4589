import { asc, eq } from "drizzle-orm";
import { getDb, schema, type DbOrTx } from "~/lib/db.server";
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

const rows = schema.cruisePrices;

/**
 * The price row of a catalogue cruise (its `cruise_type` is the cruise's key), for the cruise
 * service: the prices feature is the one writer of `cruise_prices` (decision 420), and the
 * cruise service gets this object where the two features meet (app/routes/feature-services.server.ts).
 */
export const cruisePriceRows = {
  /** Each price row's amount and state, by cruise key. */
  async byKey(db: DbOrTx = getDb()): Promise<Map<string, { price: number; isActive: boolean }>> {
    const all = await db.select().from(rows);
    return new Map(
      all.map((r) => [r.cruiseType, { price: Number(r.price), isActive: r.isActive }]),
    );
  },
  /** Every key a price row has, a deleted cruise's included (a new cruise never reuses one). */
  async keys(tx: DbOrTx): Promise<string[]> {
    return (await tx.select({ t: rows.cruiseType }).from(rows)).map((r) => r.t);
  },
  /** A new cruise's row: active with its price, inactive at 0 without one. */
  async open(tx: DbOrTx, key: string, price: number | null | undefined, description: string) {
    await tx
      .insert(rows)
      .values({ cruiseType: key, price: price ?? 0, isActive: price != null, description })
      .onConflictDoUpdate({
        target: rows.cruiseType,
        set: { price: price ?? 0, isActive: price != null, updatedAt: new Date() },
      });
  },
  /** Takes a deleted cruise's price off sale; answers whether it was on sale. */
  async retire(tx: DbOrTx, key: string): Promise<boolean> {
    const [price] = await tx.select().from(rows).where(eq(rows.cruiseType, key));
    if (price)
      await tx
        .update(rows)
        .set({ isActive: false, updatedAt: new Date() })
        .where(eq(rows.id, price.id));
    return price?.isActive ?? false;
  },
  /** Puts a restored cruise's price on sale again. */
  async reopen(tx: DbOrTx, key: string): Promise<void> {
    await tx
      .update(rows)
      .set({ isActive: true, updatedAt: new Date() })
      .where(eq(rows.cruiseType, key));
  },
};

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
