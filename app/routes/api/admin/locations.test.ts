import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { describeEachDb } from "../../../../tests/support/test-db";
import { getFrom, useTestEnv } from "../../../../tests/support/api-test-helpers";
// The features' services each other needs (decision 420).
import "~/routes/feature-services.server";
import { revertAudit } from "~/features/change-history/history.server";
import {
  LOCATION_ENTITY,
  adminListCruises,
  adminListLocations,
  createCruise,
  createLocation,
  updateLocation,
} from "~/features/cruises/admin.server";
import {
  getCatalogue,
  invalidateCruises,
  resolveCruisePath,
} from "~/features/cruises/catalogue.server";
import {
  cruiseCreateSchema,
  locationCreateSchema,
  locationPatchSchema,
} from "~/features/cruises/schema";
import { apiErrorOf, schemaFieldErrors } from "../../../../tests/support/api-errors";
import { getDb, schema } from "~/lib/db.server";
import { allPages, pageOfPath } from "~/lib/i18n/page-urls";
import { loader as locationsRoute } from "./locations";

beforeAll(() => useTestEnv());
const actor = { id: "admin-1", email: "boss@rib.example" };

const krakow = {
  name_pl: "Kraków",
  name_en: "Krakow",
  slug_pl: "rejsy-krakow",
  slug_en: "krakow-river-cruises",
  startPoint_pl: "Bulwar Czerwieński pod Wawelem",
  startPoint_en: "Czerwieński Boulevard below Wawel",
  lat: 50.0537,
  lng: 19.9334,
  windLimitKmh: 35,
};

describeEachDb("locations admin (decision 400)", () => {
  it("refuses an anonymous caller (401)", async () => {
    expect((await getFrom(locationsRoute, "/api/admin/locations")).status).toBe(401);
  });

  it("the original three are seed rows with their names, slugs, URLs and order", async () => {
    const items = await adminListLocations();
    expect(items.map((l) => [l.id, l.name_pl, l.url_pl, l.url_en, l.spec])).toEqual([
      ["warszawa", "Warszawa", "/rejsy-wisla-warszawa", "/warsaw-river-cruise", true],
      ["zegrze", "Zegrze", "/rejsy-zegrze", "/en/zegrze-lake-cruises", true],
      ["gdansk", "Gdańsk", "/rejsy-gdansk", "/en/gdansk-cruises", true],
    ]);
    expect(items[0]!.startPoint_pl).toMatch(/^Kładka/);
  });

  it("creates a location: server-made id, coming soon, audited; its pages and cruises follow; undo hides it", async () => {
    const created = await createLocation(actor, locationCreateSchema("pl").parse(krakow), "pl");
    expect(created).toMatchObject({
      id: "krakow",
      status: "coming_soon",
      name_en: "Krakow",
      url_pl: "/rejsy-krakow",
      url_en: "/en/krakow-river-cruises",
      windLimitKmh: 35,
      order: 4,
      spec: false,
    });
    // Another with the same name gets another id, never the first one's.
    const again = await createLocation(
      actor,
      locationCreateSchema("pl").parse({ ...krakow, slug_pl: "krakow-2", slug_en: "krakow-2" }),
      "pl",
    );
    expect(again.id).toMatch(/^krakow[a-z]+$/);
    const [entry] = await getDb()
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.entityId, "krakow"));
    expect(entry).toMatchObject({ entity: LOCATION_ENTITY, action: "create" });

    // Its page is a page; a cruise of it lives under it, public once the location opens.
    invalidateCruises();
    await getCatalogue();
    expect(pageOfPath("/rejsy-krakow")).toMatchObject({ en: "/en/krakow-river-cruises" });
    const cruise = await createCruise(
      actor,
      cruiseCreateSchema("pl").parse({
        location: "krakow",
        kind: "shared",
        durationMin: 40,
        name_pl: "Wawel z wody",
        name_en: "Wawel from the water",
        published: true,
        departures: { days: [1, 2, 3, 4, 5, 6, 7], times: ["12:00"] },
      }),
      "pl",
    );
    expect(cruise).toMatchObject({
      url_pl: "/rejsy-krakow/wawel-z-wody",
      url_en: "/en/krakow-river-cruises/wawel-from-the-water",
    });
    let hit = resolveCruisePath(await getCatalogue(), "/rejsy-krakow/wawel-z-wody");
    expect(hit).toMatchObject({ kind: "cruise", public: false });
    await updateLocation(actor, "krakow", { status: "open" });
    hit = resolveCruisePath(await getCatalogue(), "/en/krakow-river-cruises/wawel-from-the-water");
    expect(hit).toMatchObject({ kind: "cruise", lang: "en", public: true });
    expect(allPages().some((p) => p.pl === "/rejsy-krakow/wawel-z-wody" && !p.noindex)).toBe(true);

    // Hidden: the location and its cruises leave every page.
    await updateLocation(actor, "krakow", { status: "hidden" });
    const catalogue = await getCatalogue();
    expect(pageOfPath("/rejsy-krakow")).toBeUndefined();
    expect(resolveCruisePath(catalogue, "/rejsy-krakow/wawel-z-wody")).toMatchObject({
      public: false,
    });

    // Undo of the creation of the second one hides it (a location is never deleted).
    const [second] = await getDb()
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.entityId, again.id));
    expect(await revertAudit(actor, second!.id)).toMatchObject({ ok: true });
    expect((await adminListLocations()).find((l) => l.id === again.id)?.status).toBe("hidden");
    expect((await adminListCruises()).some((c) => c.location === "krakow")).toBe(true);
  });

  it("400 with fieldErrors: a slug another page has or a reserved one, an empty name, bad coordinates", async () => {
    expect(
      schemaFieldErrors(locationCreateSchema("en"), {
        ...krakow,
        name_pl: " ",
        lat: 91,
        lng: -181,
      }),
    ).toEqual({
      name_pl: "Enter the location's name.",
      lat: "Latitude from -90 to 90.",
      lng: "Longitude from -180 to 180.",
    });
    expect(
      schemaFieldErrors(locationCreateSchema("pl"), { ...krakow, slug_pl: "Kraków!" }),
    ).toEqual({
      slug_pl:
        "Adres może mieć tylko małe litery a–z, cyfry i łączniki między słowami (do 60 znaków).",
    });
    const taken = async (slugs: Record<string, string>) =>
      (
        await apiErrorOf(
          createLocation(
            actor,
            locationCreateSchema("pl").parse({
              ...krakow,
              slug_pl: "rejsy-torun",
              slug_en: "torun-cruises",
              ...slugs,
            }),
            "pl",
          ),
        )
      ).extra.fieldErrors;
    // Another location's pages (Warsaw's English twin is outside /en/), a static page, reserved words.
    expect(await taken({ slug_pl: "rejsy-zegrze" })).toEqual({
      slug_pl: "Ten adres ma już inna strona.",
    });
    expect(await taken({ slug_pl: "warsaw-river-cruise" })).toEqual({
      slug_pl: "Ten adres ma już inna strona.",
    });
    expect(await taken({ slug_en: "gdansk-cruises" })).toEqual({
      slug_en: "Ten adres ma już inna strona.",
    });
    expect(await taken({ slug_pl: "bony-podarunkowe", slug_en: "events" })).toEqual({
      slug_pl: "Ten adres jest zarezerwowany dla innej strony.",
      slug_en: "Ten adres jest zarezerwowany dla innej strony.",
    });
    expect(await taken({ slug_pl: "admin", slug_en: "gift-vouchers" })).toEqual({
      slug_pl: "Ten adres jest zarezerwowany dla innej strony.",
      slug_en: "Ten adres jest zarezerwowany dla innej strony.",
    });
    // A cruise of a location that does not exist: a field error, not a 500.
    const unknown = await apiErrorOf(
      createCruise(
        actor,
        cruiseCreateSchema("en").parse({
          location: "atlantis",
          kind: "private",
          durationMin: 30,
          name_pl: "x",
          name_en: "x",
        }),
        "en",
      ),
    );
    expect(unknown.extra.fieldErrors).toEqual({
      location: "Choose one of the locations in the list.",
    });
  });

  it("PATCH: the original three cannot be hidden (409) nor renamed (400); a new one's fields change, audited, undone", async () => {
    const hide = await apiErrorOf(updateLocation(actor, "gdansk", { status: "hidden" }, "en"));
    expect(hide.status).toBe(409);
    const rename = await apiErrorOf(
      updateLocation(actor, "zegrze", { name_pl: "Zalew", slug_en: "zegrze" }, "pl"),
    );
    expect(rename.extra.fieldErrors).toEqual({
      name_pl: "Nazwy i adresu tej lokalizacji ze specyfikacji nie można zmienić.",
      slug_en: "Nazwy i adresu tej lokalizacji ze specyfikacji nie można zmienić.",
    });
    // Their own values again are no change.
    expect(await updateLocation(actor, "zegrze", { name_pl: "Zegrze" }, "pl")).toMatchObject({
      name_pl: "Zegrze",
    });

    const made = await createLocation(
      actor,
      locationCreateSchema("pl").parse({
        ...krakow,
        name_pl: "Wrocław",
        name_en: "Wroclaw",
        slug_pl: "rejsy-wroclaw",
        slug_en: "wroclaw-cruises",
      }),
      "pl",
    );
    expect(made.id).toBe("wroclaw");
    const patched = await updateLocation(
      actor,
      "wroclaw",
      locationPatchSchema("pl").parse({ slug_pl: "rejsy-po-odrze", lat: 51.11, status: "open" }),
      "pl",
    );
    expect(patched).toMatchObject({ url_pl: "/rejsy-po-odrze", lat: 51.11, status: "open" });
    const entries = await getDb()
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.entityId, "wroclaw"));
    const update = entries.find((e) => e.action === "update")!;
    expect(await revertAudit(actor, update.id)).toMatchObject({ ok: true });
    expect((await adminListLocations()).find((l) => l.id === "wroclaw")).toMatchObject({
      url_pl: "/rejsy-wroclaw",
      lat: 50.0537,
      status: "coming_soon",
    });
    expect(await updateLocation(actor, "nowhere", { status: "open" })).toBeNull();
  });
});
