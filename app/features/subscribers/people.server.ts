import { and, asc, eq, inArray, isNull, like, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { writeAudit, type AuditActor } from "~/lib/audit.server";
import { getDb, schema, type DbOrTx, type Tx } from "~/lib/db.server";

/**
 * Access and erasure by person (docs/architecture.md §4 "people", decision 222): everything
 * stored about one e-mail address, whether the person subscribed, sent an enquiry, or both.
 *
 * - the subscription (and its campaign recipients, by foreign key), and a sign-up waiting for
 *   the person's confirmation (`newsletter_reactivations`, decision 280: name, phone, region);
 * - the enquiries sent from the address, with their notes and replies;
 * - every stored copy of an e-mail to the address or about the person, whoever it went to (the
 *   operator's copy of an enquiry has their name, phone and text and Reply-To their address);
 * - the audit rows about their subscription or enquiries, or naming their address or phone:
 *   erasure keeps the row (who did what, when) and drops the values;
 * - the gift-voucher orders they placed or received (decision 434): erasure empties the names,
 *   e-mails and message and keeps what accounting needs (kind, amounts in grosze, status,
 *   dates, the Stripe references, the voucher's code and its whole ledger).
 *
 * Subscriber erasure (`eraseSubscriber`), the unsubscribed-retention job and this share
 * `erasePersonIn`.
 */

const {
  newsletterSubscribers: subs,
  eventBookings: bookings,
  eventBookingNotes: notes,
  emailOutbox: outbox,
  auditLog: audit,
  newsletterReactivations: waiting,
  voucherOrders: orders,
  vouchers,
} = schema;

export const normaliseAddress = (email: string) => email.trim().toLowerCase();

/** What identifies the person's rows: their subscriber and enquiry ids and the phone numbers they gave. */
async function footprint(db: DbOrTx, address: string) {
  const [s, b, o] = await Promise.all([
    db
      .select({ id: subs.id, phone: subs.phone })
      .from(subs)
      .where(sql`lower(${subs.email}) = ${address}`),
    db
      .select({ id: bookings.id, phone: bookings.phone })
      .from(bookings)
      .where(sql`lower(${bookings.email}) = ${address}`),
    db
      .select({
        id: orders.id,
        buyer: sql<boolean>`lower(${orders.buyerEmail}) = ${address}`,
        voucherId: vouchers.id,
      })
      .from(orders)
      .leftJoin(vouchers, eq(vouchers.orderId, orders.id))
      .where(
        sql`lower(${orders.buyerEmail}) = ${address} or lower(coalesce(${orders.recipientEmail}, '')) = ${address}`,
      ),
  ]);
  // The phones of sign-ups waiting for confirmation count too (a stranger may have typed one).
  const w = s.length
    ? await db
        .select({ phone: waiting.phone })
        .from(waiting)
        .where(
          inArray(
            waiting.subscriberId,
            s.map((r) => r.id),
          ),
        )
    : [];
  const phones = [
    ...new Set(
      [...s, ...b, ...w]
        .map((r) => r.phone?.trim())
        .filter((p): p is string => !!p && p.length >= 6),
    ),
  ];
  return {
    subscriberIds: s.map((r) => r.id),
    bookingIds: b.map((r) => r.id),
    phones,
    /** Voucher orders they bought (`buyer`) or received (not `buyer`), with their voucher's id. */
    voucherOrders: o.map((r) => ({ id: r.id, buyer: !!r.buyer, voucherId: r.voucherId })),
  };
}

type Footprint = Awaited<ReturnType<typeof footprint>>;

/** A text column or jsonb value contains the string (case-insensitive, also as escaped in HTML). */
function mentions(column: SQL | AnyPgColumn, value: string): SQL {
  const needles = [
    ...new Set([
      value.toLowerCase(),
      value.toLowerCase().replace(/&/g, "&amp;").replace(/'/g, "&#39;"),
    ]),
  ];
  return or(...needles.map((n) => sql`position(${n} in lower(${column}::text)) > 0`))!;
}

/** Every outbox row to the person or about them. */
function outboxWhere(address: string, f: Footprint): SQL {
  const parts: SQL[] = [
    sql`lower(${outbox.toAddress}) = ${address}`,
    mentions(outbox.html, address),
    mentions(outbox.textBody, address),
    mentions(sql`${outbox.headers}`, address),
  ];
  if (f.subscriberIds.length) parts.push(inArray(outbox.subscriberId, f.subscriberIds));
  for (const id of f.bookingIds) parts.push(like(outbox.dedupeKey, `booking:${id}:%`));
  // Both e-mails of a voucher they bought or received: each names the buyer and the recipient.
  for (const o of f.voucherOrders)
    if (o.voucherId !== null) parts.push(like(outbox.dedupeKey, `voucher:${o.voucherId}:%`));
  for (const phone of f.phones)
    parts.push(mentions(outbox.textBody, phone), mentions(outbox.html, phone));
  return or(...parts)!;
}

/** Every audit row about the person: their subscription or enquiries, or naming their address or phone. */
function auditWhere(address: string, f: Footprint): SQL {
  const parts: SQL[] = [
    mentions(sql`${audit.before}`, address),
    mentions(sql`${audit.after}`, address),
    mentions(sql`${audit.entityId}`, address),
  ];
  if (f.subscriberIds.length)
    parts.push(
      and(
        eq(audit.entity, "newsletter_subscriber"),
        inArray(audit.entityId, f.subscriberIds.map(String)),
      )!,
    );
  if (f.bookingIds.length)
    parts.push(
      and(eq(audit.entity, "event_booking"), inArray(audit.entityId, f.bookingIds.map(String)))!,
    );
  for (const phone of f.phones)
    parts.push(mentions(sql`${audit.before}`, phone), mentions(sql`${audit.after}`, phone));
  return or(...parts)!;
}

/** GET /api/admin/people/report: everything stored about one address. */
export async function personReport(email: string) {
  const db = getDb();
  const address = normaliseAddress(email);
  const f = await footprint(db, address);
  const orderIds = f.voucherOrders.map((o) => o.id);
  const [subscriber, pendingSignUps, enquiries, thread, emails, auditRows, voucherOrders] =
    await Promise.all([
      db
        .select()
        .from(subs)
        .where(sql`lower(${subs.email}) = ${address}`),
      // Everything but the token's hash, which is no data about the person.
      f.subscriberIds.length
        ? db
            .select({
              name: waiting.name,
              phone: waiting.phone,
              region: waiting.region,
              language: waiting.language,
              whatsappGroup: waiting.whatsappGroup,
              phoneConsent: waiting.phoneConsent,
              createdAt: waiting.createdAt,
              expiresAt: waiting.expiresAt,
            })
            .from(waiting)
            .where(inArray(waiting.subscriberId, f.subscriberIds))
            .orderBy(asc(waiting.createdAt), asc(waiting.id))
        : [],
      f.bookingIds.length
        ? db
            .select()
            .from(bookings)
            .where(inArray(bookings.id, f.bookingIds))
            .orderBy(asc(bookings.createdAt))
        : [],
      f.bookingIds.length
        ? db
            .select()
            .from(notes)
            .where(inArray(notes.bookingId, f.bookingIds))
            .orderBy(asc(notes.createdAt), asc(notes.id))
        : [],
      db
        .select({
          id: outbox.id,
          kind: outbox.kind,
          to: outbox.toAddress,
          subject: outbox.subject,
          createdAt: outbox.createdAt,
          status: outbox.status,
          sentAt: outbox.sentAt,
        })
        .from(outbox)
        .where(outboxWhere(address, f))
        .orderBy(asc(outbox.createdAt), asc(outbox.id)),
      db
        .select({
          entity: audit.entity,
          entityId: audit.entityId,
          action: audit.action,
          createdAt: audit.createdAt,
          actorEmail: audit.actorEmail,
          before: audit.before,
          after: audit.after,
        })
        .from(audit)
        .where(auditWhere(address, f))
        .orderBy(asc(audit.createdAt), asc(audit.id)),
      orderIds.length ? voucherOrdersOf(db, orderIds) : [],
    ]);
  return {
    email: address,
    subscriber: subscriber[0] ?? null,
    /** Sign-ups waiting for the person's confirmation (decision 280), until their link expires. */
    pendingSignUps,
    enquiries: enquiries.map((e) => ({
      ...e,
      notes: thread.filter((n) => n.bookingId === e.id && n.kind === "note"),
      replies: thread.filter((n) => n.bookingId === e.id && n.kind === "reply"),
    })),
    emails,
    auditRows,
    /** Gift-voucher orders they bought or received, with the voucher (decision 434). */
    voucherOrders,
  };
}

/** The person's voucher orders as the report shows them: everything but the withdrawal token's hash. */
async function voucherOrdersOf(db: DbOrTx, ids: number[]) {
  const rows = await db
    .select({ order: orders, voucher: vouchers })
    .from(orders)
    .leftJoin(vouchers, eq(vouchers.orderId, orders.id))
    .where(inArray(orders.id, ids))
    .orderBy(asc(orders.createdAt), asc(orders.id));
  return rows.map(({ order, voucher }) => {
    const { withdrawTokenHash: _hash, ...rest } = order;
    void _hash;
    return {
      ...rest,
      voucher: voucher
        ? {
            code: voucher.code,
            recipientName: voucher.recipientName,
            status: voucher.status,
            amountGrosze: voucher.amountGrosze,
            expiresAt: voucher.expiresAt,
          }
        : null,
    };
  });
}

export interface ErasedCounts {
  subscribers: number;
  enquiries: number;
  notes: number;
  emails: number;
  auditRows: number;
  voucherOrders: number;
}

/**
 * Erases the person inside the caller's transaction: deletes their subscription, enquiries (with
 * notes and replies), every e-mail copy to them or about them, unused invitations to the address
 * and sign-in counters naming it, and empties the values of the audit rows about them.
 */
export async function erasePersonIn(tx: Tx, email: string): Promise<ErasedCounts> {
  const address = normaliseAddress(email);
  const f = await footprint(tx, address);
  const emails = await tx
    .delete(outbox)
    .where(outboxWhere(address, f))
    .returning({ id: outbox.id });
  const auditRows = await tx
    .update(audit)
    .set({ before: null, after: { personalDataErased: true } })
    .where(auditWhere(address, f))
    .returning({ id: audit.id });
  const noteCount = f.bookingIds.length
    ? (await tx.select({ id: notes.id }).from(notes).where(inArray(notes.bookingId, f.bookingIds)))
        .length
    : 0;
  const enquiries = f.bookingIds.length
    ? await tx
        .delete(bookings)
        .where(inArray(bookings.id, f.bookingIds))
        .returning({ id: bookings.id })
    : [];
  // (Also gone by foreign key with the subscriber; deleted first so no later change can miss it.)
  if (f.subscriberIds.length)
    await tx.delete(waiting).where(inArray(waiting.subscriberId, f.subscriberIds));
  const subscribers = await tx
    .delete(subs)
    .where(sql`lower(${subs.email}) = ${address}`)
    .returning({ id: subs.id });
  await tx
    .delete(schema.adminInvitations)
    .where(
      and(
        eq(schema.adminInvitations.email, address),
        isNull(schema.adminInvitations.acceptedUserId),
      ),
    );
  await tx
    .delete(schema.rateLimits)
    .where(
      like(schema.rateLimits.key, `login:acct:${address.replace(/[\\%_]/g, (c) => `\\${c}`)}:%`),
    );
  const voucherOrders = await eraseVoucherOrders(tx, f.voucherOrders);
  return {
    subscribers: subscribers.length,
    enquiries: enquiries.length,
    notes: noteCount,
    emails: emails.length,
    auditRows: auditRows.length,
    voucherOrders,
  };
}

/**
 * Empties the personal data of the person's voucher orders (decision 434), keeping what the
 * accounts need: the order's kind, amount, status, dates and Stripe references, the voucher's
 * code, value, status and expiry, and its ledger, untouched. A buyer's order loses the buyer's
 * name and e-mail, the message and the recipient's e-mail (given by the buyer to deliver the
 * voucher); a recipient's loses the recipient's name and e-mail, also on the voucher, and the
 * message written to them.
 */
async function eraseVoucherOrders(tx: Tx, list: Footprint["voucherOrders"]): Promise<number> {
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

/** POST /api/admin/people/erase: erases the person and writes an audit row that names no address. */
export async function erasePerson(actor: AuditActor, email: string): Promise<ErasedCounts> {
  return getDb().transaction(async (tx) => {
    const erased = await erasePersonIn(tx, email);
    await writeAudit(tx, actor, {
      entity: "person",
      entityId: "-",
      action: "erase",
      before: null,
      after: { erased },
    });
    return erased;
  });
}
