import { randomBytes } from "node:crypto";
import { and, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type Stripe from "stripe";
import type { AdminUser } from "~/lib/api-shapes";
import { ApiError } from "~/lib/api.server";
import { writeAudit } from "~/lib/audit.server";
import { csvCell } from "~/lib/csv";
import { getDb, schema, type DbOrTx } from "~/lib/db.server";
import type { Lang } from "~/lib/i18n/lang";
import { logger } from "~/lib/logger.server";
import { formatCode, generateCode, normalizeCode } from "./codes";
import {
  appendLedger,
  BALANCE_SQL,
  balanceOf,
  lockVoucher,
  NegativeBalance,
  type VoucherRow,
} from "./ledger.server";
import { formatPln, toGrosze, toPln } from "./money";
import { expiryFrom, findVoucherCruise, voucherPdf, voucherPdfData } from "./orders.server";
import { renderVoucherPdfs } from "./pdf.server";
import { publicStatus } from "./public.server";
import { stripeClient } from "./stripe.server";

/**
 * The panel's gift vouchers (docs/architecture.md §4, "gift vouchers, panel"; decision 373):
 * every change is a ledger row under the voucher's row lock (decision 370) and an audit row in
 * the same transaction. Amounts in and out are PLN; stored as grosze.
 */
export const VOUCHER_ENTITY = "voucher";

const MESSAGES = {
  pl: {
    notFound: "Nie ma bonu o tym kodzie.",
    someNotFound: (codes: string) => `Nie ma bonów o kodach: ${codes}.`,
    short: (b: string) => `Na bonie zostało tylko ${b}.`,
    notActive: "Ten bon nie jest aktywny (wykorzystany, unieważniony albo po terminie).",
    cruiseWhole: "Bon na rejs realizuje się w całości.",
    noPayment: "Ten bon nie był opłacony przez Stripe: zwrot zapisz jako „poza Stripe”.",
    stripeFailed: "Stripe nie przyjął zwrotu. Nic się nie zmieniło; spróbuj ponownie.",
    noCruise: "Wybierz opublikowany rejs z ceną.",
  },
  en: {
    notFound: "There is no voucher with this code.",
    someNotFound: (codes: string) => `There are no vouchers with the codes ${codes}.`,
    short: (b: string) => `Only ${b} is left on the voucher.`,
    notActive: "This voucher is not active (used, void or expired).",
    cruiseWhole: "A cruise voucher is redeemed whole.",
    noPayment: "This voucher was not paid through Stripe: record the refund as outside Stripe.",
    stripeFailed: "Stripe did not accept the refund. Nothing changed; try again.",
    noCruise: "Choose a published cruise with a price.",
  },
} as const;

export interface AdminVoucher {
  code: string;
  kind: "value" | "cruise";
  status: "active" | "used" | "expired" | "void";
  amount: number;
  balance: number;
  currency: "PLN";
  cruise?: {
    key: string | null;
    name_pl: string | null;
    name_en: string | null;
    people: number | null;
  };
  buyer: { name: string; email: string } | null;
  recipient: { name: string | null; email?: string | null };
  createdAt: string;
  paidAt: string | null;
  expiresAt: string;
  orderId: number | null;
  byHand: boolean;
  note: string | null;
}

const v = schema.vouchers;
const o = schema.voucherOrders;

function selectVouchers(db: DbOrTx) {
  return db
    .select({ voucher: v, order: o, balance: BALANCE_SQL })
    .from(v)
    .leftJoin(o, eq(o.id, v.orderId));
}

type Joined = {
  voucher: VoucherRow;
  order: typeof o.$inferSelect | null;
  balance: string | number;
};

function toAdmin({ voucher, order, balance }: Joined, now = new Date()): AdminVoucher {
  return {
    code: formatCode(voucher.code),
    kind: voucher.kind,
    status: publicStatus(voucher.status, voucher.expiresAt, now),
    amount: toPln(voucher.amountGrosze),
    balance: toPln(Number(balance)),
    currency: "PLN",
    ...(voucher.kind === "cruise"
      ? {
          cruise: {
            key: voucher.cruiseKey,
            name_pl: voucher.cruiseNamePl,
            name_en: voucher.cruiseNameEn,
            people: voucher.people,
          },
        }
      : {}),
    buyer: order ? { name: order.buyerName, email: order.buyerEmail } : null,
    recipient: { name: voucher.recipientName, email: order?.recipientEmail ?? null },
    createdAt: voucher.createdAt.toISOString(),
    paidAt: order?.paidAt?.toISOString() ?? null,
    expiresAt: voucher.expiresAt.toISOString(),
    orderId: voucher.orderId,
    byHand: voucher.byHand,
    note: voucher.note,
  };
}

const PAGE_SIZE = 50;

export async function listVouchers(query: {
  q?: string;
  status?: "active" | "used" | "expired" | "void";
  page?: number;
}): Promise<{ items: AdminVoucher[]; total: number }> {
  const where: SQL[] = [];
  const q = query.q?.trim();
  if (q) {
    const code = normalizeCode(q) ?? q.replace(/[\s-]/g, "").toUpperCase();
    const like = `%${q.toLowerCase().replace(/[%_\\]/g, "\\$&")}%`;
    where.push(
      sql`(${v.code} like ${`%${code.replace(/[%_\\]/g, "\\$&")}%`} or lower(coalesce(${v.recipientName}, '')) like ${like} or lower(coalesce(${o.buyerName}, '')) like ${like} or lower(coalesce(${o.buyerEmail}, '')) like ${like} or lower(coalesce(${o.recipientEmail}, '')) like ${like})`,
    );
  }
  if (query.status === "active")
    where.push(sql`${v.status} = 'active' and ${v.expiresAt} >= now()`);
  if (query.status === "expired")
    where.push(sql`${v.status} = 'active' and ${v.expiresAt} < now()`);
  if (query.status === "used") where.push(sql`${v.status} = 'used'`);
  if (query.status === "void") where.push(sql`${v.status} in ('void', 'withdrawing')`);
  const cond = where.length ? and(...where) : undefined;
  const page = Math.max(1, query.page ?? 1);
  const db = getDb();
  const rows = await selectVouchers(db)
    .where(cond)
    .orderBy(desc(v.id))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  const [count] = await db
    .select({ n: sql<string>`count(*)` })
    .from(v)
    .leftJoin(o, eq(o.id, v.orderId))
    .where(cond);
  return { items: rows.map((r) => toAdmin(r)), total: Number(count?.n ?? 0) };
}

async function find(db: DbOrTx, code: string, lang: Lang): Promise<Joined> {
  const c = normalizeCode(code);
  const [row] = c ? await selectVouchers(db).where(eq(v.code, c)) : [];
  if (!row) throw new ApiError(404, "not_found", MESSAGES[lang].notFound);
  return row;
}

export async function getVoucher(code: string, lang: Lang) {
  const row = await find(getDb(), code, lang);
  const ledger = await getDb()
    .select()
    .from(schema.voucherLedger)
    .where(eq(schema.voucherLedger.voucherId, row.voucher.id))
    .orderBy(schema.voucherLedger.id);
  return {
    voucher: toAdmin(row),
    ledger: ledger.map((l) => ({
      at: l.createdAt.toISOString(),
      kind: l.kind,
      amount: toPln(l.amountGrosze),
      balanceAfter: toPln(l.balanceAfterGrosze),
      actorEmail: l.actorEmail,
      note: l.note,
    })),
  };
}

/**
 * One change of one voucher: the row lock, the work (ledger rows, status), the audit row, all in
 * one transaction. Answers the voucher as it is afterwards.
 */
async function change(
  actor: AdminUser,
  code: string,
  lang: Lang,
  action: string,
  work: (tx: DbOrTx, locked: VoucherRow, balance: number) => Promise<void>,
): Promise<AdminVoucher> {
  const c = normalizeCode(code);
  if (!c) throw new ApiError(404, "not_found", MESSAGES[lang].notFound);
  return getDb().transaction(async (tx) => {
    const locked = await lockVoucher(tx, c);
    if (!locked) throw new ApiError(404, "not_found", MESSAGES[lang].notFound);
    const before = toAdmin(await find(tx, c, lang));
    await work(tx, locked, await balanceOf(tx, locked.id));
    const after = toAdmin(await find(tx, c, lang));
    await writeAudit(tx, actor, {
      entity: VOUCHER_ENTITY,
      entityId: after.code,
      action,
      before: { status: before.status, balance: before.balance, expiresAt: before.expiresAt },
      after: { status: after.status, balance: after.balance, expiresAt: after.expiresAt },
    });
    return after;
  });
}

function requireActive(locked: VoucherRow, lang: Lang, now = new Date()) {
  if (publicStatus(locked.status, locked.expiresAt, now) !== "active")
    throw new ApiError(409, "voucher_not_active", MESSAGES[lang].notActive);
}

/** Redeems an amount (a cruise voucher: the whole); 409 when short or not active. Never below zero. */
export async function redeemVoucher(
  actor: AdminUser,
  code: string,
  body: { amount?: number; note?: string | null },
  lang: Lang,
): Promise<AdminVoucher> {
  return change(actor, code, lang, "redeem", async (tx, locked, balance) => {
    requireActive(locked, lang);
    const amount = locked.kind === "cruise" ? balance : toGrosze(body.amount ?? 0);
    if (locked.kind === "cruise" && body.amount !== undefined && toGrosze(body.amount) !== balance)
      throw new ApiError(400, "invalid_input", MESSAGES[lang].cruiseWhole, {
        fieldErrors: { amount: MESSAGES[lang].cruiseWhole },
      });
    if (amount <= 0 || amount > balance)
      throw new ApiError(409, "balance_short", MESSAGES[lang].short(formatPln(balance, lang)));
    try {
      const after = await appendLedger(tx, locked.id, {
        kind: "redeem",
        amountGrosze: -amount,
        actorEmail: actor.email,
        note: body.note ?? null,
      });
      if (after === 0) await tx.update(v).set({ status: "used" }).where(eq(v.id, locked.id));
    } catch (err) {
      if (err instanceof NegativeBalance)
        throw new ApiError(
          409,
          "balance_short",
          MESSAGES[lang].short(formatPln(err.balanceGrosze, lang)),
        );
      throw err;
    }
  });
}

/** Moves the expiry later (an expired voucher becomes active again): an `extend` row of 0. */
export async function extendVoucher(actor: AdminUser, code: string, expiresAt: Date, lang: Lang) {
  return change(actor, code, lang, "extend", async (tx, locked) => {
    if (locked.status !== "active")
      throw new ApiError(409, "voucher_not_active", MESSAGES[lang].notActive);
    await tx.update(v).set({ expiresAt }).where(eq(v.id, locked.id));
    await appendLedger(tx, locked.id, {
      kind: "extend",
      amountGrosze: 0,
      actorEmail: actor.email,
      note: `${locked.expiresAt.toISOString()} → ${expiresAt.toISOString()}`,
    });
  });
}

/** Voids a voucher with a reason: a `void` row takes the rest of the balance off. */
export async function voidVoucher(actor: AdminUser, code: string, reason: string, lang: Lang) {
  return change(actor, code, lang, "void", async (tx, locked, balance) => {
    if (locked.status === "void" || locked.status === "withdrawing")
      throw new ApiError(409, "voucher_not_active", MESSAGES[lang].notActive);
    await appendLedger(tx, locked.id, {
      kind: "void",
      amountGrosze: -balance,
      actorEmail: actor.email,
      note: reason,
    });
    await tx.update(v).set({ status: "void" }).where(eq(v.id, locked.id));
  });
}

/**
 * Pays back the unused balance or part of it: through Stripe on the voucher's payment (the
 * balance is taken off first under the lock; a failed refund puts it back with a `correct` row),
 * or recorded as paid outside it. A voucher refunded to zero is void.
 */
export async function refundVoucher(
  actor: AdminUser,
  code: string,
  body: { amount?: number; reason: string; method: "stripe" | "outside" },
  lang: Lang,
): Promise<AdminVoucher> {
  let stripe: Stripe | null = null;
  let paymentIntent: string | null = null;
  let taken = 0;
  let voucherId = 0;
  const first = await change(
    actor,
    code,
    lang,
    `refund-${body.method}`,
    async (tx, locked, balance) => {
      if (locked.status === "void" || locked.status === "withdrawing")
        throw new ApiError(409, "voucher_not_active", MESSAGES[lang].notActive);
      const amount = body.amount === undefined ? balance : toGrosze(body.amount);
      if (amount <= 0 || amount > balance)
        throw new ApiError(409, "balance_short", MESSAGES[lang].short(formatPln(balance, lang)));
      if (body.method === "stripe") {
        const [order] = locked.orderId
          ? await tx.select().from(o).where(eq(o.id, locked.orderId))
          : [];
        stripe = stripeClient();
        paymentIntent = order?.paymentIntentId ?? null;
        if (!stripe || !paymentIntent)
          throw new ApiError(409, "no_stripe_payment", MESSAGES[lang].noPayment);
      }
      const after = await appendLedger(tx, locked.id, {
        kind: "refund",
        amountGrosze: -amount,
        actorEmail: actor.email,
        note: `${body.method === "stripe" ? "Stripe" : "outside Stripe"}: ${body.reason}`,
      });
      if (after === 0) await tx.update(v).set({ status: "void" }).where(eq(v.id, locked.id));
      taken = amount;
      voucherId = locked.id;
    },
  );
  if (body.method === "outside") return first;
  try {
    await (stripe as unknown as Stripe).refunds.create(
      { payment_intent: paymentIntent!, amount: taken, metadata: { voucher: first.code } },
      {
        maxNetworkRetries: 2,
        idempotencyKey: `voucher-refund-${voucherId}-${randomBytes(8).toString("hex")}`,
      },
    );
    return first;
  } catch (err) {
    logger.warn(
      { err: err instanceof Error ? err.message : String(err) },
      "Stripe refund from the panel failed",
    );
    await getDb().transaction(async (tx) => {
      const locked = await lockVoucher(tx, normalizeCode(first.code)!);
      await appendLedger(tx, locked!.id, {
        kind: "correct",
        amountGrosze: taken,
        actorEmail: actor.email,
        note: "Stripe refund failed: balance restored",
      });
      await tx.update(v).set({ status: "active" }).where(eq(v.id, locked!.id));
    });
    throw new ApiError(503, "payments_unavailable", MESSAGES[lang].stripeFailed);
  }
}

/** Issues vouchers by hand (a prize, a corporate batch of up to 500): paid by no one, marked so. */
export async function issueByHand(
  actor: AdminUser,
  body: {
    kind: "value" | "cruise";
    amount?: number;
    cruise?: string;
    people?: number;
    count: number;
    recipientName?: string | null;
    note: string;
  },
  lang: Lang,
): Promise<AdminVoucher[]> {
  let amountGrosze: number;
  let cruise = null as Awaited<ReturnType<typeof findVoucherCruise>>;
  if (body.kind === "cruise") {
    cruise = await findVoucherCruise(body.cruise ?? "");
    if (!cruise || cruise.priceGrosze === null)
      throw new ApiError(400, "invalid_input", MESSAGES[lang].noCruise, {
        fieldErrors: { cruise: MESSAGES[lang].noCruise },
      });
    const people = cruise.kind === "shared" ? Math.min(body.people ?? 1, cruise.capacity) : null;
    amountGrosze = cruise.priceGrosze * (people ?? 1);
    body.people = people ?? undefined;
  } else amountGrosze = toGrosze(body.amount ?? 0);
  const expiresAt = expiryFrom(new Date());
  const codes = new Set<string>();
  while (codes.size < body.count) codes.add(generateCode());
  return getDb().transaction(async (tx) => {
    const rows = await tx
      .insert(v)
      .values(
        [...codes].map((code) => ({
          code,
          kind: body.kind,
          cruiseKey: cruise?.key ?? null,
          cruiseNamePl: cruise?.name_pl ?? null,
          cruiseNameEn: cruise?.name_en ?? null,
          people: body.kind === "cruise" ? (body.people ?? null) : null,
          amountGrosze,
          recipientName: body.recipientName ?? null,
          byHand: true,
          note: body.note,
          expiresAt,
        })),
      )
      .returning();
    await tx.insert(schema.voucherLedger).values(
      rows.map((r) => ({
        voucherId: r.id,
        kind: "issue" as const,
        amountGrosze,
        balanceAfterGrosze: amountGrosze,
        actorEmail: actor.email,
        note: `by hand: ${body.note}`,
      })),
    );
    await writeAudit(tx, actor, {
      entity: VOUCHER_ENTITY,
      entityId: rows.length === 1 ? formatCode(rows[0]!.code) : `${rows.length} vouchers`,
      action: "issue",
      before: null,
      after: {
        kind: body.kind,
        amount: toPln(amountGrosze),
        count: rows.length,
        codes: rows.map((r) => formatCode(r.code)),
        note: body.note,
      },
    });
    return rows.map((r) => toAdmin({ voucher: r, order: null, balance: amountGrosze }));
  });
}

/**
 * The report for a period (both ends optional: all time), in PLN, every figure a sum of the
 * ledger: issued (issue rows in the period), redeemed, refunded (refund rows; a withdrawal is
 * one), outstanding (the balances of active vouchers now) and expiredUnused (the balances of
 * expired ones, still owed on request).
 */
export async function voucherReport(range: { from?: string; to?: string }, now = new Date()) {
  const l = schema.voucherLedger;
  const conds: SQL[] = [];
  if (range.from)
    conds.push(
      sql`${l.createdAt} >= ${new Date(`${range.from}T00:00:00Z`).toISOString()}::timestamptz`,
    );
  if (range.to)
    conds.push(
      sql`${l.createdAt} < ${new Date(new Date(`${range.to}T00:00:00Z`).getTime() + 86_400_000).toISOString()}::timestamptz`,
    );
  const inPeriod = conds.length ? sql`and ${and(...conds)}` : sql``;
  const db = getDb();
  const [sums] = await db
    .execute<{ issued: string; redeemed: string; refunded: string }>(
      sql`
    select
      coalesce(sum(case when ${l.kind} = 'issue' then ${l.amountGrosze} end), 0) as issued,
      coalesce(-sum(case when ${l.kind} = 'redeem' then ${l.amountGrosze} end), 0) as redeemed,
      coalesce(-sum(case when ${l.kind} = 'refund' then ${l.amountGrosze} end), 0)
        - coalesce(sum(case when ${l.kind} = 'correct' and ${l.note} like 'Stripe refund failed%' then ${l.amountGrosze} end), 0) as refunded
    from ${l} where true ${inPeriod}`,
    )
    .then(
      (r) =>
        ("rows" in r ? r.rows : r) as Array<{ issued: string; redeemed: string; refunded: string }>,
    );
  const [held] = await db
    .execute<{ outstanding: string; expired: string }>(
      sql`
    select
      coalesce(sum(case when ${v.expiresAt} >= ${now.toISOString()}::timestamptz then b.balance end), 0) as outstanding,
      coalesce(sum(case when ${v.expiresAt} < ${now.toISOString()}::timestamptz then b.balance end), 0) as expired
    from ${v} join (select ${l.voucherId} as id, sum(${l.amountGrosze}) as balance from ${l} group by ${l.voucherId}) b on b.id = ${v.id}
    where ${v.status} = 'active'`,
    )
    .then((r) => ("rows" in r ? r.rows : r) as Array<{ outstanding: string; expired: string }>);
  return {
    from: range.from ?? null,
    to: range.to ?? null,
    currency: "PLN" as const,
    issued: toPln(Number(sums?.issued ?? 0)),
    redeemed: toPln(Number(sums?.redeemed ?? 0)),
    refunded: toPln(Number(sums?.refunded ?? 0)),
    outstanding: toPln(Number(held?.outstanding ?? 0)),
    expiredUnused: toPln(Number(held?.expired ?? 0)),
  };
}

/** The CSV for the accountant: one line per voucher with its kind, figures and dates. */
export async function vouchersCsv(): Promise<string> {
  const rows = await selectVouchers(getDb()).orderBy(v.id);
  const head = [
    "code",
    "kind",
    "status",
    "amount_pln",
    "balance_pln",
    "cruise",
    "people",
    "by_hand",
    "buyer_name",
    "buyer_email",
    "recipient_name",
    "created_at",
    "paid_at",
    "expires_at",
    "order_id",
    "note",
  ];
  const lines = rows.map((r) => {
    const a = toAdmin(r);
    return [
      a.code,
      a.kind,
      a.status,
      a.amount.toFixed(2),
      a.balance.toFixed(2),
      a.cruise?.name_pl ?? "",
      a.cruise?.people ?? "",
      a.byHand ? "yes" : "no",
      a.buyer?.name ?? "",
      a.buyer?.email ?? "",
      a.recipient.name ?? "",
      a.createdAt,
      a.paidAt ?? "",
      a.expiresAt,
      a.orderId ?? "",
      a.note ?? "",
    ]
      .map(csvCell)
      .join(",");
  });
  return `\uFEFF${[head.join(","), ...lines].join("\r\n")}\r\n`;
}

/** A voucher's PDF (A4 and A6), for any voucher: a hand-issued one, or a reprint. */
export async function voucherPdfByCode(
  code: string,
  lang: Lang,
): Promise<{ pdf: Buffer; code: string }> {
  const row = await find(getDb(), code, lang);
  const orderLang = row.order?.lang ?? lang;
  const pdf = await voucherPdf(row.voucher, row.order?.message ?? null, orderLang);
  return { pdf, code: formatCode(row.voucher.code) };
}

/** The most vouchers one PDF holds: a whole hand-issued batch (decision 433). */
export const PDF_BATCH_MAX = 500;

/**
 * Many vouchers in one PDF, in the order asked (a hand-issued batch, decision 433): each one's A4
 * and A6 pages. 404 naming the codes that are not found; nothing is rendered then.
 */
export async function vouchersPdfByCodes(
  codes: readonly string[],
  lang: Lang,
): Promise<{ pdf: Buffer; count: number }> {
  const wanted = [...new Set(codes.map((c) => normalizeCode(c) ?? c))];
  const rows = wanted.length ? await selectVouchers(getDb()).where(inArray(v.code, wanted)) : [];
  const byCode = new Map(rows.map((r) => [r.voucher.code, r]));
  const missing = wanted.filter((c) => !byCode.has(c));
  if (missing.length || !wanted.length)
    throw new ApiError(
      404,
      "not_found",
      missing.length
        ? MESSAGES[lang].someNotFound(
            missing.map((c) => (normalizeCode(c) ? formatCode(c) : c)).join(", "),
          )
        : MESSAGES[lang].notFound,
    );
  const pages = wanted.map((c) => {
    const row = byCode.get(c)!;
    return voucherPdfData(row.voucher, row.order?.message ?? null, row.order?.lang ?? lang);
  });
  const pdf = await renderVoucherPdfs(
    pages,
    lang === "pl" ? `Bony podarunkowe (${pages.length})` : `Gift vouchers (${pages.length})`,
  );
  return { pdf, count: pages.length };
}
