import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import {
  getFrom,
  postTo,
  postToEndpoint,
  TEST_SITE_URL,
} from "../../../tests/support/api-test-helpers";
import {
  captureTransport,
  voucherDatabaseHooks,
  voucherStripeForFile,
} from "../../../tests/support/vouchers";
import { describeEachDb } from "../../../tests/support/test-db";
import { getDb, schema } from "~/lib/db.server";
import { ApiError } from "~/lib/api.server";
import { processOutboxBatch, DEFAULT_OUTBOX_OPTIONS } from "~/lib/mail/outbox.server";
import { loader as lookupLoader } from "~/routes/api/voucher";
import { action as withdrawPost, loader as withdrawGet } from "~/routes/api/voucher-withdraw";
import { checkoutEndpoint, webhookEndpoint } from "./endpoints.server";
import { withdrawByToken } from "./orders.server";
import {
  extendVoucher,
  getVoucher,
  issueByHand,
  listVouchers,
  redeemVoucher,
  refundVoucher,
  voidVoucher,
  voucherPdfByCode,
  vouchersPdfByCodes,
  voucherReport,
  vouchersCsv,
} from "./admin.server";
import { pdfPages, pdfPageSizes, pdfQr } from "../../../tests/support/pdf";
import { formatCode } from "./codes";

const stripe = voucherStripeForFile();
let ipSeq = 0;
const freshIp = () => `198.18.0.${++ipSeq}`;
const admin = { id: "admin-1", email: "admin@example.com" };

/** Buys, pays (signed webhook) and sends the e-mails of a voucher; returns its code and withdrawal token. */
async function boughtVoucher(extra: Record<string, unknown> = {}) {
  const res = await postToEndpoint(
    checkoutEndpoint,
    "/api/vouchers/checkout",
    {
      kind: "value",
      amount: 300,
      buyer: { name: "Ewa Nowak", email: "ewa@example.com" },
      recipient: { name: "Tomek", email: "tomek@example.com" },
      lang: "pl",
      terms: true,
      ...extra,
    },
    { ip: freshIp() },
  );
  expect(res.status).toBe(201);
  const session = stripe.fake.sessions.get((res.json.checkoutUrl as string).split("/pay/")[1]!)!;
  stripe.fake.payWithoutWebhook(session.id);
  const { payload, signature } = stripe.fake.event("checkout.session.completed", session.id);
  const hook = await postToEndpoint(webhookEndpoint, "/api/payments/stripe/webhook", payload, {
    headers: { "Stripe-Signature": signature },
  });
  expect(hook.json.outcome).toBe("issued");
  const [v] = await getDb()
    .select()
    .from(schema.vouchers)
    .where(eq(schema.vouchers.orderId, res.json.orderId as number));
  const transport = captureTransport();
  await processOutboxBatch(transport, { ...DEFAULT_OUTBOX_OPTIONS, pollMs: 10 });
  const buyer = transport.sent.find((m) => m.to === "ewa@example.com")!;
  const token = /withdraw\?token=([\w-]+)/.exec(buyer.text)![1]!;
  return {
    code: formatCode(v!.code),
    rawCode: v!.code,
    token,
    orderId: res.json.orderId as number,
    session,
  };
}

const lookup = (code: string, ip = freshIp()) =>
  getFrom(
    (args: { request: Request; context: unknown; params: Record<string, string> }) =>
      lookupLoader({ ...args, params: { code } } as never),
    `/api/vouchers/${encodeURIComponent(code)}`,
    { ip },
  );

describeEachDb("gift vouchers: look-up, withdrawal, panel", ({ kind }) => {
  voucherDatabaseHooks(stripe, { rateLimits: true });

  it("GET /api/vouchers/:code: balance and expiry in any spelling; 404 for unknown and malformed; never cached or indexed; 10 a minute", async () => {
    const { code } = await boughtVoucher();
    const ip = "198.18.9.9";
    const res = await lookup(code.toLowerCase().replace(/-/g, ""), ip);
    expect(res.status).toBe(200);
    const body = JSON.parse(res.text);
    expect(body).toMatchObject({ kind: "value", status: "active", balance: 300 });
    expect(new Date(body.expiresAt).getTime()).toBeGreaterThan(Date.now() + 360 * 86_400_000);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-robots-tag")).toBe("noindex");
    expect((await lookup("2222-3333-4444", ip)).status).toBe(404);
    const malformed = await lookup("'; drop table vouchers --", ip);
    expect(malformed.status).toBe(404);
    expect(malformed.headers.get("x-robots-tag")).toBe("noindex");
    for (let i = 3; i < 10; i++) expect((await lookup(code, ip)).status).toBe(200);
    const limited = await lookup(code, ip);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await lookup(code, "198.18.9.10")).status).toBe(200);
  });

  it("withdrawal within 14 days: the page in the order's language, then the refund at the fake, void, the recipient's pending e-mail cancelled", async () => {
    const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Warsaw" }).format(
      new Date(Date.now() + 10 * 86_400_000),
    );
    const { code, token, session, rawCode } = await boughtVoucher({ sendAt: day, lang: "en" });
    const page = await getFrom(withdrawGet, `/api/vouchers/withdraw?token=${token}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<html lang="en">');
    expect(page.text).toContain(`withdraw from the purchase of voucher ${code}`);
    expect(page.text).toContain('<form method="post"');
    const refundsBefore = stripe.fake.refunds.length;
    const res = await postTo(withdrawPost, `/api/vouchers/withdraw?token=${token}`, {});
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: "refunded" });
    expect(stripe.fake.refunds.length).toBe(refundsBefore + 1);
    const refund = stripe.fake.refunds.at(-1)!;
    expect(refund.payment_intent).toBe(session.payment_intent);
    expect(refund.amount).toBe(30_000);
    const after = JSON.parse((await lookup(code)).text);
    expect(after).toMatchObject({ status: "void", balance: 0 });
    const [rec] = await getDb()
      .select()
      .from(schema.emailOutbox)
      .where(eq(schema.emailOutbox.kind, "voucher-recipient"));
    expect(rec!.status).toBe("skipped");
    const { ledger } = await getVoucher(rawCode, "en");
    expect(ledger.map((l) => [l.kind, l.amount, l.balanceAfter])).toEqual([
      ["issue", 300, 300],
      ["refund", -300, 0],
    ]);
    // Again (a double click): the same answer, and no second refund.
    const again = await postTo(withdrawPost, `/api/vouchers/withdraw?token=${token}`, {});
    expect(again.json).toEqual({ status: "refunded" });
    expect(stripe.fake.refunds.length).toBe(refundsBefore + 1);
  });

  it("withdrawal is refused after a redemption (409, the reason) and after 14 days; Stripe failing changes nothing", async () => {
    const a = await boughtVoucher();
    await redeemVoucher(admin, a.code, { amount: 50, note: "rejs 20 min" }, "pl");
    const refunds = stripe.fake.refunds.length;
    const res = await postTo(withdrawPost, `/api/vouchers/withdraw?token=${a.token}`, {});
    expect(res.status).toBe(409);
    expect(res.json.error).toBe("voucher_used");
    expect(res.json.message).toMatch(/Niewykorzystaną część zwrócimy na prośbę/);
    const page = await getFrom(withdrawGet, `/api/vouchers/withdraw?token=${a.token}`);
    expect(page.status).toBe(200);
    expect(page.text).not.toContain("<form");
    const b = await boughtVoucher();
    const late = await withdrawByToken(b.token, new Date(Date.now() + 15 * 86_400_000));
    expect(late.state).toBe("expired");
    stripe.fake.setMode("error");
    const failed = await postTo(withdrawPost, `/api/vouchers/withdraw?token=${b.token}`, {});
    expect(failed.status).toBe(503);
    stripe.fake.setMode("normal");
    expect(stripe.fake.refunds.length).toBe(refunds);
    expect(JSON.parse((await lookup(b.code)).text)).toMatchObject({
      status: "active",
      balance: 300,
    });
    const unknown = await postTo(withdrawPost, `/api/vouchers/withdraw?token=nope`, {});
    expect(unknown.status).toBe(404);
  });

  it("redeem partly and wholly, never below zero; a cruise voucher redeems whole; extend, void, refund; every change audited", async () => {
    const { code } = await boughtVoucher();
    const one = await redeemVoucher(admin, code, { amount: 120.5, note: "2 osoby" }, "pl");
    expect(one.balance).toBe(179.5);
    await expect(redeemVoucher(admin, code, { amount: 200 }, "pl")).rejects.toMatchObject({
      status: 409,
      code: "balance_short",
    });
    const two = await redeemVoucher(admin, code, { amount: 179.5 }, "pl");
    expect(two).toMatchObject({ balance: 0, status: "used" });
    await expect(redeemVoucher(admin, code, { amount: 1 }, "pl")).rejects.toBeInstanceOf(ApiError);

    const [cruise] = await issueByHand(
      admin,
      { kind: "cruise", cruise: "20min", people: 2, count: 1, note: "nagroda" },
      "en",
    );
    expect(cruise).toMatchObject({
      kind: "cruise",
      amount: 180,
      balance: 180,
      byHand: true,
      buyer: null,
    });
    await expect(redeemVoucher(admin, cruise!.code, { amount: 90 }, "en")).rejects.toMatchObject({
      status: 400,
    });
    expect(await redeemVoucher(admin, cruise!.code, {}, "en")).toMatchObject({
      balance: 0,
      status: "used",
    });

    const [val] = await issueByHand(
      admin,
      { kind: "value", amount: 200, count: 1, note: "konkurs" },
      "pl",
    );
    const past = new Date(Date.now() - 86_400_000);
    await getDb()
      .update(schema.vouchers)
      .set({ expiresAt: past })
      .where(eq(schema.vouchers.code, val!.code.replace(/-/g, "")));
    expect((await getVoucher(val!.code, "pl")).voucher.status).toBe("expired");
    await expect(redeemVoucher(admin, val!.code, { amount: 10 }, "pl")).rejects.toMatchObject({
      status: 409,
    });
    const later = new Date(Date.now() + 100 * 86_400_000);
    expect(await extendVoucher(admin, val!.code, later, "pl")).toMatchObject({
      status: "active",
      balance: 200,
    });
    expect(
      await refundVoucher(
        admin,
        val!.code,
        { amount: 50, reason: "prośba", method: "outside" },
        "pl",
      ),
    ).toMatchObject({ balance: 150 });
    expect(await voidVoucher(admin, val!.code, "pomyłka", "pl")).toMatchObject({
      status: "void",
      balance: 0,
    });
    const { ledger } = await getVoucher(val!.code, "pl");
    expect(ledger.map((l) => l.kind)).toEqual(["issue", "extend", "refund", "void"]);
    expect(ledger.every((l) => l.actorEmail === "admin@example.com")).toBe(true);
    const audit = await getDb()
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.entity, "voucher"));
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(["redeem", "issue", "extend", "refund-outside", "void"]),
    );

    // A partly used bought voucher: the unused part refunded through Stripe (the fake records it).
    const bought = await boughtVoucher();
    await redeemVoucher(admin, bought.code, { amount: 100 }, "pl");
    const refunds = stripe.fake.refunds.length;
    expect(
      await refundVoucher(admin, bought.code, { reason: "prośba klienta", method: "stripe" }, "pl"),
    ).toMatchObject({ balance: 0, status: "void" });
    expect(stripe.fake.refunds.length).toBe(refunds + 1);
    expect(stripe.fake.refunds.at(-1)).toMatchObject({
      payment_intent: bought.session.payment_intent,
      amount: 20_000,
    });
  });

  it("twenty concurrent redemptions never take a balance below zero (PostgreSQL: over two processes)", async () => {
    const [target] = await issueByHand(
      admin,
      { kind: "value", amount: 300, count: 1, note: "race" },
      "pl",
    );
    const mine = Array.from({ length: 10 }, () =>
      redeemVoucher(admin, target!.code, { amount: 20 }, "pl").then(
        () => 201,
        (err: unknown) => (err instanceof ApiError ? err.status : 500),
      ),
    );
    let theirs: Promise<number[]>;
    if (kind === "postgres") {
      const [{ db }] = (await getDb()
        .execute(sql`select current_database() as db`)
        .then((r) => ("rows" in r ? r.rows : r))) as Array<{ db: string }>;
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${db}`;
      theirs = promisify(execFile)(
        "npx",
        ["tsx", "tests/support/redeem-worker.ts", url.toString(), target!.code, "10", "20"],
        { env: { ...process.env, LOG_LEVEL: "silent" } },
      ).then((r) => JSON.parse(r.stdout) as number[]);
    } else {
      theirs = Promise.all(
        Array.from({ length: 10 }, () =>
          redeemVoucher(admin, target!.code, { amount: 20 }, "pl").then(
            () => 201,
            (err: unknown) => (err instanceof ApiError ? err.status : 500),
          ),
        ),
      );
    }
    const outcomes = [...(await Promise.all(mine)), ...(await theirs)];
    expect(outcomes.filter((s) => s === 201)).toHaveLength(15);
    expect(outcomes.filter((s) => s === 409)).toHaveLength(5);
    const { voucher, ledger } = await getVoucher(target!.code, "pl");
    expect(voucher.balance).toBe(0);
    expect(ledger.filter((l) => l.kind === "redeem")).toHaveLength(15);
    expect(ledger.every((l) => l.balanceAfter >= 0)).toBe(true);
  }, 60_000);

  it("a batch of up to 500 by hand; list and search; the report's figures equal the ledger's; the CSV has each voucher's kind", async () => {
    const batch = await issueByHand(
      admin,
      { kind: "value", amount: 100, count: 500, recipientName: "Firma ABC", note: "korporacyjny" },
      "pl",
    );
    expect(batch).toHaveLength(500);
    expect(new Set(batch.map((b) => b.code)).size).toBe(500);
    const found = await listVouchers({ q: "firma abc" });
    expect(found.total).toBe(500);
    expect(found.items).toHaveLength(50);
    const byCode = await listVouchers({ q: batch[7]!.code.toLowerCase() });
    expect(byCode.items.map((i) => i.code)).toEqual([batch[7]!.code]);
    const { code } = await boughtVoucher();
    expect((await listVouchers({ q: "ewa@example" })).items.map((i) => i.code)).toContain(code);

    const report = await voucherReport({});
    const l = schema.voucherLedger;
    const sum = async (where: ReturnType<typeof sql>) =>
      Number(
        (
          await getDb()
            .select({ s: sql<string>`coalesce(sum(${l.amountGrosze}), 0)` })
            .from(l)
            .where(where)
        )[0]!.s,
      ) / 100;
    expect(report.issued).toBe(await sum(sql`${l.kind} = 'issue'`));
    expect(report.redeemed).toBe(-(await sum(sql`${l.kind} = 'redeem'`)));
    const balances = await getDb()
      .select({
        status: schema.vouchers.status,
        expiresAt: schema.vouchers.expiresAt,
        b: sql<string>`(select coalesce(sum(x.amount_grosze), 0) from voucher_ledger x where x.voucher_id = vouchers.id)`,
      })
      .from(schema.vouchers);
    const now = Date.now();
    const outstanding =
      balances
        .filter((x) => x.status === "active" && x.expiresAt.getTime() >= now)
        .reduce((a, x) => a + Number(x.b), 0) / 100;
    const expired =
      balances
        .filter((x) => x.status === "active" && x.expiresAt.getTime() < now)
        .reduce((a, x) => a + Number(x.b), 0) / 100;
    expect(report.outstanding).toBeCloseTo(outstanding, 2);
    expect(report.expiredUnused).toBeCloseTo(expired, 2);
    expect(report.outstanding).toBeGreaterThanOrEqual(50_000);
    // Every voucher's balance is its ledger's sum, and never negative.
    expect(balances.every((x) => Number(x.b) >= 0)).toBe(true);
    const csv = await vouchersCsv();
    expect(csv.split("\r\n")[0]).toContain("code,kind,status,amount_pln,balance_pln");
    expect(csv).toContain(`${batch[0]!.code},value,active,100.00,100.00`);
    // A hand-issued voucher's PDF, to print.
    const { pdf, code: printed } = await voucherPdfByCode(batch[0]!.code.toLowerCase(), "pl");
    expect(printed).toBe(batch[0]!.code);
    const pages = await pdfPages(pdf);
    expect(pages[0]).toContain(batch[0]!.code);
    expect(pages[0]).toMatch(/100\sPLN/);
    expect(pages[0]).toContain("Firma ABC");
    expect(await pdfQr(pdf)).toBe(
      `${TEST_SITE_URL}/bony-podarunkowe/sprawdz?code=${batch[0]!.code}`,
    );
  }, 60_000);

  it("a hand-issued batch in one PDF: an A4 and an A6 page per voucher, in order, each with its code and QR (decision 433)", async () => {
    const batch = await issueByHand(
      admin,
      { kind: "value", amount: 150, count: 3, recipientName: "Zespół XYZ", note: "partia" },
      "pl",
    );
    const codes = batch.map((b) => b.code);
    // Any spelling of the codes, as the panel or a person may send them.
    const { pdf, count } = await vouchersPdfByCodes(
      [codes[0]!.toLowerCase(), codes[1]!.replace(/-/g, ""), codes[2]!],
      "pl",
    );
    expect(count).toBe(3);
    const pages = await pdfPages(pdf);
    expect(pages).toHaveLength(6);
    codes.forEach((code, i) => {
      for (const page of [pages[2 * i]!, pages[2 * i + 1]!]) {
        expect(page).toContain(code);
        expect(page).toMatch(/150\sPLN/);
        expect(page).toContain("Zespół XYZ");
        for (const other of codes.filter((c) => c !== code)) expect(page).not.toContain(other);
      }
    });
    expect(await pdfPageSizes(pdf)).toEqual([
      [595, 842],
      [298, 420],
      [595, 842],
      [298, 420],
      [595, 842],
      [298, 420],
    ]);
    expect(await pdfQr(pdf, 3)).toBe(`${TEST_SITE_URL}/bony-podarunkowe/sprawdz?code=${codes[1]}`);
    // A code not found: 404 naming it, nothing rendered.
    await expect(vouchersPdfByCodes([codes[0]!, "2222-3333-4444"], "en")).rejects.toMatchObject({
      status: 404,
      message: "There are no vouchers with the codes 2222-3333-4444.",
    });
  }, 60_000);
});
