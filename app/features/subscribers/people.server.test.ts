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
import { issueForSession } from "~/features/vouchers/orders.server";
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

let sessionSeq = 0;
/** A paid gift-voucher order (300 PLN) issued as Stripe's webhook issues it, its e-mails sent. */
async function voucherOrder(buyer: string, recipient: string, names: [string, string]) {
  const sessionId = `cs_test_people_${++sessionSeq}_${Date.now()}`;
  const [order] = await getDb()
    .insert(schema.voucherOrders)
    .values({
      kind: "value",
      amountGrosze: 30_000,
      buyerName: names[0],
      buyerEmail: buyer,
      recipientName: names[1],
      recipientEmail: recipient,
      message: `Sto lat, ${names[1]}!`,
      lang: "pl",
      stripeSessionId: sessionId,
    })
    .returning();
  const outcome = await issueForSession({
    id: sessionId,
    metadata: { orderId: String(order!.id) },
    client_reference_id: String(order!.id),
    payment_status: "paid",
    payment_intent: `pi_people_${sessionSeq}`,
  });
  expect(outcome).toBe("issued");
  await sendAll();
  const [voucher] = await getDb()
    .select()
    .from(schema.vouchers)
    .where(eq(schema.vouchers.orderId, order!.id));
  return { orderId: order!.id, voucher: voucher! };
}

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
      voucherOrders: 0,
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

  // Issue 44: the voucher orders they bought or received are theirs too (decision 434).
  it("voucher orders: in the buyer's and the recipient's report; erasure empties names, e-mails and message and keeps the amounts, status, Stripe references and ledger", async () => {
    const buyer = "voucher.buyer@example.com";
    const gift = "voucher.gift@example.com";
    const a = await voucherOrder("Voucher.Buyer@example.com", gift, [
      "Bożena Kupiecka",
      "Gerwazy Obdarowany",
    ]);
    const b = await voucherOrder("other.buyer@example.com", "voucher.gift2@example.com", [
      "Celina Inna",
      "Teodor Drugi",
    ]);

    const report = await personReport(buyer);
    expect(report.voucherOrders).toHaveLength(1);
    expect(report.voucherOrders[0]).toMatchObject({
      buyerName: "Bożena Kupiecka",
      recipientEmail: gift,
      message: "Sto lat, Gerwazy Obdarowany!",
      amountGrosze: 30_000,
      voucher: { code: a.voucher.code, recipientName: "Gerwazy Obdarowany" },
    });
    expect(report.voucherOrders[0]).not.toHaveProperty("withdrawTokenHash");
    expect(report.emails.map((e) => e.kind).sort()).toEqual(["voucher-buyer", "voucher-recipient"]);
    const theirs = await personReport("VOUCHER.gift2@example.com");
    expect(theirs.voucherOrders.map((o) => o.id)).toEqual([b.orderId]);

    // The buyer asks: their order keeps its figures, loses everything about people.
    const erased = await erasePerson(admin, buyer);
    expect(erased).toMatchObject({ voucherOrders: 1, emails: 2 });
    // The recipient of the second order asks too.
    expect((await erasePerson(admin, "voucher.gift2@example.com")).voucherOrders).toBe(1);

    const after = lower(await wholeDatabase());
    for (const gone of [
      buyer,
      gift,
      "bożena kupiecka",
      "sto lat, gerwazy",
      "voucher.gift2@example.com",
      "teodor drugi",
    ])
      expect(after.includes(gone), gone).toBe(false);
    // The other buyer is kept: their order, name and e-mail.
    expect(after.includes("other.buyer@example.com")).toBe(true);
    expect(after.includes("celina inna")).toBe(true);

    const [order] = await getDb()
      .select()
      .from(schema.voucherOrders)
      .where(eq(schema.voucherOrders.id, a.orderId));
    expect(order).toMatchObject({
      status: "paid",
      kind: "value",
      amountGrosze: 30_000,
      buyerName: "",
      buyerEmail: "",
      recipientEmail: null,
      message: null,
    });
    expect(order!.paymentIntentId).toMatch(/^pi_people_/);
    expect(order!.paidAt).toBeInstanceOf(Date);
    // The voucher and its ledger stay whole: the accounts still add up.
    const [voucher] = await getDb()
      .select()
      .from(schema.vouchers)
      .where(eq(schema.vouchers.id, a.voucher.id));
    expect(voucher).toMatchObject({ code: a.voucher.code, amountGrosze: 30_000, status: "active" });
    const ledger = await getDb()
      .select()
      .from(schema.voucherLedger)
      .where(eq(schema.voucherLedger.voucherId, a.voucher.id));
    expect(ledger.map((l) => [l.kind, l.amountGrosze, l.balanceAfterGrosze])).toEqual([
      ["issue", 30_000, 30_000],
    ]);
    const [second] = await getDb()
      .select()
      .from(schema.vouchers)
      .where(eq(schema.vouchers.id, b.voucher.id));
    expect(second!.recipientName).toBeNull();
    expect(await personReport(buyer)).toMatchObject({ voucherOrders: [], emails: [] });
  });
});
