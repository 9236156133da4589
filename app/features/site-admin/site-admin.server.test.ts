import { expect, it } from "vitest";
import { describeEachDb } from "../../../tests/support/test-db";
import { revertAudit } from "~/features/change-history/history.server";
import { schema } from "~/lib/db.server";
import { listEvents, nextOccurrence, startDateOf } from "~/lib/site-data/promo-events";
import { promoEventSchema } from "./promo-events-schema";
import { noticeSchema } from "./notices-schema";
import { settingsPatchSchema, patchToFlat } from "./settings-schema";
import { appliesTo } from "~/lib/site-data/notices";
import { getSiteSettings, invalidateSiteData, pageNotices } from "~/lib/site-data/site-data.server";
import {
  adminSettings,
  createPromoEvent,
  deleteNotice,
  deletePromoEvent,
  listPromoEvents,
  putNotice,
  saveSettings,
  updatePromoEvent,
} from "./site-admin.server";

const actor = { id: "admin-1", email: "admin@example.com" };

async function lastAuditId(
  db: () => { db: import("~/lib/db.server").Db },
  entity: string,
): Promise<number> {
  const rows = await db().db.select().from(schema.auditLog);
  return rows.filter((r) => r.entity === entity).sort((a, b) => b.id - a.id)[0]!.id;
}

describeEachDb("site data: settings, notices and promotional events", ({ db }) => {
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

    const id = await lastAuditId(db, "site_settings");
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

  it("notices: shown in their scope and language, gone after their end, with the moment the page changes", async () => {
    const now = Date.now();
    const input = noticeSchema("pl").parse({
      kind: "cancelled",
      message_pl: "Dziś rejsy odwołane – silny wiatr",
      message_en: "Cruises cancelled today – strong wind",
      until: new Date(now + 3_600_000).toISOString(),
    });
    await putNotice(actor, "zegrze", input);
    const zegrze = await pageNotices("/rejsy-zegrze", "en", now);
    expect(zegrze.notices).toEqual([
      {
        scope: "zegrze",
        kind: "cancelled",
        text: "Cruises cancelled today – strong wind",
      },
    ]);
    expect(zegrze.changesAt).toBe(Date.parse(input.until));
    expect((await pageNotices("/", "pl", now)).notices[0]?.text).toBe(
      "Dziś rejsy odwołane – silny wiatr",
    );
    // Issue 34, item 1: home is wider than Zegrze, so its notice there names the location.
    expect((await pageNotices("/", "pl", now)).notices[0]?.named).toBe(true);
    expect((await pageNotices("/en", "en", now)).notices[0]?.named).toBe(true);
    expect(zegrze.notices[0]?.named).toBeUndefined();
    expect((await pageNotices("/rejsy-wisla-warszawa", "pl", now)).notices).toEqual([]);
    expect((await pageNotices("/rejsy-zegrze", "pl", now + 3_600_001)).notices).toEqual([]);

    // Undo of the creation removes it; undo of that is not offered (a revert row).
    const id = await lastAuditId(db, "site_notice");
    expect((await revertAudit(actor, id)).ok).toBe(true);
    invalidateSiteData();
    expect((await pageNotices("/rejsy-zegrze", "pl", now)).notices).toEqual([]);
    expect(await deleteNotice(actor, "zegrze")).toBe(false);
  });

  it("notices: impossible dates are refused per field", () => {
    const m = (body: unknown) => {
      const r = noticeSchema("pl").safeParse(body);
      return r.success
        ? {}
        : Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
    };
    expect(m({ kind: "info", message_pl: "x", until: "2020-01-01T00:00:00Z" }).until).toBe(
      "Koniec musi być w przyszłości",
    );
    expect(
      m({
        kind: "info",
        message_pl: "x",
        until: new Date(Date.now() + 400 * 86_400_000).toISOString(),
      }).until,
    ).toMatch(/366 dni/);
    expect(m({ kind: "info", message_pl: "x", until: "2027-02-30T10:00:00Z" }).until).toBe(
      "Podaj poprawną datę i godzinę",
    );
    const until = new Date(Date.now() + 86_400_000).toISOString();
    expect(
      m({
        kind: "info",
        message_pl: "x",
        from: new Date(Date.now() + 2 * 86_400_000).toISOString(),
        until,
      }).from,
    ).toBe("Początek musi być przed końcem");
    expect(m({ kind: "warning", message_pl: "", until }).kind).toBeTruthy();
  });

  it("scopes: a location covers home, its page and its cruise pages", () => {
    expect(appliesTo("warszawa", "/rejsy-wisla-warszawa/20-min")).toBe(true);
    expect(appliesTo("warszawa", "/warsaw-river-cruise")).toBe(true);
    expect(appliesTo("zegrze", "/")).toBe(true);
    expect(appliesTo("zegrze", "/rejsy-wisla-warszawa")).toBe(false);
    expect(appliesTo("zegrze", "/lodki-zegrze-motorowka-bez-patentu")).toBe(false);
    expect(appliesTo("all", "/regulamin")).toBe(true);
    expect(appliesTo("zegrze", "/en/zegrze-lake-cruises")).toBe(true);
    expect(appliesTo("zegrze", "/en")).toBe(true);
    expect(appliesTo("gdansk", "/en/gdansk-cruises")).toBe(true);
    expect(appliesTo("zegrze", "/en/licence-free-boat-hire")).toBe(false);
  });

  it("promotional events: CRUD audited and undoable; the page lists upcoming ones soonest first, then undated", async () => {
    const today = "2026-11-25";
    const schemaFor = promoEventSchema("pl")(today);
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
    expect((await revertAudit(actor, await lastAuditId(db, "promo_event"))).ok).toBe(true);
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
    expect((await revertAudit(actor, await lastAuditId(db, "promo_event"))).ok).toBe(true);
    expect((await listPromoEvents()).some((e) => e.id === created.id)).toBe(true);
  });

  it("promotional events: a past one-off date, a time without a date, a year ahead are refused", () => {
    const s = promoEventSchema("en")("2026-11-25");
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
