/**
 * The change history's undo of prices and attractions, each registered by its own feature
 * (decision 390): a change set back field by field, a deletion restored, each undo recorded once
 * and a later change of the same field named. On PGlite and PostgreSQL.
 */
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { describeEachDb } from "../../../tests/support/test-db";
import { useTestEnv } from "../../../tests/support/api-test-helpers";
import { seedDatabase } from "../../../db/seed";
import { getDb, schema } from "~/lib/db.server";
import { updatePrice } from "~/features/prices/prices.server";
import {
  createAttraction,
  deleteAttraction,
} from "~/features/attractions/attractions-admin.server";
import { listActiveAttractions } from "~/features/attractions/attractions.server";
import { listAudit, revertAudit } from "./history.server";

const actor = { id: "admin-1", email: "boss@rib.example" };

beforeAll(() => useTestEnv());

describeEachDb("change history: prices and attractions", () => {
  beforeAll(async () => {
    await seedDatabase(getDb());
  });

  it("undoes a price change, and an attraction delete brings the row back; each undo is recorded once", async () => {
    const [price] = await getDb()
      .select()
      .from(schema.cruisePrices)
      .where(eq(schema.cruisePrices.cruiseType, "20min"));
    await updatePrice(actor, price!.id, {
      price: 123,
      description: price!.description,
      is_active: true,
    });
    let history = await listAudit({ entity: "cruise_price", page: 1 });
    const change = history.items[0]!;
    expect(change).toMatchObject({
      action: "update",
      revertible: true,
      before: { price: 90 },
      after: { price: 123 },
    });
    const undone = await revertAudit(actor, change.id);
    expect(undone.ok).toBe(true);
    const [restored] = await getDb()
      .select()
      .from(schema.cruisePrices)
      .where(eq(schema.cruisePrices.id, price!.id));
    expect(Number(restored!.price)).toBe(90);
    expect(await revertAudit(actor, change.id)).toEqual({
      ok: false,
      reason: "already_reverted",
    });
    history = await listAudit({ entity: "cruise_price", page: 1 });
    expect(history.items[0]).toMatchObject({
      action: "revert",
      actorEmail: actor.email,
      revertible: false,
    });
    expect(history.items[1]).toMatchObject({
      id: change.id,
      revertible: false,
      revertedBy: history.items[0]!.id,
    });

    const created = await createAttraction(actor, {
      name: "Kajaki",
      category: "Woda",
      description: "Spływ",
      price: "50 zł",
      duration: null,
      location: "Warszawa",
      name_en: "Kayaks",
      category_en: null,
      description_en: null,
      price_en: null,
      duration_en: null,
      location_en: null,
      website_url: null,
      google_maps_url: null,
      image_url: null,
      is_active: true,
      display_order: 9,
    });
    await deleteAttraction(actor, created.id);
    const del = (await listAudit({ entity: "attraction", page: 1 })).items[0]!;
    expect(del).toMatchObject({
      action: "delete",
      entityId: String(created.id),
    });
    expect((await revertAudit(actor, del.id)).ok).toBe(true);
    const en = await listActiveAttractions("en");
    expect(en.find((a) => a.id === created.id)).toMatchObject({
      name: "Kayaks",
      category: "Woda",
      price: "50 zł",
    });
    expect((await listActiveAttractions("pl")).find((a) => a.id === created.id)).toMatchObject({
      name: "Kajaki",
    });
    expect(await revertAudit(actor, 9_999_999)).toEqual({
      ok: false,
      reason: "not_found",
    });
  });

  it("undo reverts only its own fields; a later change of the same field answers later_change naming it", async () => {
    const [price] = await getDb()
      .select()
      .from(schema.cruisePrices)
      .where(eq(schema.cruisePrices.cruiseType, "30min"));
    const id = price!.id;
    /** The price row's price and description now. */
    const stored = async () => {
      const [row] = await getDb()
        .select()
        .from(schema.cruisePrices)
        .where(eq(schema.cruisePrices.id, id));
      return { price: Number(row!.price), description: row!.description };
    };
    /** Changes the price row; the audit entry it wrote. */
    const change = async (to: { price: number; description: string | null }) => {
      await updatePrice(actor, id, { ...to, is_active: true });
      return (await listAudit({ entity: "cruise_price", page: 1 })).items[0]!;
    };
    const original = await stored();
    const priceChange = await change({ price: 777, description: original.description });
    const descChange = await change({ price: 777, description: "Nowy opis" });
    // #4 (price) while #5 (description) stands: the price goes back, the description stays.
    expect((await revertAudit(actor, priceChange.id)).ok).toBe(true);
    expect(await stored()).toEqual({ price: original.price, description: "Nowy opis" });
    // The later entry is still undoable and undoes only the description.
    expect((await revertAudit(actor, descChange.id)).ok).toBe(true);
    expect(await stored()).toEqual(original);

    // A later change of the same field blocks the older undo and is named.
    const first = await change({ price: 500, description: original.description });
    const second = await change({ price: 600, description: original.description });
    expect(await revertAudit(actor, first.id)).toEqual({
      ok: false,
      reason: "later_change",
      laterEntry: second.id,
      fields: ["price"],
    });
    expect((await stored()).price).toBe(600);
    // Once the later one is undone, the older one can be undone too.
    expect((await revertAudit(actor, second.id)).ok).toBe(true);
    expect((await revertAudit(actor, first.id)).ok).toBe(true);
    expect((await stored()).price).toBe(original.price);
  });

  it("seeded partners have English values; a partner without them shows Polish", async () => {
    const en = await listActiveAttractions("en");
    expect(en.map((a) => a.name)).toEqual(
      expect.arrayContaining([
        "Indoor go-karting",
        "F1 simulator",
        "Tandem skydive",
        "Glider flight",
      ]),
    );
    expect(en.find((a) => a.name === "Indoor go-karting")).toMatchObject({
      price: "from 120 PLN / 15 min",
      location: "Warsaw",
    });
  });
});
