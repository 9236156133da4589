import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNotNull, lt, sql } from "drizzle-orm";
import type Stripe from "stripe";
import { BRAND } from "~/config/site";
import { emailCopy } from "~/content/emails.server";
import { ApiError } from "~/lib/api.server";
import { getDb, schema, type DbOrTx } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import type { Lang } from "~/lib/i18n/lang";
import { logger } from "~/lib/logger.server";
import {
  enqueueEmails,
  registerSecretLink,
  skipPendingMail,
  wakeOutboxWorker,
} from "~/lib/mail/outbox.server";
import { currentSiteSettings } from "~/lib/site-data/current";
import { warsawOffset } from "~/lib/site-data/promo-events";
import { formatCode, generateCode } from "./codes";
import { renderBuyerEmail, renderRecipientEmail, type VoucherMailData } from "./emails.server";
import { appendLedger, balanceOf, lockVoucherById, wasRedeemed } from "./ledger.server";
import { formatPln } from "./money";
import { renderVoucherPdf, type VoucherPdfData } from "./pdf.server";
import { checkoutErrors, todayInWarsaw, type CheckoutInput } from "./schema";
import { stripeClient } from "./stripe.server";
import { VOUCHER_PAGES, voucherPublicUrl, WITHDRAW_PATH } from "./urls";

/* ------------------------------------------------------------------ */
/* The catalogue, as the composing layer hands it in                   */
/* ------------------------------------------------------------------ */

/** A cruise as a voucher needs it: the catalogue's facts and its active price (grosze). */
export interface VoucherCruise {
  key: string;
  name_pl: string;
  name_en: string;
  kind: "shared" | "private";
  capacity: number;
  /** The active price row's price: per person (shared) or per boat (private); null: no active price. */
  priceGrosze: number | null;
}

type CruiseSource = (key: string) => Promise<VoucherCruise | null>;
let cruiseSource: CruiseSource = async () => null;

/** The published cruise by key (server/startup.ts composes it from the cruise catalogue). */
export function setVoucherCruiseSource(source: CruiseSource) {
  cruiseSource = source;
}

/** A published cruise with its price, or null. */
export function findVoucherCruise(key: string): Promise<VoucherCruise | null> {
  return cruiseSource(key);
}

/* ------------------------------------------------------------------ */
/* Messages                                                            */
/* ------------------------------------------------------------------ */

const MESSAGES = {
  pl: {
    notConfigured: (phone: string) =>
      `Sprzedaż bonów przez stronę jest chwilowo wyłączona. Bon kupisz telefonicznie: ${phone}.`,
    stripeDown: (phone: string) =>
      `Nie udało się połączyć z systemem płatności. Nic nie zostało pobrane. Spróbuj ponownie za chwilę albo kup bon telefonicznie: ${phone}.`,
    invalid: "Popraw zaznaczone pola.",
  },
  en: {
    notConfigured: (phone: string) =>
      `Buying vouchers on the website is switched off for now. You can buy one by phone: ${phone}.`,
    stripeDown: (phone: string) =>
      `We could not reach the payment system. Nothing has been charged. Please try again in a moment, or buy a voucher by phone: ${phone}.`,
    invalid: "Please correct the highlighted fields.",
  },
} as const;

/* ------------------------------------------------------------------ */
/* Checkout                                                            */
/* ------------------------------------------------------------------ */

/** 503: payments are not configured (no Stripe secrets); the message names the phone. */
export function notConfiguredError(lang: Lang): ApiError {
  return new ApiError(
    503,
    "payments_not_configured",
    MESSAGES[lang].notConfigured(currentSiteSettings().phone),
  );
}

export type OrderRow = typeof schema.voucherOrders.$inferSelect;

/** BLIK, Przelewy24 and cards: the payment methods a voucher's session offers. */
export const PAYMENT_METHODS: Stripe.Checkout.SessionCreateParams.AllowedPaymentMethodType[] = [
  "card",
  "blik",
  "p24",
];

/** How long Stripe keeps a session open (its minimum): an abandoned order is cancelled soon after. */
const SESSION_MINUTES = 30;

function cruiseLabel(
  cruise: { name_pl: string; name_en: string },
  people: number | null,
  lang: Lang,
) {
  const name = lang === "pl" ? cruise.name_pl : cruise.name_en;
  if (!people) return name;
  return lang === "pl"
    ? `${name}, ${people} ${people === 1 ? "osoba" : people % 10 >= 2 && people % 10 <= 4 && (people % 100 < 10 || people % 100 >= 20) ? "osoby" : "osób"}`
    : `${name}, ${people} ${people === 1 ? "person" : "people"}`;
}

/**
 * POST /api/vouchers/checkout's work: the amount computed here (a value voucher's amount, or the
 * catalogue's active price per person × people for a shared cruise, per boat for a private one),
 * an order stored as `pending`, then a Stripe Checkout Session for it. Stripe not configured, or
 * not answering within the timeout: 503, and the order is marked `failed` (never paid).
 */
export async function createCheckout(
  input: CheckoutInput,
): Promise<{ orderId: number; checkoutUrl: string }> {
  const lang = input.lang;
  const phone = currentSiteSettings().phone;
  const stripe = stripeClient();
  if (!stripe) throw notConfiguredError(lang);
  let amountGrosze: number;
  let product: string;
  let people: number | null = null;
  if (input.kind === "value") {
    amountGrosze = input.amountPln! * 100;
    product =
      lang === "pl"
        ? `Bon podarunkowy ${formatPln(amountGrosze, lang)}`
        : `Gift voucher ${formatPln(amountGrosze, lang)}`;
  } else {
    const cruise = await cruiseSource(input.cruise!);
    if (!cruise || cruise.priceGrosze === null)
      throw new ApiError(400, "invalid_input", MESSAGES[lang].invalid, {
        fieldErrors: { cruise: checkoutErrors[lang].cruise },
      });
    if (cruise.kind === "shared") {
      people = input.people ?? 1;
      if (people > cruise.capacity)
        throw new ApiError(400, "invalid_input", MESSAGES[lang].invalid, {
          fieldErrors: { people: checkoutErrors[lang].people },
        });
      amountGrosze = cruise.priceGrosze * people;
    } else amountGrosze = cruise.priceGrosze;
    product = `${lang === "pl" ? "Bon na rejs" : "Cruise voucher"}: ${cruiseLabel(cruise, people, lang)}`;
  }
  const [order] = await getDb()
    .insert(schema.voucherOrders)
    .values({
      kind: input.kind,
      amountGrosze,
      cruiseKey: input.cruise,
      people,
      buyerName: input.buyer.name,
      buyerEmail: input.buyer.email.toLowerCase(),
      recipientName: input.recipient.name,
      recipientEmail: input.recipient.email?.toLowerCase() ?? null,
      message: input.message,
      sendAt: input.sendAt,
      lang,
    })
    .returning();
  const site = getEnv().PUBLIC_SITE_URL;
  try {
    const session = await stripe.checkout.sessions.create(
      {
        mode: "payment",
        currency: "pln",
        // The contract's three methods (docs/architecture.md §4). Since API version
        // 2026-09-30.endive (the package pins 2026-10-28.endive) a new session takes them as
        // `allowed_payment_method_types` and lists them back as `payment_method_types`;
        // `payment_method_types` itself is refused there (decision 431).
        allowed_payment_method_types: PAYMENT_METHODS,
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: "pln",
              unit_amount: amountGrosze,
              product_data: { name: product },
            },
          },
        ],
        metadata: { orderId: String(order!.id) },
        client_reference_id: String(order!.id),
        customer_email: order!.buyerEmail,
        locale: lang === "pl" ? "pl" : "en",
        expires_at: Math.floor(Date.now() / 1000) + SESSION_MINUTES * 60 + 60,
        success_url: `${site}${VOUCHER_PAGES.thanks[lang]}?order=${order!.id}`,
        cancel_url: `${site}${VOUCHER_PAGES.shop[lang]}`,
      },
      // Unique across databases sharing one Stripe account (a test database reset, staging).
      { idempotencyKey: `voucher-order-${order!.id}-${randomBytes(8).toString("hex")}` },
    );
    if (!session.url) throw new Error("Stripe answered a session without a URL");
    await getDb()
      .update(schema.voucherOrders)
      .set({ stripeSessionId: session.id })
      .where(eq(schema.voucherOrders.id, order!.id));
    return { orderId: order!.id, checkoutUrl: session.url };
  } catch (err) {
    logger.warn(
      { orderId: order!.id, err: err instanceof Error ? err.message : String(err) },
      "Stripe did not create a checkout session",
    );
    await getDb()
      .update(schema.voucherOrders)
      .set({ status: "failed", closedAt: new Date() })
      .where(
        and(eq(schema.voucherOrders.id, order!.id), eq(schema.voucherOrders.status, "pending")),
      );
    throw new ApiError(
      503,
      "payments_unavailable",
      MESSAGES[lang].stripeDown(phone),
      {},
      {
        "Retry-After": "30",
      },
    );
  }
}

/* ------------------------------------------------------------------ */
/* Issue, exactly once                                                 */
/* ------------------------------------------------------------------ */

/** The end of the day (Warsaw) a year after `from`: a voucher's expiry (12 months). */
export function expiryFrom(from: Date): Date {
  const day = todayInWarsaw(from);
  const next = `${Number(day.slice(0, 4)) + 1}${day.slice(4)}`;
  const safe = next.endsWith("-02-29") ? next.replace("-02-29", "-02-28") : next;
  return new Date(`${safe}T23:59:59${warsawOffset(safe, "23:59")}`);
}

/** 08:00 Warsaw time on a day. */
export function eightInWarsaw(day: string): Date {
  return new Date(`${day}T08:00:00${warsawOffset(day, "08:00")}`);
}

export function formatExpiry(at: Date, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === "pl" ? "pl-PL" : "en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Europe/Warsaw",
  }).format(at);
}

/** What a voucher says it is: its value, or its cruise (and people). */
export function voucherWhat(
  v: {
    kind: string;
    amountGrosze: number;
    cruiseNamePl: string | null;
    cruiseNameEn: string | null;
    people: number | null;
  },
  lang: Lang,
): string {
  if (v.kind === "cruise" && v.cruiseNamePl)
    return cruiseLabel(
      { name_pl: v.cruiseNamePl, name_en: v.cruiseNameEn ?? v.cruiseNamePl },
      v.people,
      lang,
    );
  return formatPln(v.amountGrosze, lang);
}

/** What a voucher's PDF needs to know about the voucher. */
export interface PdfVoucher {
  code: string;
  kind: string;
  amountGrosze: number;
  cruiseNamePl: string | null;
  cruiseNameEn: string | null;
  people: number | null;
  recipientName: string | null;
  expiresAt: Date;
}

export async function voucherPdf(
  v: PdfVoucher,
  message: string | null,
  lang: Lang,
): Promise<Buffer> {
  return renderVoucherPdf(voucherPdfData(v, message, lang));
}

/** A voucher's printed facts in a language, for the PDF. */
export function voucherPdfData(v: PdfVoucher, message: string | null, lang: Lang): VoucherPdfData {
  const s = currentSiteSettings();
  return {
    lang,
    brand: BRAND,
    what: voucherWhat(v, lang),
    code: formatCode(v.code),
    recipientName: v.recipientName,
    message,
    expires: formatExpiry(v.expiresAt, lang),
    url: voucherPublicUrl(getEnv().PUBLIC_SITE_URL, v.code, lang),
    contact: `${lang === "pl" ? "Tel." : "Phone"} ${s.phone} · ${s.email}`,
  };
}

export type IssueOutcome = "issued" | "already" | "unknown" | "not_paid";

/** The confirmed session's order id (from our metadata), or null. */
function orderIdOf(
  session: Pick<Stripe.Checkout.Session, "metadata" | "client_reference_id">,
): number | null {
  const raw = session.metadata?.orderId ?? session.client_reference_id ?? "";
  return /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

/**
 * Marks the session's order paid and issues its voucher, exactly once however often or
 * concurrently it is called (the webhook, its retries, the reconciliation): the order moves from
 * `pending` to `paid` in one conditional UPDATE inside the transaction that inserts the voucher,
 * its ledger row and its e-mails, and `vouchers.order_id` is unique besides. Only a session
 * Stripe says is paid, whose id is the one stored on the order, issues anything.
 */
export async function issueForSession(
  session: Pick<
    Stripe.Checkout.Session,
    "id" | "metadata" | "client_reference_id" | "payment_status" | "payment_intent"
  >,
): Promise<IssueOutcome> {
  const orderId = orderIdOf(session);
  if (!orderId) return "unknown";
  const db = getDb();
  const [order] = await db
    .select()
    .from(schema.voucherOrders)
    .where(eq(schema.voucherOrders.id, orderId));
  if (!order || order.stripeSessionId !== session.id) return "unknown";
  if (session.payment_status !== "paid") return "not_paid";
  if (order.status !== "pending") return "already";

  const paidAt = new Date();
  const cruise =
    order.kind === "cruise" && order.cruiseKey ? await cruiseSource(order.cruiseKey) : null;
  const voucher = {
    code: generateCode(),
    orderId: order.id,
    kind: order.kind,
    cruiseKey: order.cruiseKey,
    cruiseNamePl: order.kind === "cruise" ? (cruise?.name_pl ?? order.cruiseKey) : null,
    cruiseNameEn: order.kind === "cruise" ? (cruise?.name_en ?? order.cruiseKey) : null,
    people: order.people,
    amountGrosze: order.amountGrosze,
    recipientName: order.recipientName,
    expiresAt: expiryFrom(paidAt),
  };
  const lang = order.lang;
  // The PDF and the e-mails are made before the transaction, which stays short.
  const pdf = await voucherPdf(voucher, order.message, lang);
  const sendDay = order.sendAt && eightInWarsaw(order.sendAt) > paidAt ? order.sendAt : null;
  const mail: VoucherMailData = {
    lang,
    code: voucher.code,
    what: voucherWhat(voucher, lang),
    expires: formatExpiry(voucher.expiresAt, lang),
    buyerName: order.buyerName,
    recipientName: order.recipientName,
    recipientEmail: order.recipientEmail,
    sendDay: sendDay ? formatExpiry(eightInWarsaw(sendDay), lang) : null,
    message: order.message,
    url: voucherPublicUrl(getEnv().PUBLIC_SITE_URL, voucher.code, lang),
  };
  const texts = await emailCopy(lang);
  const attachment = {
    filename: `${lang === "pl" ? "bon" : "voucher"}-${formatCode(voucher.code)}.pdf`,
    contentType: "application/pdf",
    content: pdf,
  };
  const paymentIntent =
    typeof session.payment_intent === "string"
      ? session.payment_intent
      : (session.payment_intent?.id ?? null);

  const issued = await db.transaction(async (tx) => {
    const won = await tx
      .update(schema.voucherOrders)
      .set({ status: "paid", paidAt, paymentIntentId: paymentIntent })
      .where(and(eq(schema.voucherOrders.id, order.id), eq(schema.voucherOrders.status, "pending")))
      .returning({ id: schema.voucherOrders.id });
    if (!won.length) return false;
    const [row] = await tx
      .insert(schema.vouchers)
      .values(voucher)
      .returning({ id: schema.vouchers.id });
    await appendLedger(tx, row!.id, {
      kind: "issue",
      amountGrosze: voucher.amountGrosze,
      actorEmail: null,
      note: `Stripe ${session.id}`,
    });
    await enqueueEmails(tx, [
      {
        dedupeKey: `voucher:${row!.id}:buyer`,
        kind: "voucher-buyer",
        to: order.buyerEmail,
        ...renderBuyerEmail(mail, texts.voucherBuyer),
        secretRef: `voucher-withdraw:${order.id}`,
        attachments: [attachment],
      },
      ...(order.recipientEmail
        ? [
            {
              dedupeKey: `voucher:${row!.id}:recipient`,
              kind: "voucher-recipient",
              to: order.recipientEmail,
              ...renderRecipientEmail(mail, texts.voucherRecipient),
              attachments: [attachment],
              ...(sendDay ? { notBefore: eightInWarsaw(sendDay) } : {}),
            },
          ]
        : []),
    ]);
    return true;
  });
  if (!issued) return "already";
  wakeOutboxWorker();
  logger.info({ orderId: order.id }, "Gift voucher issued");
  return "issued";
}

/** `checkout.session.expired`: a pending order is cancelled (nothing else changes). */
export async function cancelForSession(
  session: Pick<Stripe.Checkout.Session, "id" | "metadata" | "client_reference_id">,
): Promise<boolean> {
  const orderId = orderIdOf(session);
  if (!orderId) return false;
  const rows = await getDb()
    .update(schema.voucherOrders)
    .set({ status: "cancelled", closedAt: new Date() })
    .where(
      and(
        eq(schema.voucherOrders.id, orderId),
        eq(schema.voucherOrders.stripeSessionId, session.id),
        eq(schema.voucherOrders.status, "pending"),
      ),
    )
    .returning({ id: schema.voucherOrders.id });
  return rows.length > 0;
}

/** A verified webhook event: what it did (200 either way). */
export async function handleStripeEvent(event: Stripe.Event): Promise<string> {
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
      return issueForSession(event.data.object);
    case "checkout.session.expired":
      return (await cancelForSession(event.data.object)) ? "cancelled" : "unchanged";
    default:
      return "ignored";
  }
}

/* ------------------------------------------------------------------ */
/* Reconciliation                                                      */
/* ------------------------------------------------------------------ */

export const RECONCILE_AFTER_MS = 15 * 60_000;

/**
 * Orders still pending 15 minutes after checkout are read from Stripe: a paid session issues its
 * voucher (as the lost webhook would have), an expired one cancels the order. Safe in every
 * process at once (issuing is exactly once). Returns what it did.
 */
export async function reconcilePendingOrders(
  now = new Date(),
): Promise<{ checked: number; issued: number; cancelled: number }> {
  const stripe = stripeClient();
  const out = { checked: 0, issued: 0, cancelled: 0 };
  if (!stripe) return out;
  const due = await getDb()
    .select()
    .from(schema.voucherOrders)
    .where(
      and(
        eq(schema.voucherOrders.status, "pending"),
        isNotNull(schema.voucherOrders.stripeSessionId),
        lt(schema.voucherOrders.createdAt, new Date(now.getTime() - RECONCILE_AFTER_MS)),
      ),
    )
    .orderBy(schema.voucherOrders.id)
    .limit(100);
  for (const order of due) {
    try {
      const session = await stripe.checkout.sessions.retrieve(
        order.stripeSessionId!,
        {},
        { maxNetworkRetries: 2 },
      );
      out.checked++;
      if (session.payment_status === "paid") {
        if ((await issueForSession(session)) === "issued") out.issued++;
      } else if (session.status === "expired") {
        if (await cancelForSession(session)) out.cancelled++;
      }
    } catch (err) {
      logger.warn(
        { orderId: order.id, err: err instanceof Error ? err.message : String(err) },
        "Reconciliation could not read a session from Stripe",
      );
    }
  }
  // A checkout whose session was never created (Stripe did not answer) and was left pending.
  await getDb()
    .update(schema.voucherOrders)
    .set({ status: "failed", closedAt: now })
    .where(
      sql`${schema.voucherOrders.status} = 'pending' and ${schema.voucherOrders.stripeSessionId} is null and ${schema.voucherOrders.createdAt} < ${new Date(now.getTime() - RECONCILE_AFTER_MS).toISOString()}::timestamptz`,
    );
  if (out.issued || out.cancelled) logger.info(out, "Voucher orders reconciled with Stripe");
  return out;
}

/** Runs the reconciliation every `intervalMs` in this process; returns a stopper. */
export function startVoucherReconciliation(intervalMs: number): () => Promise<void> {
  let round: Promise<unknown> = Promise.resolve();
  const tick = () => {
    round = reconcilePendingOrders().catch((err: unknown) =>
      logger.error({ err }, "Voucher reconciliation failed"),
    );
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref?.();
  const first = setTimeout(tick, Math.min(intervalMs, 20_000));
  first.unref?.();
  return async () => {
    clearInterval(timer);
    clearTimeout(first);
    await round;
  };
}

/* ------------------------------------------------------------------ */
/* Withdrawal (14 days, unused)                                        */
/* ------------------------------------------------------------------ */

export const WITHDRAWAL_DAYS = 14;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

// The withdrawal link in the buyer's e-mail is minted when the e-mail is sent (decision 220).
registerSecretLink("voucher-withdraw", async (ids) => {
  const out = new Map<string, string>();
  const site = getEnv().PUBLIC_SITE_URL;
  for (const id of ids) {
    if (!/^\d+$/.test(id)) continue;
    const token = randomBytes(24).toString("base64url");
    const rows = await getDb()
      .update(schema.voucherOrders)
      .set({ withdrawTokenHash: hashToken(token) })
      .where(and(eq(schema.voucherOrders.id, Number(id)), eq(schema.voucherOrders.status, "paid")))
      .returning({ id: schema.voucherOrders.id });
    if (rows.length) out.set(id, `${site}${WITHDRAW_PATH}?token=${token}`);
  }
  return out;
});

export type WithdrawState =
  | { state: "unknown" }
  | {
      state: "ok" | "done" | "expired" | "redeemed" | "unavailable" | "failed";
      order: OrderRow;
      code: string | null;
    };

async function orderByToken(token: string | null): Promise<OrderRow | null> {
  if (!token || token.length > 100) return null;
  const [order] = await getDb()
    .select()
    .from(schema.voucherOrders)
    .where(eq(schema.voucherOrders.withdrawTokenHash, hashToken(token)));
  return order ?? null;
}

async function voucherOfOrder(tx: DbOrTx, orderId: number) {
  const [v] = await tx.select().from(schema.vouchers).where(eq(schema.vouchers.orderId, orderId));
  return v ?? null;
}

function withinWindow(order: OrderRow, now: Date): boolean {
  return !!order.paidAt && now.getTime() - order.paidAt.getTime() <= WITHDRAWAL_DAYS * 86_400_000;
}

/** What the withdrawal link's page says (GET changes nothing). */
export async function inspectWithdrawal(
  token: string | null,
  now = new Date(),
): Promise<WithdrawState> {
  const order = await orderByToken(token);
  if (!order) return { state: "unknown" };
  const v = await voucherOfOrder(getDb(), order.id);
  const code = v?.code ?? null;
  if (order.status === "refunded") return { state: "done", order, code };
  if (order.status !== "paid" || !v) return { state: "unavailable", order, code };
  if (await wasRedeemed(getDb(), v.id)) return { state: "redeemed", order, code };
  if (!withinWindow(order, now)) return { state: "expired", order, code };
  if (v.status !== "active" && v.status !== "withdrawing")
    return { state: "unavailable", order, code };
  return { state: "ok", order, code };
}

/**
 * POST: within 14 days of payment, while nothing was redeemed: the voucher's whole balance is
 * taken off in the ledger and the voucher set `withdrawing` (so nothing can be redeemed meanwhile),
 * Stripe refunds the payment (`refunds.create` on its payment intent, idempotent), then the
 * voucher is void, the order `refunded` and a recipient's e-mail not yet sent is cancelled. If
 * Stripe fails, a `correct` row puts the balance back and the answer is 503.
 */
export async function withdrawByToken(
  token: string | null,
  now = new Date(),
): Promise<WithdrawState> {
  const found = await inspectWithdrawal(token, now);
  if (found.state !== "ok") return found;
  const order = found.order;
  const stripe = stripeClient();
  if (!stripe || !order.paymentIntentId) return { ...found, state: "unavailable" };
  const db = getDb();
  // Reserve: under the voucher's lock, the whole balance off and the status `withdrawing`.
  const taken = await db.transaction(async (tx) => {
    const v = await voucherOfOrder(tx, order.id);
    const locked = v && (await lockVoucherById(tx, v.id));
    if (!locked || locked.status !== "active" || (await wasRedeemed(tx, locked.id))) return null;
    const balance = await balanceOf(tx, locked.id);
    await appendLedger(tx, locked.id, {
      kind: "refund",
      amountGrosze: -balance,
      actorEmail: null,
      note: "withdrawal within 14 days (Stripe)",
    });
    await tx
      .update(schema.vouchers)
      .set({ status: "withdrawing" })
      .where(eq(schema.vouchers.id, locked.id));
    return { id: locked.id, balance };
  });
  if (!taken) return { ...found, state: "redeemed" };
  try {
    await stripe.refunds.create(
      {
        payment_intent: order.paymentIntentId,
        metadata: { orderId: String(order.id), reason: "withdrawal" },
      },
      { idempotencyKey: `voucher-withdraw-${order.stripeSessionId}`, maxNetworkRetries: 2 },
    );
  } catch (err) {
    logger.warn(
      { orderId: order.id, err: err instanceof Error ? err.message : String(err) },
      "Stripe refund for a withdrawal failed",
    );
    await db.transaction(async (tx) => {
      await lockVoucherById(tx, taken.id);
      await appendLedger(tx, taken.id, {
        kind: "correct",
        amountGrosze: taken.balance,
        actorEmail: null,
        note: "Stripe refund failed: balance restored",
      });
      await tx
        .update(schema.vouchers)
        .set({ status: "active" })
        .where(eq(schema.vouchers.id, taken.id));
    });
    return { ...found, state: "failed" };
  }
  await db.transaction(async (tx) => {
    await tx
      .update(schema.vouchers)
      .set({ status: "void" })
      .where(eq(schema.vouchers.id, taken.id));
    await tx
      .update(schema.voucherOrders)
      .set({ status: "refunded", closedAt: now })
      .where(eq(schema.voucherOrders.id, order.id));
    await skipPendingMail(
      tx,
      [`voucher:${taken.id}:recipient`],
      "the voucher was withdrawn before sending",
    );
  });
  logger.info({ orderId: order.id }, "Gift voucher withdrawn and refunded");
  return { ...found, state: "done" };
}
