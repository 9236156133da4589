import { expect, it } from "vitest";
import { describeEachDb } from "../../../tests/support/test-db";
import { schema } from "~/lib/db.server";
import { listActiveAttractions, loadAttractionsForPage } from "./attractions.server";

describeEachDb("public attractions", ({ db }) => {
  it("lists active attractions only, display_order ascending", async () => {
    await db().db.delete(schema.attractions);
    const base = {
      category: "Motorsport",
      description: "Opis",
      price: "120 zł",
      location: "Warszawa",
    };
    await db()
      .db.insert(schema.attractions)
      .values([
        { ...base, name: "C", displayOrder: 3 },
        { ...base, name: "Hidden", displayOrder: 0, isActive: false },
        { ...base, name: "A", displayOrder: 1, websiteUrl: "https://a.example" },
        { ...base, name: "B", displayOrder: 2 },
      ]);
    const list = await listActiveAttractions();
    expect(list.map((a) => a.name)).toEqual(["A", "B", "C"]);
    expect(list[0]).toMatchObject({
      price: "120 zł",
      website_url: "https://a.example",
      duration: null,
      image_url: null,
    });
    expect(list[0]).not.toHaveProperty("is_active");

    await db().db.update(schema.attractions).set({ isActive: true });
    expect((await loadAttractionsForPage()).ok && (await listActiveAttractions())[0].name).toBe(
      "Hidden",
    );
  });
});
