import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { describeEachDb } from "../../../tests/support/test-db";
import { startSmtpSink } from "../../../tests/support/smtp-sink";
import { getFrom, useTestEnv } from "../../../tests/support/api-test-helpers";
import { getDb, schema } from "~/lib/db.server";
import { startOutboxWorker, stopOutboxWorker } from "~/lib/mail/outbox.server";
import { registerDailyJob, runDueDailyJobs } from "~/lib/daily-jobs.server";
import { listAudit } from "~/features/change-history/history.server";
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
import { waitUntil } from "../../../tests/support/wait";

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

const waitFor = <T>(fn: () => T | Promise<T>, ok: (v: T) => boolean, timeoutMs = 10_000) =>
  waitUntil(fn, ok, { timeoutMs });

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
