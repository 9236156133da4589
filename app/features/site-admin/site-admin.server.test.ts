import { expect, it } from "vitest";
import { describeEachDb } from "../../../tests/support/test-db";
import { lastAuditId } from "../../../tests/support/audit";
import { revertAudit } from "~/features/change-history/history.server";
import { schema } from "~/lib/db.server";
import { listEvents, nextOccurrence, startDateOf } from "~/lib/site-data/promo-events";
import { promoEventSchema } from "./promo-events-schema";
import { settingsPatchSchema, patchToFlat } from "./settings-schema";
import { getSiteSettings, invalidateSiteData } from "~/lib/site-data/site-data.server";
import {
  adminSettings,
  createPromoEvent,
  deletePromoEvent,
  listPromoEvents,
  saveSettings,
  updatePromoEvent,
} from "./site-admin.server";
import { SEED_LOCATION_ROWS } from "~/features/cruises/catalogue.server";

const actor = { id: "admin-1", email: "admin@example.com" };
/** The seed's location rows, in their order. */
const SEED_IDS = SEED_LOCATION_ROWS.map((r) => r.id);

describeEachDb("site data: settings and promotional events", ({ db }) => {
  it("seeds the product's five promotional events with their icons", async () => {
    const events = await listPromoEvents();
    expect(events.map((e) => e.icon)).toEqual(["flag", "siren", "gift", "balloon", "camera"]);
    expect(events.find((e) => e.icon === "siren")).toMatchObject({
      date: "2026-08-01",
      time: "17:00",
      yearly: true,
      published: true,
    });
    expect(events.find((e) => e.icon === "camera")?.date).toBeNull();
  });

  it("settings: defaults without made-up identifiers; a save records only the changed fields; undo restores them", async () => {
    const defaults = await adminSettings();
    expect(defaults.company).toMatchObject({
      nip: "",
      regon: "",
      krs: "",
      registryCourt: "",
      shareCapital: "",
    });
    expect(defaults.rentalCompany.nip).toBe("");

    const patch = settingsPatchSchema("pl").parse({
      phone: "+48 511 222 333",
      company: { nip: "PL 123-456-32-18" },
    });
    const saved = await saveSettings(actor, patchToFlat(patch));
    expect(saved.phone).toBe("+48 511 222 333");
    expect(saved.company.nip).toBe("1234563218");
    expect((await getSiteSettings()).phone).toBe("+48 511 222 333");

    const id = await lastAuditId("site_settings");
    const [entry] = (await db().db.select().from(schema.auditLog)).filter((r) => r.id === id);
    expect(entry!.before).toEqual({
      phone: defaults.phone,
      "company.nip": "",
    });
    expect(entry!.after).toEqual({
      phone: "+48 511 222 333",
      "company.nip": "1234563218",
    });

    const outcome = await revertAudit(actor, id);
    expect(outcome.ok).toBe(true);
    invalidateSiteData();
    const back = await getSiteSettings();
    expect(back.phone).toBe(defaults.phone);
    expect(back.company.nip).toBe("");
    expect(await revertAudit(actor, id)).toEqual({
      ok: false,
      reason: "already_reverted",
    });
  });

  it("settings: invalid values give messages keyed by dotted path, in the admin's language", () => {
    const r = settingsPatchSchema("en").safeParse({
      phone: "500",
      email: "x",
      social: { facebook: "http://x.pl" },
      company: { nip: "5252000000", regon: "380000000", krs: "123" },
    });
    expect(r.success).toBe(false);
    const paths = r.error!.issues.map((i) => i.path.join("."));
    expect(paths).toEqual(
      expect.arrayContaining([
        "phone",
        "email",
        "social.facebook",
        "company.nip",
        "company.regon",
        "company.krs",
      ]),
    );
    expect(r.error!.issues.find((i) => i.path.join(".") === "company.nip")?.message).toMatch(
      /check digit/,
    );
    // Empty identifiers are allowed (not entered yet).
    expect(
      settingsPatchSchema("pl").safeParse({
        company: { nip: "", regon: "", krs: "" },
      }).success,
    ).toBe(true);
  });

  it("promotional events: CRUD audited and undoable; the page lists upcoming ones soonest first, then undated", async () => {
    const today = "2026-11-25";
    const schemaFor = promoEventSchema("pl")(today, null, SEED_IDS);
    const created = await createPromoEvent(
      actor,
      schemaFor.parse({
        title_pl: "Rejs mikołajkowy 6 grudnia",
        date: "2026-12-06",
        time: "16:00",
      }),
    );
    expect(created).toMatchObject({
      icon: "gift",
      location: "warszawa",
      published: true,
      yearly: false,
    });
    const hidden = await updatePromoEvent(actor, created.id, {
      ...created,
      published: false,
    });
    expect(hidden?.published).toBe(false);
    expect((await revertAudit(actor, await lastAuditId("promo_event"))).ok).toBe(true);
    expect((await listPromoEvents()).find((e) => e.id === created.id)?.published).toBe(true);

    const listed = listEvents(await listPromoEvents(), "en", today);
    expect(listed.map((e) => e.nextDate)).toEqual([
      "2026-12-06",
      "2026-12-06",
      "2027-06-01",
      "2027-08-01",
      "2027-11-11",
      null,
    ]);
    expect(listed.at(-1)?.title).toBe("Photo cruises");

    expect(await deletePromoEvent(actor, created.id)).toBe(true);
    expect((await revertAudit(actor, await lastAuditId("promo_event"))).ok).toBe(true);
    expect((await listPromoEvents()).some((e) => e.id === created.id)).toBe(true);
  });

  it("promotional events: a past one-off date, a time without a date, a year ahead are refused", () => {
    const s = promoEventSchema("en")("2026-11-25", null, SEED_IDS);
    const errs = (body: unknown) => {
      const r = s.safeParse(body);
      return r.success
        ? {}
        : Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
    };
    expect(errs({ title_pl: "x", date: "2026-11-24" }).date).toMatch(/passed/);
    expect(errs({ title_pl: "x", date: "2028-01-01" }).date).toMatch(/year ahead/);
    expect(errs({ title_pl: "x", time: "10:00" }).time).toBe("A time needs a date");
    expect(errs({ title_pl: "x", date: "2026-02-30", yearly: true }).date).toMatch(/valid date/);
    expect(errs({ title_pl: "x", date: "2026-11-24", yearly: true })).toEqual({});
  });

  it("promotional events: the location is any location row, an unknown one is refused in the caller's language (decision 404)", async () => {
    const rows = ["warszawa", "zegrze", "gdansk", "torun"];
    const en = promoEventSchema("en")("2026-11-25", null, rows);
    const pl = promoEventSchema("pl")("2026-11-25", null, rows);
    const torun = en.parse({ title_pl: "Rejs nocny", location: "torun" });
    expect(torun.location).toBe("torun");
    const bad = en.safeParse({ title_pl: "x", location: "plock" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["location", "Choose a location"],
    ]);
    expect(pl.safeParse({ title_pl: "x", location: "plock" }).error?.issues[0]?.message).toBe(
      "Wybierz lokalizację",
    );
    // Stored and read back as it was given.
    const created = await createPromoEvent(actor, torun);
    expect((await listPromoEvents()).find((e) => e.id === created.id)?.location).toBe("torun");
    expect(await deletePromoEvent(actor, created.id)).toBe(true);
  });
});

it("next dates and schema.org start dates in Warsaw's calendar", () => {
  expect(nextOccurrence("2026-11-11", true, "2026-11-11")).toBe("2026-11-11");
  expect(nextOccurrence("2026-11-11", true, "2026-11-12")).toBe("2027-11-11");
  expect(nextOccurrence("2024-02-29", true, "2026-03-01")).toBe("2027-02-28");
  expect(nextOccurrence("2026-11-11", false, "2026-11-12")).toBe("2026-11-11");
  expect(startDateOf("2026-08-01", "17:00")).toBe("2026-08-01T17:00:00+02:00");
  expect(startDateOf("2026-12-06", "16:00")).toBe("2026-12-06T16:00:00+01:00");
  expect(startDateOf("2026-12-06", null)).toBe("2026-12-06");
});
