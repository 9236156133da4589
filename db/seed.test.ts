import { asc } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeEachDb } from "../tests/support/test-db";
import { seedDatabase } from "./seed";
import { attractions, cruisePrices } from "./schema";

describeEachDb("migrations and seed", ({ db }) => {
  it("seeds the six cruise prices and four attractions once", async () => {
    expect(await seedDatabase(db().db)).toEqual({ seeded: true });
    expect(await seedDatabase(db().db)).toEqual({ seeded: false });
    const prices = await db().db.select().from(cruisePrices).orderBy(asc(cruisePrices.cruiseType));
    expect(prices.map((p) => p.cruiseType)).toEqual([
      "20min",
      "30min",
      "60min",
      "90min",
      "zegrze_30min",
      "zegrze_60min",
    ]);
    expect(prices.find((p) => p.cruiseType === "20min")?.price).toBe(90);
    const rows = await db().db.select().from(attractions);
    expect(rows).toHaveLength(4);
  });

  it("answers a ping", async () => {
    await expect(db().ping()).resolves.toBeUndefined();
  });
});
