import { eq, sql } from "drizzle-orm";
import { schema, type DbOrTx } from "~/lib/db.server";

/**
 * The ledger of a voucher (decision 370): append-only; a voucher's balance is the sum of its rows.
 * Every change goes through `appendLedger` inside a transaction that holds the voucher's row lock
 * (`lockVoucher`: SELECT … FOR UPDATE on PostgreSQL; PGlite's single connection serialises
 * transactions anyway), so two changes never read the same balance, and the database's check on
 * `balance_after_grosze >= 0` refuses a negative one whatever the code does.
 */
export type VoucherRow = typeof schema.vouchers.$inferSelect;
export type LedgerKind = (typeof schema.voucherLedger.$inferSelect)["kind"];

export async function lockVoucher(tx: DbOrTx, code: string): Promise<VoucherRow | null> {
  const [row] = await tx
    .select()
    .from(schema.vouchers)
    .where(eq(schema.vouchers.code, code))
    .for("update");
  return row ?? null;
}

export async function lockVoucherById(tx: DbOrTx, id: number): Promise<VoucherRow | null> {
  const [row] = await tx
    .select()
    .from(schema.vouchers)
    .where(eq(schema.vouchers.id, id))
    .for("update");
  return row ?? null;
}

/** The sum of a voucher's ledger, in grosze. */
export async function balanceOf(tx: DbOrTx, voucherId: number): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<string>`coalesce(sum(${schema.voucherLedger.amountGrosze}), 0)` })
    .from(schema.voucherLedger)
    .where(eq(schema.voucherLedger.voucherId, voucherId));
  return Number(row?.sum ?? 0);
}

/** Whether anything was ever redeemed from the voucher. */
export async function wasRedeemed(tx: DbOrTx, voucherId: number): Promise<boolean> {
  const [row] = await tx
    .select({ n: sql<string>`count(*)` })
    .from(schema.voucherLedger)
    .where(
      sql`${schema.voucherLedger.voucherId} = ${voucherId} and ${schema.voucherLedger.kind} = 'redeem'`,
    );
  return Number(row?.n ?? 0) > 0;
}

/**
 * Appends one row (the caller holds the voucher's lock). Returns the balance after it; throws
 * `NegativeBalance` when the row would take the balance below zero (nothing is written then).
 */
export async function appendLedger(
  tx: DbOrTx,
  voucherId: number,
  entry: { kind: LedgerKind; amountGrosze: number; actorEmail: string | null; note: string | null },
): Promise<number> {
  const before = await balanceOf(tx, voucherId);
  const after = before + entry.amountGrosze;
  if (after < 0) throw new NegativeBalance(before);
  await tx.insert(schema.voucherLedger).values({
    voucherId,
    kind: entry.kind,
    amountGrosze: entry.amountGrosze,
    balanceAfterGrosze: after,
    actorEmail: entry.actorEmail,
    note: entry.note,
  });
  return after;
}

export class NegativeBalance extends Error {
  constructor(public balanceGrosze: number) {
    super("The balance is short");
  }
}

/**
 * A voucher's balance as a correlated subquery, for selects over `vouchers` (the voucher's id is
 * spelled with its table: Drizzle leaves a single-table select's columns unqualified, which
 * inside this subquery would name the ledger's own id).
 */
export const BALANCE_SQL = sql<string>`(select coalesce(sum(l.amount_grosze), 0) from ${schema.voucherLedger} l where l.voucher_id = ${sql.identifier("vouchers")}.${sql.identifier("id")})`;
