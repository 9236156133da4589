import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { describeEachDb } from "../../../tests/support/test-db";
import { startSmtpSink } from "../../../tests/support/smtp-sink";
import { getFrom, useTestEnv } from "../../../tests/support/api-test-helpers";
import { getDb, schema } from "~/lib/db.server";
import { startOutboxWorker, stopOutboxWorker } from "~/lib/mail/outbox.server";
import { registerDailyJob, runDueDailyJobs } from "~/lib/daily-jobs.server";
import { updatePrice } from "~/features/prices/prices.server";
import {
  createAttraction,
  deleteAttraction,
} from "~/features/attractions/attractions-admin.server";
import { listActiveAttractions } from "~/features/attractions/attractions.server";
import { listAudit, revertAudit } from "~/features/change-history/history.server";
import { seedDatabase } from "../../../db/seed";
import { loader as listRoute } from "~/routes/api/admin/event-bookings";
import {
  deleteOldEnquiries,
  enquiriesCsv,
  getEnquiry,
  listEnquiries,
  replyToEnquiry,
  updateEnquiry,
} from "./enquiries.server";

type Sink = Awaited<ReturnType<typeof startSmtpSink>>;
let sink: Sink;
const actor = { id: "admin-1", email: "boss@rib.example" };

beforeAll(async () => {
  sink = await startSmtpSink();
  useTestEnv({ SMTP_URL: sink.url });
});
afterAll(async () => {
  await sink?.close();
});

async function waitFor<T>(
  fn: () => T | Promise<T>,
  ok: (v: T) => boolean,
  timeoutMs = 10_000,
): Promise<T> {
  const start = Date.now();
  for (;;) {
    const v = await fn();
    if (ok(v)) return v;
    if (Date.now() - start > timeoutMs)
      throw new Error(`Timed out: ${JSON.stringify(v).slice(0, 300)}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function addEnquiry(values: Partial<typeof schema.eventBookings.$inferInsert> = {}) {
  const [row] = await getDb()
    .insert(schema.eventBookings)
    .values({
      name: "Zażółć Gęślą",
      phone: "+48 600 700 800",
      email: "ola@example.com",
      eventDate: "2027-07-03",
      timeFrom: "19:00",
      timeTo: "21:00",
      description: "Wieczór panieński, 6 osób",
      language: "pl",
      ...values,
    })
    .returning();
  return row!;
}

describeEachDb("operator desk", () => {
  beforeAll(async () => {
    await seedDatabase(getDb());
  });
  beforeEach(async () => {
    await getDb().delete(schema.eventBookings);
    await getDb().delete(schema.emailOutbox);
    sink.clear();
  });

  it("the admin API refuses an anonymous caller (401)", async () => {
    const res = await getFrom(listRoute, "/api/admin/event-bookings");
    expect(res.status).toBe(401);
  });

  it("lists newest first with unread count, filters by status, search and date; status workflow and notes are audit-logged", async () => {
    const old = await addEnquiry({
      name: "Anna Stara",
      email: "anna@example.com",
      phone: "+48 111 222 333",
      createdAt: new Date("2026-01-10T10:00:00Z"),
    });
    const recent = await addEnquiry({
      name: "Jan Nowy",
      email: "jan@example.com",
      language: "en",
      createdAt: new Date("2026-03-05T10:00:00Z"),
    });
    let list = await listEnquiries({ page: 1 });
    expect(list.items.map((i) => i.id)).toEqual([recent.id, old.id]);
    expect(list.unread).toBe(2);
    expect((await listEnquiries({ page: 1, q: "anna@" })).items.map((i) => i.id)).toEqual([old.id]);
    expect((await listEnquiries({ page: 1, q: "111 222" })).items.map((i) => i.id)).toEqual([
      old.id,
    ]);
    expect((await listEnquiries({ page: 1, q: "%" })).total).toBe(0);
    expect((await listEnquiries({ page: 1, from: "2026-03-01" })).items.map((i) => i.id)).toEqual([
      recent.id,
    ]);
    expect((await listEnquiries({ page: 1, to: "2026-01-10" })).items.map((i) => i.id)).toEqual([
      old.id,
    ]);

    const detail = await updateEnquiry(actor, recent.id, {
      status: "in_progress",
      note: "Oddzwonić jutro",
    });
    expect(detail).toMatchObject({
      status: "in_progress",
      language: "en",
      description: "Wieczór panieński, 6 osób",
    });
    expect(detail!.thread).toEqual([
      expect.objectContaining({
        kind: "note",
        author_email: actor.email,
        body: "Oddzwonić jutro",
      }),
    ]);
    await updateEnquiry(actor, recent.id, { status: "confirmed" });
    list = await listEnquiries({ page: 1, status: "confirmed" });
    expect(list.items.map((i) => i.id)).toEqual([recent.id]);
    expect(list.unread).toBe(1);
    expect(await updateEnquiry(actor, 999_999, { status: "done" })).toBeNull();

    const audit = await getDb()
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.entityId, String(recent.id)));
    expect(audit.map((a) => [a.entity, a.action, a.actorEmail])).toEqual([
      ["event_booking", "status", actor.email],
      ["event_booking", "note", actor.email],
      ["event_booking", "status", actor.email],
    ]);
    expect(audit[2]).toMatchObject({
      before: { status: "in_progress" },
      after: { status: "confirmed" },
    });
  });

  it("a reply moves a new enquiry to in_progress unless another status is given; the change is audited", async () => {
    const a = await addEnquiry();
    await replyToEnquiry(actor, a.id, {
      subject: "Re: A",
      body: "Dzień dobry",
    });
    expect((await getEnquiry(a.id))!.status).toBe("in_progress");
    const history = await listAudit({ entity: "event_booking", page: 1 });
    expect(
      history.items.find((i) => i.entityId === String(a.id) && i.action === "status"),
    ).toMatchObject({
      before: { status: "new" },
      after: { status: "in_progress" },
    });
    const b = await addEnquiry();
    await replyToEnquiry(actor, b.id, {
      subject: "Re: B",
      body: "Potwierdzamy",
      status: "confirmed",
    });
    expect((await getEnquiry(b.id))!.status).toBe("confirmed");
    // A reply to an enquiry that has moved on leaves its status alone.
    const c = await addEnquiry({ status: "declined" });
    await replyToEnquiry(actor, c.id, { subject: "Re: C", body: "Niestety" });
    expect((await getEnquiry(c.id))!.status).toBe("declined");
  });

  it("a reply is queued exactly once and reaches the visitor in their language with Reply-To the operator", async () => {
    const e = await addEnquiry({ language: "en", email: "guest@example.com" });
    const reply = {
      subject: "Re: your request",
      body: "Hello,\n\nwe can do 19:00–21:00.\n\nKind regards",
    };
    const first = await replyToEnquiry(actor, e.id, reply);
    const again = await replyToEnquiry(actor, e.id, reply);
    expect(first).toMatchObject({ queued: true });
    expect(again).toMatchObject({ queued: false, noteId: first!.noteId });
    const rows = await getDb()
      .select()
      .from(schema.emailOutbox)
      .where(eq(schema.emailOutbox.kind, "booking-reply"));
    expect(rows).toHaveLength(1);

    startOutboxWorker({ pollMs: 50 });
    try {
      const mails = await waitFor(
        () => sink.messages.filter((m) => m.to.includes("guest@example.com")),
        (m) => m.length >= 1,
      );
      await new Promise((r) => setTimeout(r, 300));
      expect(sink.messages.filter((m) => m.to.includes("guest@example.com"))).toHaveLength(1);
      expect(mails[0]!.subject).toBe("Re: your request");
      expect(mails[0]!.headers["reply-to"]).toContain("operator@ribwarsaw.test");
      expect(mails[0]!.html).toMatch(/<html[^>]*lang="en"/);
      expect(mails[0]!.text).toContain("we can do 19:00–21:00.");
      const detail = await waitFor(
        () => getEnquiry(e.id),
        (d) => d!.thread[0]?.delivery === "sent",
      );
      expect(detail!.thread).toEqual([
        expect.objectContaining({
          kind: "reply",
          subject: "Re: your request",
          author_email: actor.email,
        }),
      ]);
    } finally {
      await stopOutboxWorker();
    }
  });

  it("exports the filtered list as CSV: UTF-8 BOM, header row, quoting, formula cells defused", async () => {
    await addEnquiry({
      name: 'Żaneta "Ż" Łącka',
      description: '=HYPERLINK("x")\nlinia 2',
      status: "declined",
    });
    await addEnquiry({ name: "Other" });
    const csv = await enquiriesCsv({ status: "declined" }, "pl");
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).split("\r\n");
    expect(lines[0]).toBe(
      "Numer,Otrzymano,Status,Imię i nazwisko,E-mail,Telefon,Data wydarzenia,Od,Do,Język,Opis",
    );
    expect(csv).toContain('"Żaneta ""Ż"" Łącka"');
    expect(csv).toContain(",'+48 600 700 800,");
    expect(csv).toContain(`"'=HYPERLINK(""x"")\nlinia 2"`);
    expect(csv).not.toContain("Other");
  });

  it("CSV: no piece of a cell starts a formula after a line break or separator (2026-11 review, second round, finding 5)", async () => {
    await addEnquiry({
      name: "Jan\n=1+1;x",
      description: 'Opis\n=HYPERLINK("https://evil.example");x, -2+3; @SUM(1)\r\t=1',
      status: "in_progress",
    });
    const csv = await enquiriesCsv({ status: "in_progress" }, "pl");
    // However a spreadsheet splits it (",", ";" or a line break, quotes honoured or not), every piece
    // that could start a formula starts with the apostrophe instead.
    const pieces = csv
      .slice(1)
      .split(/[,;\r\n]/)
      .map((p) => p.replace(/^[" \u00a0]+/, ""));
    expect(pieces.filter((p) => /^[=+\-@\t]/.test(p))).toEqual([]);
    expect(csv).toContain("'=1+1");
    expect(csv).toContain("'=HYPERLINK");
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
    const original = {
      price: Number(price!.price),
      description: price!.description,
    };
    await updatePrice(actor, price!.id, {
      price: 777,
      description: original.description,
      is_active: true,
    });
    const priceChange = (await listAudit({ entity: "cruise_price", page: 1 })).items[0]!;
    await updatePrice(actor, price!.id, {
      price: 777,
      description: "Nowy opis",
      is_active: true,
    });
    const descChange = (await listAudit({ entity: "cruise_price", page: 1 })).items[0]!;
    // #4 (price) while #5 (description) stands: the price goes back, the description stays.
    expect((await revertAudit(actor, priceChange.id)).ok).toBe(true);
    let [row] = await getDb()
      .select()
      .from(schema.cruisePrices)
      .where(eq(schema.cruisePrices.id, price!.id));
    expect({
      price: Number(row!.price),
      description: row!.description,
    }).toEqual({ price: original.price, description: "Nowy opis" });
    // The later entry is still undoable and undoes only the description.
    expect((await revertAudit(actor, descChange.id)).ok).toBe(true);
    [row] = await getDb()
      .select()
      .from(schema.cruisePrices)
      .where(eq(schema.cruisePrices.id, price!.id));
    expect({
      price: Number(row!.price),
      description: row!.description,
    }).toEqual(original);

    // A later change of the same field blocks the older undo and is named.
    await updatePrice(actor, price!.id, {
      price: 500,
      description: original.description,
      is_active: true,
    });
    const first = (await listAudit({ entity: "cruise_price", page: 1 })).items[0]!;
    await updatePrice(actor, price!.id, {
      price: 600,
      description: original.description,
      is_active: true,
    });
    const second = (await listAudit({ entity: "cruise_price", page: 1 })).items[0]!;
    expect(await revertAudit(actor, first.id)).toEqual({
      ok: false,
      reason: "later_change",
      laterEntry: second.id,
      fields: ["price"],
    });
    [row] = await getDb()
      .select()
      .from(schema.cruisePrices)
      .where(eq(schema.cruisePrices.id, price!.id));
    expect(Number(row!.price)).toBe(600);
    // Once the later one is undone, the older one can be undone too.
    expect((await revertAudit(actor, second.id)).ok).toBe(true);
    expect((await revertAudit(actor, first.id)).ok).toBe(true);
    [row] = await getDb()
      .select()
      .from(schema.cruisePrices)
      .where(eq(schema.cruisePrices.id, price!.id));
    expect(Number(row!.price)).toBe(original.price);
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

  it("retention deletes only enquiries older than the period, once a day across processes", async () => {
    const now = new Date("2026-11-23T12:00:00Z");
    const oldRow = await addEnquiry({
      createdAt: new Date("2024-11-01T12:00:00Z"),
    });
    const keep = await addEnquiry({
      createdAt: new Date("2024-12-01T12:00:00Z"),
    });
    await updateEnquiry(actor, oldRow.id, { note: "stara notatka" });
    let deleted = 0;
    registerDailyJob({
      name: "test-retention",
      run: async () => ({
        deleted: (deleted += await deleteOldEnquiries(24, now)),
      }),
    });
    const [a, b] = await Promise.all([runDueDailyJobs(now), runDueDailyJobs(now)]);
    expect([...a, ...b].filter((n) => n === "test-retention")).toHaveLength(1);
    expect(await runDueDailyJobs(now)).not.toContain("test-retention");
    expect(deleted).toBe(1);
    const left = await getDb().select({ id: schema.eventBookings.id }).from(schema.eventBookings);
    expect(left.map((r) => r.id)).toEqual([keep.id]);
    expect(
      await getDb()
        .select()
        .from(schema.eventBookingNotes)
        .where(eq(schema.eventBookingNotes.bookingId, oldRow.id)),
    ).toHaveLength(0);
  });
});
