import { eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, expect, it } from "vitest";
import { describeEachDb } from "../../../tests/support/test-db";
import { useTestEnv } from "../../../tests/support/api-test-helpers";
import { getDb, schema } from "~/lib/db.server";
import {
  accessReport,
  accessReportById,
  eraseSubscriber,
  listSubscribers,
  purgeOldUnsubscribed,
  retentionCutoff,
  SUBSCRIBERS_PAGE_SIZE,
  subscribersCsv,
} from "./subscribers.server";
// The features' services each other needs (decision 420).
import "~/routes/feature-services.server";

const { newsletterSubscribers: subs, emailOutbox, eventBookings, auditLog } = schema;
const admin = { id: "admin-1", email: "admin@ribwarsaw.test" };

async function addSubscriber(email: string, extra: Partial<typeof subs.$inferInsert> = {}) {
  const [row] = await getDb()
    .insert(subs)
    .values({
      name: "Jan Nowak",
      email,
      region: "warsaw",
      language: "pl",
      consentAt: new Date("2026-01-02T10:00:00Z"),
      consentVersion: "2025-01",
      ...extra,
    })
    .returning();
  return row!;
}

async function addMail(to: string, key: string) {
  await getDb()
    .insert(emailOutbox)
    .values({
      dedupeKey: key,
      kind: "welcome",
      toAddress: to,
      subject: "Witamy",
      html: `<p>${to}</p>`,
      textBody: to,
    });
}

/** Every text-like value in every user table that contains the needle (case-insensitive). */
async function tablesContaining(needle: string): Promise<string[]> {
  const db = getDb();
  const { rows: tables } = await db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const hits: string[] = [];
  for (const { table_name } of tables) {
    const { rows } = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table_name)} t where position(${needle.toLowerCase()} in lower(t::text)) > 0`,
    );
    if (rows[0]!.n > 0) hits.push(table_name);
  }
  return hits;
}

beforeAll(() => useTestEnv());

describeEachDb("subscribers", () => {
  beforeEach(async () => {
    const db = getDb();
    await db.delete(emailOutbox);
    await db.delete(eventBookings);
    await db.delete(subs);
    await db.delete(auditLog);
  });

  it("lists with search by name or e-mail, and filters by region, language and status", async () => {
    await addSubscriber("anna@example.com", {
      name: "Anna Kowalska",
      region: "zegrze",
      language: "en",
    });
    await addSubscriber("piotr@example.com", { name: "Piotr Wiśniewski" });
    await addSubscriber("ola@example.com", {
      name: "Ola",
      isActive: false,
      unsubscribedAt: new Date(),
    });
    expect((await listSubscribers({ q: "kowal" })).items.map((r) => r.email)).toEqual([
      "anna@example.com",
    ]);
    expect((await listSubscribers({ q: "PIOTR@" })).total).toBe(1);
    expect((await listSubscribers({ q: "%" })).total).toBe(0);
    expect((await listSubscribers({ region: "zegrze" })).items.map((r) => r.email)).toEqual([
      "anna@example.com",
    ]);
    expect((await listSubscribers({ language: "pl" })).total).toBe(2);
    expect((await listSubscribers({ status: "inactive" })).items.map((r) => r.email)).toEqual([
      "ola@example.com",
    ]);
    expect((await listSubscribers({ status: "active" })).total).toBe(2);
    const all = await listSubscribers({});
    expect(all.total).toBe(3);
    expect(all.items[0]).toHaveProperty("consentVersion");
  });

  it("exports CSV with a BOM, quoting, and formula cells neutralised", async () => {
    await addSubscriber("anna@example.com", { name: 'Anna "Ania", Kowalska' });
    await addSubscriber("evil@example.com", { name: "=HYPERLINK(1)" });
    const csv = await subscribersCsv({});
    expect(csv.startsWith("\uFEFFid,name,email")).toBe(true);
    expect(csv).toContain('"Anna ""Ania"", Kowalska",anna@example.com');
    expect(csv).toContain("'=HYPERLINK(1)");
    expect(csv.split("\r\n")).toHaveLength(4);
  });

  it("erasure leaves no trace of the address in any table, and the audit row does not name it", async () => {
    const row = await addSubscriber("Erase.Me@Example.com");
    await addSubscriber("keep@example.com");
    await addMail("erase.me@example.com", "welcome:erase");
    await addMail("keep@example.com", "welcome:keep");
    await getDb().insert(eventBookings).values({
      name: "Jan",
      phone: "600700800",
      email: "ERASE.ME@example.com",
      eventDate: "2026-12-01",
      timeFrom: "10:00",
      timeTo: "12:00",
      description: "x",
    });
    expect(await tablesContaining("erase.me@example.com")).toEqual(
      expect.arrayContaining(["newsletter_subscribers", "email_outbox", "event_bookings"]),
    );
    const report = await accessReport("erase.me@example.com");
    expect(report.subscriber?.id).toBe(row.id);
    expect(report.messages).toHaveLength(1);
    expect(report.eventBookings).toHaveLength(1);

    expect(await eraseSubscriber(row.id, admin)).toBe(true);
    expect(await tablesContaining("erase.me@example.com")).toEqual([]);
    expect(await tablesContaining("keep@example.com")).toEqual(
      expect.arrayContaining(["newsletter_subscribers", "email_outbox"]),
    );
    const audits = await getDb().select().from(auditLog).where(eq(auditLog.action, "erase"));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      entity: "newsletter_subscriber",
      entityId: String(row.id),
    });
    expect(await eraseSubscriber(row.id, admin)).toBe(false);
  });

  it("pages by SUBSCRIBERS_PAGE_SIZE, newest first, with the total of all pages", async () => {
    const base = Date.parse("2026-05-01T00:00:00Z");
    await getDb()
      .insert(subs)
      .values(
        Array.from({ length: SUBSCRIBERS_PAGE_SIZE + 5 }, (_, i) => ({
          name: `Osoba ${i}`,
          email: `page-${i}@example.com`,
          subscribedAt: new Date(base + i * 60_000),
        })),
      );
    const first = await listSubscribers({ q: "page-" });
    expect(first.total).toBe(SUBSCRIBERS_PAGE_SIZE + 5);
    expect(first.items).toHaveLength(SUBSCRIBERS_PAGE_SIZE);
    expect(first.items[0]!.email).toBe(`page-${SUBSCRIBERS_PAGE_SIZE + 4}@example.com`);
    const second = await listSubscribers({ q: "page-", page: 2 });
    expect(second.items.map((r) => r.email)).toEqual(
      [4, 3, 2, 1, 0].map((i) => `page-${i}@example.com`),
    );
    expect((await listSubscribers({ q: "page-", page: 3 })).items).toEqual([]);
  });

  it("the access report by id has the row with its consent, the e-mails sent and nothing of others", async () => {
    const row = await addSubscriber("Report.Me@Example.com", { language: "en" });
    await addSubscriber("other@example.com");
    await addMail("report.me@example.com", "welcome:report");
    await addMail("other@example.com", "welcome:other");
    const report = (await accessReportById(row.id))!;
    expect(report.email).toBe("report.me@example.com");
    expect(report.subscriber).toMatchObject({
      id: row.id,
      language: "en",
      consentVersion: "2025-01",
    });
    expect(report.subscriber!.consentAt).toEqual(new Date("2026-01-02T10:00:00Z"));
    expect(report.messages.map((m) => m.subject)).toEqual(["Witamy"]);
    expect(JSON.stringify(report)).not.toContain("other@example.com");
    expect(await accessReportById(row.id + 10_000)).toBeNull();
  });

  it("purges unsubscribed rows older than the retention period only", async () => {
    const now = new Date("2026-11-23T12:00:00Z");
    const old = await addSubscriber("old@example.com", {
      isActive: false,
      unsubscribedAt: new Date("2025-11-01T00:00:00Z"),
    });
    await addMail("old@example.com", "welcome:old");
    await addSubscriber("recent@example.com", {
      isActive: false,
      unsubscribedAt: new Date("2026-01-01T00:00:00Z"),
    });
    await addSubscriber("active@example.com", {
      subscribedAt: new Date("2020-01-01T00:00:00Z"),
    });
    expect(await purgeOldUnsubscribed(now, 12)).toBe(1);
    const left = (await getDb().select({ email: subs.email }).from(subs))
      .map((r) => r.email)
      .sort();
    expect(left).toEqual(["active@example.com", "recent@example.com"]);
    expect(await tablesContaining("old@example.com")).toEqual([]);
    expect(
      await getDb()
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, String(old.id))),
    ).toHaveLength(1);
    expect(await purgeOldUnsubscribed(now, 12)).toBe(0);
    // A shorter period reaches the more recent row too.
    expect(await purgeOldUnsubscribed(now, 6)).toBe(1);
  });

  it("computes the cut-off in calendar months", () => {
    expect(retentionCutoff(new Date("2026-11-23T12:00:00Z"), 12).toISOString()).toBe(
      "2025-11-23T12:00:00.000Z",
    );
  });
});
