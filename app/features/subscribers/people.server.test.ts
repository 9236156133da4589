import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { getDb, schema } from "~/lib/db.server";
import { DEFAULT_OUTBOX_OPTIONS, processOutboxBatch } from "~/lib/mail/outbox.server";
import { createEventBooking } from "~/features/event-booking/booking.server";
import {
  deleteOldEnquiries,
  replyToEnquiry,
  updateEnquiry,
} from "~/features/enquiries/enquiries.server";
import { subscribe } from "~/features/newsletter/subscribe.server";
import { useTestEnv } from "../../../tests/support/api-test-helpers";
import { wholeDatabase } from "../../../tests/support/db-dump";
import { describeEachDb } from "../../../tests/support/test-db";
import { erasePerson, personReport } from "./people.server";
import { eraseSubscriber } from "./subscribers.server";
// The features' services each other needs (decision 420).
import "~/routes/feature-services.server";

const admin = { id: "admin-1", email: "admin@ribwarsaw.test" };

beforeAll(() => useTestEnv({ RATE_LIMITS: "off" }));

async function sendAll() {
  const transport = { kind: "file" as const, send: async () => {}, close() {} };
  while (
    (await processOutboxBatch(transport, {
      ...DEFAULT_OUTBOX_OPTIONS,
      pollMs: 10,
    })) > 0
  );
}

/** A visitor who subscribed and sent an enquiry, with the operator's note (phone and street) and reply. */
async function person(email: string, phone: string, opts: { subscribe?: boolean } = {}) {
  if (opts.subscribe !== false)
    await subscribe(
      {
        name: "Anna",
        email,
        phone,
        whatsappGroup: false,
        consent: true,
        region: "warsaw",
      },
      "pl",
    );
  const { id } = await createEventBooking(
    {
      name: "Anna Nowak",
      phone,
      email,
      date: "2030-06-01",
      timeFrom: "18:00",
      timeTo: "20:00",
      description: "Wieczór panieński, 8 osób, odbiór z ul. Wiślanej 5",
    },
    "pl",
    "192.0.2.1",
  );
  await updateEnquiry(admin, id, {
    status: "in_progress",
    note: `Oddzwonić: ${phone}, adres ul. Wiślana 5 m. ${phone.slice(-3)}`,
  });
  await replyToEnquiry(admin, id, {
    subject: "Re: rejs",
    body: "Dzień dobry, potwierdzamy termin.",
  });
  await sendAll();
  return id;
}

const lower = (s: string) => s.toLowerCase();

// docs/security.md, 2026-11 review (second round), finding 4.
describeEachDb("access and erasure by person", () => {
  it("the report covers the subscription, enquiries with notes and replies, every e-mail copy and the audit rows", async () => {
    await person("Report.Person@Example.com", "+48 601 111 222");
    const report = await personReport(" report.person@example.com ");
    expect(report.subscriber).toMatchObject({
      email: "report.person@example.com",
      phone: "+48 601 111 222",
    });
    expect(report.enquiries).toHaveLength(1);
    expect(report.enquiries[0]!.notes.map((n) => n.body)).toEqual([
      expect.stringContaining("Wiślana 5"),
    ]);
    expect(report.enquiries[0]!.replies.map((n) => n.subject)).toEqual(["Re: rejs"]);
    const kinds = report.emails.map((e) => `${e.kind}→${e.to.toLowerCase()}`).sort();
    // The operator's copy of the enquiry went to the operator, and is about the person.
    expect(kinds).toEqual([
      "booking-confirmation→report.person@example.com",
      "booking-operator→operator@ribwarsaw.test",
      "booking-reply→report.person@example.com",
      "welcome→report.person@example.com",
    ]);
    expect(report.auditRows.map((a) => a.action)).toEqual(
      expect.arrayContaining(["status", "note", "reply"]),
    );
  });

  it("erasing an address leaves it and the phone number in no column of any table; others are kept", async () => {
    const address = "erase.person@example.com";
    const phone = "+48 602 333 444";
    await person("Erase.Person@Example.com", phone);
    await person("keep.person@example.com", "+48 603 555 666");
    // A sign-in counter naming the address (someone tried it as an administrator's).
    await getDb()
      .insert(schema.rateLimits)
      .values({
        key: `login:acct:${address}:192.0.2.1`,
        count: 1,
        windowStart: new Date(),
      });
    const before = lower(await wholeDatabase());
    expect(before).toContain(address);
    expect(before).toContain(phone);
    const auditCount = (await getDb().select().from(schema.auditLog)).length;

    const { erased } = {
      erased: await erasePerson(admin, "ERASE.person@example.com"),
    };
    expect(erased).toEqual({
      subscribers: 1,
      enquiries: 1,
      notes: 2,
      emails: 4,
      auditRows: 3,
    });

    const after = lower(await wholeDatabase());
    // (booleans: a failure should not print the whole database)
    expect(after.includes(address)).toBe(false);
    expect(after.includes(phone)).toBe(false);
    expect(after.includes("602 333 444")).toBe(false);
    expect(after.includes("wiślana 5 m. 444")).toBe(false);
    expect(after.includes("keep.person@example.com")).toBe(true);
    expect(after.includes("+48 603 555 666")).toBe(true);
    // The audit rows stay (who did what, when), without the values; plus one for the erasure.
    expect((await getDb().select().from(schema.auditLog)).length).toBe(auditCount + 1);
    expect(await personReport(address)).toMatchObject({
      subscriber: null,
      enquiries: [],
      emails: [],
      auditRows: [],
    });
  });

  // docs/security.md, issue 31 (third review), finding 3: the values a sign-up left waiting.
  it("a sign-up waiting for confirmation is in the report and goes with the erasure", async () => {
    const address = "waiting.person@example.com";
    await subscribe(
      {
        name: "Anna",
        email: address,
        phone: undefined,
        whatsappGroup: false,
        consent: true,
        region: "warsaw",
      },
      "pl",
    );
    await getDb()
      .update(schema.newsletterSubscribers)
      .set({ isActive: false, unsubscribedAt: new Date() })
      .where(eq(schema.newsletterSubscribers.email, address));
    const outcome = await subscribe(
      {
        name: "Stranger",
        email: address,
        phone: "+48 604 777 888",
        whatsappGroup: false,
        consent: true,
        region: "zegrze",
      },
      "en",
    );
    expect(outcome).toEqual({ status: "confirmation_sent" });
    await sendAll();
    const report = await personReport(address);
    expect(report.pendingSignUps).toEqual([
      expect.objectContaining({ name: "Stranger", phone: "+48 604 777 888", region: "zegrze" }),
    ]);
    expect(JSON.stringify(report)).not.toMatch(/tokenHash|token_hash/);
    expect(report.emails.map((e) => e.kind)).toContain("newsletter-reactivation");

    await erasePerson(admin, address);
    const after = lower(await wholeDatabase());
    expect(after.includes(address)).toBe(false);
    expect(after.includes("604 777 888")).toBe(false);
    expect(after.includes("stranger")).toBe(false);
    expect(await getDb().select().from(schema.newsletterReactivations)).toEqual([]);
  });

  it("someone who only sent an enquiry has a report and an erasure too", async () => {
    const address = "enquiry.only@example.com";
    await person(address, "+48 604 777 888", { subscribe: false });
    const report = await personReport(address);
    expect(report.subscriber).toBeNull();
    expect(report.enquiries).toHaveLength(1);
    expect((await erasePerson(admin, address)).enquiries).toBe(1);
    const after = lower(await wholeDatabase());
    expect(after.includes(address)).toBe(false);
    expect(after.includes("+48 604 777 888")).toBe(false);
  });

  it("subscriber erasure is the same code: the operator's copy and the audit note go too", async () => {
    const address = "sub.erase@example.com";
    await person(address, "+48 605 999 000");
    const [row] = await getDb()
      .select()
      .from(schema.newsletterSubscribers)
      .where(eq(schema.newsletterSubscribers.email, address));
    expect(await eraseSubscriber(row!.id, admin)).toBe(true);
    const after = lower(await wholeDatabase());
    expect(after.includes(address)).toBe(false);
    expect(after.includes("+48 605 999 000")).toBe(false);
  });

  it("the enquiry retention job deletes the outbox copies and the audit values with the enquiry", async () => {
    const address = "old.enquiry@example.com";
    const id = await person(address, "+48 606 121 212", { subscribe: false });
    await getDb()
      .update(schema.eventBookings)
      .set({ createdAt: sql`now() - interval '25 months'` })
      .where(eq(schema.eventBookings.id, id));
    expect(await deleteOldEnquiries(24)).toBe(1);
    const after = lower(await wholeDatabase());
    expect(after.includes(address)).toBe(false);
    expect(after.includes("+48 606 121 212")).toBe(false);
    expect(after.includes("wiślana 5 m. 212")).toBe(false);
  });
});
