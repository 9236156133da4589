import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { postToEndpoint, TEST_SITE_URL } from "../../../tests/support/api-test-helpers";
import {
  captureTransport,
  voucherDatabaseHooks,
  voucherStripeForFile,
} from "../../../tests/support/vouchers";
import { pdfPages, pdfPageSizes, pdfQr } from "../../../tests/support/pdf";
import { describeEachDb } from "../../../tests/support/test-db";
import { getDb, schema } from "~/lib/db.server";
import { processOutboxBatch, DEFAULT_OUTBOX_OPTIONS } from "~/lib/mail/outbox.server";
import { formatCode } from "./codes";
import { checkoutEndpoint, webhookEndpoint } from "./endpoints.server";
import { reconcilePendingOrders } from "./orders.server";

const stripe = voucherStripeForFile();
let ipSeq = 0;
const freshIp = () => `198.51.100.${++ipSeq}`;

const valueBody = {
  kind: "value",
  amount: 300,
  buyer: { name: "Anna Kupująca", email: "anna@example.com" },
  recipient: { name: "Zażółć Gęślą", email: "jas@example.com" },
  message: "Wszystkiego najlepszego!",
  lang: "pl",
  terms: true,
};

async function checkout(body: unknown = valueBody, ip = freshIp()) {
  return postToEndpoint(checkoutEndpoint, "/api/vouchers/checkout", body, { ip });
}

function sessionOf(checkoutUrl: string) {
  return stripe.fake.sessions.get(checkoutUrl.split("/pay/")[1]!)!;
}

async function deliver(type: string, sessionId: string, tamper?: (p: string) => string) {
  const { payload, signature } = stripe.fake.event(type, sessionId);
  return postToEndpoint(
    webhookEndpoint,
    "/api/payments/stripe/webhook",
    tamper ? tamper(payload) : payload,
    {
      headers: { "Stripe-Signature": signature },
    },
  );
}

/** Pays a fresh order at the fake and returns its session id. */
async function paidOrder(body: unknown = valueBody) {
  const res = await checkout(body);
  expect(res.status).toBe(201);
  const session = sessionOf(res.json.checkoutUrl as string);
  stripe.fake.payWithoutWebhook(session.id);
  return { orderId: res.json.orderId as number, sessionId: session.id };
}

async function vouchersOf(orderId: number) {
  return getDb().select().from(schema.vouchers).where(eq(schema.vouchers.orderId, orderId));
}

describeEachDb("gift vouchers: checkout, webhook, reconciliation", ({ kind }) => {
  voucherDatabaseHooks(stripe);

  it("checkout stores a pending order and answers a Stripe session in PLN, amount computed on the server", async () => {
    const res = await checkout({ ...valueBody, amount: 350 });
    expect(res.status).toBe(201);
    expect(Object.keys(res.json).sort()).toEqual(["checkoutUrl", "orderId"]);
    const s = sessionOf(res.json.checkoutUrl as string);
    expect(s.mode).toBe("payment");
    expect(s.currency).toBe("pln");
    expect(s.amount_total).toBe(35_000);
    // Sent as the pinned API version takes them (allowed_payment_method_types; the fake refuses
    // payment_method_types as Stripe does since 2026-09-30.endive) and listed back on the session.
    expect(s.payment_method_types).toEqual(["card", "blik", "p24"]);
    expect(s.params_sent).toMatchObject({ allowed_payment_method_types: ["card", "blik", "p24"] });
    expect(s.params_sent).not.toHaveProperty("payment_method_types");
    expect(s.metadata.orderId).toBe(String(res.json.orderId));
    expect(s.customer_email).toBe("anna@example.com");
    const [order] = await getDb()
      .select()
      .from(schema.voucherOrders)
      .where(eq(schema.voucherOrders.id, res.json.orderId as number));
    expect(order!.status).toBe("pending");
    expect(order!.amountGrosze).toBe(35_000);
    expect(order!.stripeSessionId).toBe(s.id);
  });

  it("a cruise voucher costs the catalogue's active price × people (shared) or per boat (private); a client amount is ignored", async () => {
    const shared = await checkout({
      ...valueBody,
      kind: "cruise",
      cruise: "20min",
      people: 3,
      amount: 1,
    });
    expect(shared.status).toBe(201);
    expect(sessionOf(shared.json.checkoutUrl as string).amount_total).toBe(3 * 9000);
    const priv = await checkout({
      ...valueBody,
      kind: "cruise",
      cruise: "30min",
      people: 5,
      amount: 1,
    });
    expect(priv.status).toBe(201);
    expect(sessionOf(priv.json.checkoutUrl as string).amount_total).toBe(60_000);
    const tooMany = await checkout({ ...valueBody, kind: "cruise", cruise: "20min", people: 13 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.fieldErrors).toHaveProperty("people");
    const unknown = await checkout({ ...valueBody, kind: "cruise", cruise: "no-such-cruise" });
    expect(unknown.status).toBe(400);
    expect(unknown.json.fieldErrors).toHaveProperty("cruise");
  });

  it("bad input: 400 with fieldErrors in the request's language, nothing stored", async () => {
    const before = await getDb()
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.voucherOrders);
    const bad = {
      ...valueBody,
      amount: 125,
      message: "x".repeat(301),
      sendAt: "2020-01-01",
      terms: false,
      lang: "en",
    };
    const en = await checkout(bad);
    expect(en.status).toBe(400);
    const fe = en.json.fieldErrors as Record<string, string>;
    expect(Object.keys(fe).sort()).toEqual(["amount", "message", "sendAt", "terms"]);
    expect(fe.amount).toMatch(/100 PLN to 3,000 PLN/);
    const pl = await checkout({ ...bad, lang: "pl" });
    expect((pl.json.fieldErrors as Record<string, string>).terms).toBe(
      "Zaakceptuj regulamin, aby kupić bon",
    );
    const after = await getDb()
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.voucherOrders);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it("paid → signed webhook → one voucher, its ledger, and both e-mails with the PDF (code, value, expiry, QR of its page)", async () => {
    const res = await checkout();
    const s = sessionOf(res.json.checkoutUrl as string);
    stripe.fake.payWithoutWebhook(s.id);
    const hook = await deliver("checkout.session.completed", s.id);
    expect(hook.status).toBe(200);
    const [v] = await vouchersOf(res.json.orderId as number);
    expect(v!.code).toMatch(/^[2346789ABCDEFGHJKMNPQRTVWXY]{12}$/);
    expect(v!.amountGrosze).toBe(30_000);
    const ledger = await getDb()
      .select()
      .from(schema.voucherLedger)
      .where(eq(schema.voucherLedger.voucherId, v!.id));
    expect(ledger.map((l) => [l.kind, l.amountGrosze, l.balanceAfterGrosze])).toEqual([
      ["issue", 30_000, 30_000],
    ]);
    const [order] = await getDb()
      .select()
      .from(schema.voucherOrders)
      .where(eq(schema.voucherOrders.id, res.json.orderId as number));
    expect(order!.status).toBe("paid");
    expect(order!.paymentIntentId).toBe(s.payment_intent);

    // The worker sends both (the recipient's at once: no date chosen), the buyer's with its withdrawal link minted now.
    const transport = captureTransport();
    await processOutboxBatch(transport, { ...DEFAULT_OUTBOX_OPTIONS, pollMs: 10 });
    expect(transport.sent.map((m) => m.to).sort()).toEqual(["anna@example.com", "jas@example.com"]);
    const buyer = transport.sent.find((m) => m.to === "anna@example.com")!;
    const code = formatCode(v!.code);
    expect(buyer.subject).toContain(code);
    expect(buyer.text).toContain(code);
    expect(buyer.text).toMatch(
      new RegExp(`${TEST_SITE_URL}/api/vouchers/withdraw\\?token=[\\w-]{20,}`),
    );
    expect(buyer.text).toContain("Wzór formularza odstąpienia od umowy");
    expect(buyer.text).not.toContain("secret-link.invalid");
    expect(buyer.text).toMatch(/Bon: 300\sPLN/);
    expect(buyer.text).not.toMatch(/\d\s*zł/);
    const pdf = buyer.attachments![0]!;
    expect(pdf.contentType).toBe("application/pdf");
    const pages = await pdfPages(pdf.content);
    expect(pages).toHaveLength(2);
    const expiry = new Intl.DateTimeFormat("pl-PL", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "Europe/Warsaw",
    }).format(v!.expiresAt);
    for (const text of pages) {
      expect(text).toContain(code);
      // Money as the site writes it (issue 44): "{price} PLN", never "zł".
      expect(text).toMatch(/300\sPLN/);
      expect(text).not.toContain("zł");
      expect(text).toContain(expiry);
      expect(text).toContain("Zażółć Gęślą");
    }
    expect(await pdfPageSizes(pdf.content)).toEqual([
      [595, 842],
      [298, 420],
    ]);
    expect(await pdfQr(pdf.content, 1)).toBe(
      `${TEST_SITE_URL}/bony-podarunkowe/sprawdz?code=${code}`,
    );
    expect(await pdfQr(pdf.content, 2, 300)).toBe(
      `${TEST_SITE_URL}/bony-podarunkowe/sprawdz?code=${code}`,
    );
    const recipient = transport.sent.find((m) => m.to === "jas@example.com")!;
    expect(recipient.text).toContain(code);
    expect(recipient.text).toContain("Wszystkiego najlepszego!");
    expect(recipient.text).not.toContain("withdraw");
    expect(recipient.attachments).toHaveLength(1);
    // The expiry is 12 months on.
    const months = (v!.expiresAt.getTime() - Date.now()) / (30.4 * 86_400_000);
    expect(months).toBeGreaterThan(11.9);
    expect(months).toBeLessThan(12.2);
  }, 30_000);

  it("the recipient's e-mail waits for 08:00 Warsaw time on the chosen day, in the order's language", async () => {
    const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Warsaw" }).format(
      new Date(Date.now() + 20 * 86_400_000),
    );
    const { orderId, sessionId } = await paidOrder({ ...valueBody, sendAt: day, lang: "en" });
    await deliver("checkout.session.completed", sessionId);
    const [v] = await vouchersOf(orderId);
    const rows = await getDb()
      .select()
      .from(schema.emailOutbox)
      .where(sql`${schema.emailOutbox.dedupeKey} like ${`voucher:${v!.id}:%`}`);
    const rec = rows.find((r) => r.kind === "voucher-recipient")!;
    const due = new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/Warsaw",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    }).format(rec.nextAttemptAt);
    expect(due).toBe(`${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}, 08:00`);
    expect(rec.subject).toContain("has a RIB Warsaw gift voucher for you");
    const buyer = rows.find((r) => r.kind === "voucher-buyer")!;
    expect(buyer.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect(buyer.textBody).toMatch(/at 8:00 \(Warsaw time\)/);
    // Not sent now.
    const transport = captureTransport();
    await processOutboxBatch(transport, { ...DEFAULT_OUTBOX_OPTIONS, pollMs: 10 });
    expect(transport.sent.map((m) => m.to)).toEqual(["anna@example.com"]);
  });

  it("the webhook replayed, duplicated and raced (10 at once): one voucher, one ledger row, one e-mail each, 200 every time", async () => {
    const { orderId, sessionId } = await paidOrder();
    const first = stripe.fake.event("checkout.session.completed", sessionId);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        postToEndpoint(webhookEndpoint, "/api/payments/stripe/webhook", first.payload, {
          headers: { "Stripe-Signature": first.signature },
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(results.filter((r) => r.json.outcome === "issued")).toHaveLength(1);
    // Replayed later, and the async-success event too.
    expect((await deliver("checkout.session.completed", sessionId)).json.outcome).toBe("already");
    expect(
      (await deliver("checkout.session.async_payment_succeeded", sessionId)).json.outcome,
    ).toBe("already");
    const vs = await vouchersOf(orderId);
    expect(vs).toHaveLength(1);
    const ledger = await getDb()
      .select()
      .from(schema.voucherLedger)
      .where(eq(schema.voucherLedger.voucherId, vs[0]!.id));
    expect(ledger).toHaveLength(1);
    const mails = await getDb()
      .select()
      .from(schema.emailOutbox)
      .where(sql`${schema.emailOutbox.dedupeKey} like ${`voucher:${vs[0]!.id}:%`}`);
    expect(mails).toHaveLength(2);
  }, 30_000);

  it("a bad signature (tampered body, wrong secret, none) answers 400 and changes nothing", async () => {
    const { orderId, sessionId } = await paidOrder();
    const tampered = await deliver("checkout.session.completed", sessionId, (p) =>
      p.replace('"livemode": false', '"livemode": true'),
    );
    expect(tampered.status).toBe(400);
    const { payload } = stripe.fake.event("checkout.session.completed", sessionId);
    const none = await postToEndpoint(webhookEndpoint, "/api/payments/stripe/webhook", payload);
    expect(none.status).toBe(400);
    const Stripe = (await import("stripe")).default;
    const forged = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: "whsec_someone_else",
    });
    const wrong = await postToEndpoint(webhookEndpoint, "/api/payments/stripe/webhook", payload, {
      headers: { "Stripe-Signature": forged },
    });
    expect(wrong.status).toBe(400);
    expect(await vouchersOf(orderId)).toHaveLength(0);
    const [order] = await getDb()
      .select()
      .from(schema.voucherOrders)
      .where(eq(schema.voucherOrders.id, orderId));
    expect(order!.status).toBe("pending");
  });

  it("an unpaid session's completion and an unknown order's event change nothing (200); expiry cancels a pending order", async () => {
    const res = await checkout();
    const s = sessionOf(res.json.checkoutUrl as string);
    const unpaid = await deliver("checkout.session.completed", s.id);
    expect(unpaid.status).toBe(200);
    expect(unpaid.json.outcome).toBe("not_paid");
    s.metadata.orderId = "999999";
    expect((await deliver("checkout.session.completed", s.id)).json.outcome).toBe("unknown");
    s.metadata.orderId = String(res.json.orderId);
    const expired = await deliver("checkout.session.expired", s.id);
    expect(expired.json.outcome).toBe("cancelled");
    const [order] = await getDb()
      .select()
      .from(schema.voucherOrders)
      .where(eq(schema.voucherOrders.id, res.json.orderId as number));
    expect(order!.status).toBe("cancelled");
    expect(await vouchersOf(order!.id)).toHaveLength(0);
  });

  it("a lost webhook: the reconciliation reads the paid session from Stripe after 15 minutes and issues once", async () => {
    const { orderId } = await paidOrder();
    // Not yet 15 minutes: left alone.
    await reconcilePendingOrders(new Date());
    expect(await vouchersOf(orderId)).toHaveLength(0);
    const later = new Date(Date.now() + 16 * 60_000);
    const issuedBefore = await getDb()
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.vouchers);
    // Two rounds at once (two processes): every paid order issued once, by one of them (earlier
    // tests left other paid orders without a webhook too).
    const [a, b] = await Promise.all([
      reconcilePendingOrders(later),
      reconcilePendingOrders(later),
    ]);
    const issuedAfter = await getDb()
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.vouchers);
    expect(a.issued + b.issued).toBeGreaterThanOrEqual(1);
    expect(a.issued + b.issued).toBe(issuedAfter[0]!.n - issuedBefore[0]!.n);
    expect(await vouchersOf(orderId)).toHaveLength(1);
    const [order] = await getDb()
      .select()
      .from(schema.voucherOrders)
      .where(eq(schema.voucherOrders.id, orderId));
    expect(order!.status).toBe("paid");
  });

  it("Stripe down, slow or failing: 503 with a clear message, the order failed, nothing paid", async () => {
    for (const mode of ["down", "slow", "error"] as const) {
      stripe.fake.setMode(mode);
      const started = Date.now();
      const res = await checkout({ ...valueBody, lang: "en" });
      expect(res.status, mode).toBe(503);
      expect(res.json.error).toBe("payments_unavailable");
      expect(res.json.message).toMatch(
        /could not reach the payment system\. Nothing has been charged/,
      );
      expect(Date.now() - started).toBeLessThan(5000);
    }
    const paid = await getDb()
      .select()
      .from(schema.voucherOrders)
      .where(eq(schema.voucherOrders.status, "paid"));
    const failed = await getDb()
      .select()
      .from(schema.voucherOrders)
      .where(eq(schema.voucherOrders.status, "failed"));
    expect(failed.length).toBeGreaterThanOrEqual(3);
    expect(paid.every((o) => o.stripeSessionId)).toBe(true);
    expect(
      await getDb()
        .select()
        .from(schema.vouchers)
        .where(
          sql`${schema.vouchers.orderId} in (${sql.join(
            failed.map((f) => sql`${f.id}`),
            sql`, `,
          )})`,
        ),
    ).toHaveLength(0);
  }, 30_000);

  it("payments not configured: 503 naming the phone, in the request's language, whatever the body (decision 430)", async () => {
    stripe.useEnv({ STRIPE_SECRET_KEY: "", STRIPE_WEBHOOK_SECRET: "" });
    const orders = (await getDb().select().from(schema.voucherOrders)).length;
    const res = await checkout();
    expect(res.status).toBe(503);
    expect(res.json.error).toBe("payments_not_configured");
    expect(res.json.message).toMatch(/Bon kupisz telefonicznie: \+?\d/);
    // Bad input is not checked when nothing can be bought: 503 too, not 400.
    const bad = await checkout({ ...valueBody, amount: 123, terms: false, lang: "en" });
    expect(bad.status).toBe(503);
    expect(bad.json.error).toBe("payments_not_configured");
    expect(bad.json.message).toMatch(/buy one by phone: \+?\d/);
    expect(bad.json.fieldErrors).toBeUndefined();
    const empty = await checkout({});
    expect(empty.status).toBe(503);
    expect((await checkout("{not json")).status).toBe(503);
    // Not counted against the checkout limit either.
    const ip = "203.0.113.78";
    for (let i = 0; i < 12; i++) expect((await checkout(valueBody, ip)).status).toBe(503);
    expect((await getDb().select().from(schema.voucherOrders)).length).toBe(orders);
  });

  it("at most 10 checkouts in 10 minutes per client network: the 11th answers 429 with Retry-After", async () => {
    const ip = "203.0.113.77";
    for (let i = 0; i < 10; i++) expect((await checkout(valueBody, ip)).status).toBe(201);
    const res = await checkout({ ...valueBody, lang: "en" }, ip);
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(kind).toMatch(/pglite|postgres/);
  });
});
