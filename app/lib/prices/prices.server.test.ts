import { eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { describeEachDb } from "../../../tests/support/test-db";
import { seedDatabase } from "../../../db/seed";
import { schema } from "~/lib/db.server";
import { getPublicPrices, loadPricesForPage } from "./prices.server";

describeEachDb("public prices", ({ db }) => {
  beforeEach(async () => {
    await db().db.delete(schema.cruisePrices);
    await seedDatabase(db().db);
  });

  it("maps cruise_type to price over active rows only", async () => {
    await db()
      .db.update(schema.cruisePrices)
      .set({ isActive: false })
      .where(eq(schema.cruisePrices.cruiseType, "30min"));
    await db().db.insert(schema.cruisePrices).values({ cruiseType: "unknown_type", price: 5 });
    const prices = await getPublicPrices();
    expect(prices).toEqual({
      "20min": 90,
      "60min": 1000,
      "90min": 1400,
      zegrze_30min: 500,
      zegrze_60min: 900,
    });
    expect(prices["30min"]).toBeUndefined();
  });

  it("returns a changed price on the next call", async () => {
    expect((await getPublicPrices())["20min"]).toBe(90);
    await db()
      .db.update(schema.cruisePrices)
      .set({ price: 99.5 })
      .where(eq(schema.cruisePrices.cruiseType, "20min"));
    expect((await getPublicPrices())["20min"]).toBe(99.5);
  });

  it("loadPricesForPage resolves ok with the map", async () => {
    const result = await loadPricesForPage();
    expect(result.ok && result.prices["90min"]).toBe(1400);
  });
});
