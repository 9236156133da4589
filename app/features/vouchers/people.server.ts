/**
 * What the people feature's erasure (decision 222) asks of the vouchers: the names and e-mails
 * on a person's orders go, the amounts and the ledger stay (decision 434). The vouchers feature
 * is the one writer of its tables (decision 420).
 */
import { inArray } from "drizzle-orm";
import { schema, type Tx } from "~/lib/db.server";

const orders = schema.voucherOrders;
const vouchers = schema.vouchers;

/**
 * Empties the personal data of the person's voucher orders (decision 434), keeping what the
 * accounts need: the order's kind, amount, status, dates and Stripe references, the voucher's
 * code, value, status and expiry, and its ledger, untouched. A buyer's order loses the buyer's
 * name and e-mail, the message and the recipient's e-mail (given by the buyer to deliver the
 * voucher); a recipient's loses the recipient's name and e-mail, also on the voucher, and the
 * message written to them.
 */
export async function eraseVoucherOrderPeople(
  tx: Tx,
  list: ReadonlyArray<{ id: number; buyer: boolean }>,
): Promise<number> {
  const bought = list.filter((o) => o.buyer).map((o) => o.id);
  const received = list.filter((o) => !o.buyer);
  if (bought.length)
    await tx
      .update(orders)
      .set({
        buyerName: "",
        buyerEmail: "",
        recipientName: "",
        recipientEmail: null,
        message: null,
      })
      .where(inArray(orders.id, bought));
  if (received.length) {
    await tx
      .update(orders)
      .set({ recipientName: "", recipientEmail: null, message: null })
      .where(
        inArray(
          orders.id,
          received.map((o) => o.id),
        ),
      );
    await tx
      .update(vouchers)
      .set({ recipientName: null })
      .where(
        inArray(
          vouchers.orderId,
          received.map((o) => o.id),
        ),
      );
  }
  return new Set(list.map((o) => o.id)).size;
}
