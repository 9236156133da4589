import { asc, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { describeEachDb } from "../../../../tests/support/test-db";
import { getFrom, useTestEnv } from "../../../../tests/support/api-test-helpers";
import { revertAudit } from "~/features/change-history/history.server";
import {
  CRUISE_ENTITY,
  adminCruiseNames,
  adminListCruises,
  createCruise,
  deleteCruise,
  updateCruise,
  updateLocation,
} from "~/features/cruises/admin.server";
import {
  getCatalogue,
  invalidateCruises,
  resolveCruisePath,
} from "~/features/cruises/catalogue.server";
import {
  cruiseCreateSchema,
  cruisePatchSchema,
  locationPatchSchema,
} from "~/features/cruises/schema";
import { badRequestFields, schemaFieldErrors } from "../../../../tests/support/api-errors";
import { getDb, schema } from "~/lib/db.server";
import { getPublicPrices } from "~/lib/prices/prices.server";
import { loader as cruisesRoute } from "./cruises";

beforeAll(() => useTestEnv());
const actor = { id: "admin-1", email: "boss@rib.example" };

const sunset = {
  location: "warszawa",
  kind: "private",
  durationMin: 45,
  name_pl: "Rejs o zachodzie słońca",
  name_en: "Sunset cruise",
  booking: { channel: "provider", itemId: "700001" },
  price: 750,
};

describeEachDb("cruises admin", () => {
  it("refuses an anonymous caller (401)", async () => {
    expect((await getFrom(cruisesRoute, "/api/admin/cruises")).status).toBe(401);
  });

  it("creates a cruise with its key, slugs, price row and audit; its URLs resolve", async () => {
    const body = cruiseCreateSchema("pl").parse(sunset);
    const cruise = await createCruise(actor, body, "pl");
    expect(cruise).toMatchObject({
      key: "rejs_o_zachodzie_slonca",
      slug_pl: "rejs-o-zachodzie-slonca",
      slug_en: "sunset-cruise",
      url_pl: "/rejsy-wisla-warszawa/rejs-o-zachodzie-slonca",
      url_en: "/warsaw-river-cruise/sunset-cruise",
      price: 750,
      priceActive: true,
      order: 5,
      // A draft until it is published (decision 352).
      published: false,
      booking: { channel: "provider", itemId: "700001" },
    });
    const [price] = await getDb()
      .select()
      .from(schema.cruisePrices)
      .where(eq(schema.cruisePrices.cruiseType, cruise.key));
    expect(price).toMatchObject({ price: 750, isActive: true });
    expect((await getPublicPrices())[cruise.key]).toBe(750);
    const audit = await getDb()
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.entity, "cruise"));
    expect(audit.map((a) => a.action)).toEqual(["create"]);
    const catalogue = await getCatalogue();
    const hit = resolveCruisePath(catalogue, "/warsaw-river-cruise/sunset-cruise");
    expect(hit.kind === "cruise" && hit.lang).toBe("en");
  });

  it("labels the price rows from the rows: the product's six as the product names them, a new cruise by its name", async () => {
    const byKey = new Map((await adminCruiseNames()).map((c) => [c.key, c]));
    expect(byKey.get("20min")?.priceLabel).toEqual({
      pl: "20 min Szaleństwo (biletowany)",
      en: "20 min Szaleństwo (ticketed)",
    });
    expect(byKey.get("zegrze_60min")?.priceLabel).toEqual({
      pl: "Zegrze 60 min Prawdziwa wyprawa (prywatny)",
      en: "Zegrze 60 min Prawdziwa wyprawa (private)",
    });
    expect(byKey.get("zegrze_60min")?.order).toBe(2);
    // The cruise the test above created.
    expect(byKey.get("rejs_o_zachodzie_slonca")).toMatchObject({
      priceLabel: null,
      location: "warszawa",
    });
  });

  it("answers 400 with fieldErrors in the admin's language", async () => {
    expect(
      schemaFieldErrors(cruiseCreateSchema("pl"), {
        ...sunset,
        name_pl: " ",
        durationMin: 3,
        capacity: 0,
      }),
    ).toEqual({
      name_pl: "Podaj nazwę rejsu.",
      durationMin: "Czas rejsu musi wynosić od 5 do 600 minut.",
      capacity: "Liczba miejsc musi wynosić od 1 do 100.",
    });
    expect(
      schemaFieldErrors(cruiseCreateSchema("en"), {
        ...sunset,
        slug_pl: "Zły adres",
        departures: { days: [1], times: ["25:00"] },
        durationMin: 601,
        booking: { channel: "provider", itemId: " " },
      }),
    ).toEqual({
      slug_pl: expect.stringContaining("lower-case"),
      "departures.times.0": "A time as HH:MM, e.g. 18:30.",
      durationMin: "The duration must be between 5 and 600 minutes.",
      "booking.itemId": expect.stringContaining("item number"),
    });
    // FareHarbor item ids are digits only (issue 41).
    for (const itemId of ["../../x?y=<b>", "abc", "12 34", "623503/", "1".repeat(21)])
      expect(
        schemaFieldErrors(cruiseCreateSchema("pl"), {
          ...sunset,
          booking: { channel: "provider", itemId },
        }),
        itemId,
      ).toEqual({
        "booking.itemId":
          "Numer oferty u operatora rezerwacji składa się z samych cyfr, np. 623503.",
      });
    expect(
      schemaFieldErrors(cruisePatchSchema("en"), { booking: { channel: "phone", itemId: "x1" } }),
    ).toEqual({
      "booking.itemId": "The booking provider's item number is digits only, e.g. 623503.",
    });
    expect(
      schemaFieldErrors(cruiseCreateSchema("pl"), {
        ...sunset,
        booking: { channel: "provider", itemId: " 623503 " },
      }),
    ).toEqual({});
    // A provider channel without an item id; a slug taken; a slug that shadows a route.
    expect(
      await badRequestFields(
        createCruise(
          actor,
          // The schema refuses it too; the service checks again for any other caller.
          {
            ...cruiseCreateSchema("pl").parse(sunset),
            booking: { channel: "provider", itemId: null },
          },
          "pl",
        ),
      ),
    ).toEqual({ "booking.itemId": expect.stringContaining("numer oferty") });
    expect(
      await badRequestFields(
        createCruise(actor, cruiseCreateSchema("en").parse({ ...sunset, slug_en: "90-min" }), "en"),
      ),
    ).toEqual({
      slug_pl: "This address is already taken at this location.",
      slug_en: "This address is already taken at this location.",
    });
    expect(
      await badRequestFields(
        createCruise(
          actor,
          cruiseCreateSchema("pl").parse({ ...sunset, slug_pl: "en", slug_en: "other-one" }),
          "pl",
        ),
      ),
    ).toEqual({ slug_pl: "Ten adres jest zarezerwowany dla innej strony." });
  });

  it("the six original cruises: 400 on a key/location/slug change, null is the default, 409 on delete", async () => {
    const [c20] = await adminListCruises();
    expect(c20!.key).toBe("20min");
    expect(
      await badRequestFields(
        updateCruise(
          actor,
          c20!.id,
          cruisePatchSchema("pl").parse({ slug_pl: "dwadziescia", location: "zegrze" }),
          "pl",
        ),
      ),
    ).toEqual({ location: expect.any(String), slug_pl: expect.any(String) });
    const edited = await updateCruise(actor, c20!.id, { name_pl: "Szybki rejs" }, "pl");
    expect(edited!.name_pl).toBe("Szybki rejs");
    expect(edited!.edited).toEqual(["name_pl"]);
    const reset = await updateCruise(actor, c20!.id, { name_pl: null }, "pl");
    expect(reset!.name_pl).toBe("Rejs 20 minut – Szaleństwo");
    expect(reset!.edited).toEqual([]);
    await expect(deleteCruise(actor, c20!.id, "pl")).rejects.toMatchObject({ status: 409 });
  });

  it("a slug change keeps the old URL answering 301; delete → 301 to the location page; undo restores", async () => {
    const list = await adminListCruises();
    const sunsetCruise = list.find((c) => c.key === "rejs_o_zachodzie_slonca")!;
    // Published (it starts as a draft, whose address may change freely).
    await updateCruise(actor, sunsetCruise.id, { published: true }, "en");
    await updateCruise(actor, sunsetCruise.id, { slug_en: "sunset" }, "en");
    invalidateCruises();
    let hit = resolveCruisePath(await getCatalogue(), "/warsaw-river-cruise/sunset-cruise");
    expect(hit).toEqual({ kind: "redirect", to: "/warsaw-river-cruise/sunset" });
    // The old slug in another spelling: one 301 straight to the current page (issue 41).
    for (const spelling of [
      "/warsaw-river-cruise/sunset-cruise/",
      "/warsaw-river-cruise/SUNSET-CRUISE",
      "/Warsaw-River-Cruise/Sunset-Cruise/",
      "/warsaw-river-cruise/%73unset-cruise",
    ])
      expect(resolveCruisePath(await getCatalogue(), spelling), spelling).toEqual({
        kind: "redirect",
        to: "/warsaw-river-cruise/sunset",
      });
    // And so does the current slug.
    expect(resolveCruisePath(await getCatalogue(), "/warsaw-river-cruise/Sunset/")).toEqual({
      kind: "redirect",
      to: "/warsaw-river-cruise/sunset",
    });
    expect(resolveCruisePath(await getCatalogue(), "/warsaw-river-cruise/nope/").kind).toBe("none");
    expect(await deleteCruise(actor, sunsetCruise.id, "pl")).toBe(true);
    hit = resolveCruisePath(await getCatalogue(), "/rejsy-wisla-warszawa/rejs-o-zachodzie-slonca");
    expect(hit).toEqual({ kind: "redirect", to: "/rejsy-wisla-warszawa" });
    hit = resolveCruisePath(await getCatalogue(), "/rejsy-wisla-warszawa/Rejs-O-Zachodzie-Slonca/");
    expect(hit).toEqual({ kind: "redirect", to: "/rejsy-wisla-warszawa" });
    expect((await getPublicPrices())[sunsetCruise.key]).toBeUndefined();
    // Its slugs stay reserved.
    expect(
      await badRequestFields(
        createCruise(actor, cruiseCreateSchema("pl").parse({ ...sunset, slug_en: "x-y" }), "pl"),
      ),
    ).toEqual({ slug_pl: expect.any(String) });
    const audit = await getDb()
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.entity, "cruise"));
    const deletion = audit.find((a) => a.action === "delete")!;
    const undone = await revertAudit(actor, deletion.id);
    expect(undone).toMatchObject({ ok: true });
    invalidateCruises();
    const back = (await adminListCruises()).find((c) => c.key === sunsetCruise.key)!;
    expect(back).toMatchObject({ slug_en: "sunset", priceActive: true, price: 750 });
    // Undo of a creation deletes the cruise.
    const other = await createCruise(
      actor,
      cruiseCreateSchema("pl").parse({
        ...sunset,
        name_pl: "Rejs na próbę",
        name_en: "Trial cruise",
      }),
      "pl",
    );
    const [creation] = await getDb()
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.entityId, String(other.id)));
    expect(await revertAudit(actor, creation!.id)).toMatchObject({ ok: true });
    expect((await adminListCruises()).some((c) => c.key === other.key)).toBe(false);
  });

  it("undo of chosen fields: one part of the season goes back, its other part and a later change stay (decision 313)", async () => {
    const c60 = (await adminListCruises()).find((c) => c.key === "60min")!;
    await updateCruise(actor, c60.id, { season: { from: "05-01", until: "09-30" } }, "pl");
    await updateCruise(
      actor,
      c60.id,
      { season: { from: "04-15", until: "10-15" }, capacity: 5 },
      "pl",
    );
    const rows = await getDb()
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.entityId, String(c60.id)))
      .orderBy(asc(schema.auditLog.id));
    const both = rows.filter((r) => r.entity === CRUISE_ENTITY).at(-1)!;
    // A later change of the capacity only.
    await updateCruise(actor, c60.id, { capacity: 4 }, "pl");
    expect(await revertAudit(actor, both.id, ["season.until"])).toMatchObject({ ok: true });
    const after = (await adminListCruises()).find((c) => c.key === "60min")!;
    expect(after).toMatchObject({ season: { from: "04-15", until: "09-30" }, capacity: 4 });
    // The capacity was changed later: undoing it from this entry is refused.
    expect(await revertAudit(actor, both.id, ["capacity"])).toMatchObject({
      ok: false,
      reason: "later_change",
      fields: ["capacity"],
    });
    expect(await revertAudit(actor, both.id, ["season.from"])).toMatchObject({ ok: true });
    expect((await adminListCruises()).find((c) => c.key === "60min")).toMatchObject({
      season: { from: "05-01", until: "09-30" },
      capacity: 4,
    });
  });

  it("locations: open Gdańsk, audited, undone", async () => {
    const opened = await updateLocation(actor, "gdansk", { status: "open", windLimitKmh: 35 });
    expect(opened).toMatchObject({ id: "gdansk", status: "open", windLimitKmh: 35 });
    expect((await getCatalogue()).locations.gdansk.status).toBe("open");
    const [entry] = await getDb()
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.entity, "location"));
    expect((await revertAudit(actor, entry!.id)).ok).toBe(true);
    invalidateCruises();
    expect((await getCatalogue()).locations.gdansk).toMatchObject({
      status: "coming_soon",
      windLimitKmh: 40,
    });
    expect(await updateLocation(actor, "krakow", { status: "open" })).toBeNull();
  });

  it("a location's season (decision 350): checked, inherited by its cruises without their own, audited, undone", async () => {
    expect(
      schemaFieldErrors(locationPatchSchema("pl"), { season: { from: "4-15", until: "10-15" } }),
    ).toEqual({ "season.from": "Data w formacie MM-DD, np. 05-01." });
    const season = { from: "04-15", until: "10-15" };
    const saved = await updateLocation(
      actor,
      "zegrze",
      locationPatchSchema("pl").parse({ season }),
    );
    expect(saved).toMatchObject({ id: "zegrze", season });
    const own = (await adminListCruises()).find((c) => c.key === "zegrze_60min")!;
    await updateCruise(actor, own.id, { season: { from: "05-01", until: "09-30" } }, "pl");
    const { cruises, locations } = await getCatalogue();
    expect(locations.zegrze.season).toEqual(season);
    const of = (key: string) => cruises.find((c) => c.key === key)!;
    expect(of("zegrze_30min")).toMatchObject({ season: null, seasonInForce: season });
    expect(of("zegrze_60min").seasonInForce).toEqual({ from: "05-01", until: "09-30" });
    expect(of("20min").seasonInForce).toBeNull();
    const [entry] = await getDb()
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.entityId, "zegrze"));
    expect(entry).toMatchObject({
      entity: "location",
      before: { season: null },
      after: { season },
    });
    expect((await revertAudit(actor, entry!.id)).ok).toBe(true);
    invalidateCruises();
    expect(of("zegrze_30min").seasonInForce).toEqual(season); // the old copy
    expect(
      (await getCatalogue()).cruises.find((c) => c.key === "zegrze_30min")!.seasonInForce,
    ).toBeNull();
    await updateCruise(actor, own.id, { season: null }, "pl");
  });
});
