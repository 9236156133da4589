import { createHash } from "node:crypto";
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  like,
  lt,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import { erasePersonalData, writeAudit, type AuditActor } from "~/lib/audit.server";
import { getDb, schema, type DbOrTx } from "~/lib/db.server";
import { pageOf } from "~/lib/paging.server";
import type { Lang } from "~/lib/i18n/lang";
import { deleteMail, enqueueEmail, wakeOutboxWorker } from "~/lib/mail/outbox.server";
import { csvCell } from "~/lib/csv";
import { layout, p, textLayout } from "~/lib/mail/layout";
import { operatorEmail } from "~/lib/mail/transport.server";
import {
  ENQUIRY_PAGE_SIZE,
  type EnquiryListQuery,
  type EnquiryPatch,
  type EnquiryReply,
} from "./schema";
import type {
  EnquiryCruiseName,
  EnquiryDetail,
  EnquiryList,
  EnquirySummary,
  EnquiryThreadItem,
} from "./types";

/** Names the cruises of these keys (the cruise catalogue, composed in by the route). */
export type CruiseNamer = (keys: Iterable<string>) => Promise<Map<string, EnquiryCruiseName>>;

/** The enquiries with their cruise named (a key the namer does not know stays as its key). */
export async function withCruises<T extends EnquirySummary>(
  items: T[],
  keys: Array<string | null>,
  namer: CruiseNamer,
): Promise<T[]> {
  const named = await namer(keys.filter((k): k is string => !!k));
  return items.map((item, i) => {
    const key = keys[i];
    if (!key) return item;
    const cruise = named.get(key) ?? {
      key,
      name_pl: key,
      name_en: key,
      location: "",
      location_pl: "",
      location_en: "",
    };
    return { ...item, cruise };
  });
}

const b = schema.eventBookings;
const notes = schema.eventBookingNotes;
type Row = typeof b.$inferSelect;

function toSummary(r: Row): EnquirySummary {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    event_date: r.eventDate,
    time_from: r.timeFrom,
    time_to: r.timeTo,
    language: r.language === "en" ? "en" : "pl",
    status: r.status,
    created_at: r.createdAt.toISOString(),
    cruise: null,
  };
}

/** `%` and `_` typed by the operator are literal characters, not wildcards. */
function likePattern(q: string) {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Warsaw calendar days: "from 2026-05-01" starts at that day's local midnight. */
function warsawDayStart(day: string): SQL {
  return sql`(${day}::date::timestamp at time zone 'Europe/Warsaw')`;
}

function whereOf(query: Omit<EnquiryListQuery, "page">): SQL | undefined {
  const conds: SQL[] = [];
  if (query.status) conds.push(eq(b.status, query.status));
  if (query.q) {
    const pattern = likePattern(query.q);
    const digits = query.q.replace(/\D/g, "");
    const phone =
      digits.length >= 3
        ? sql`regexp_replace(${b.phone}, '\\D', '', 'g') like ${`%${digits}%`}`
        : undefined;
    conds.push(
      or(
        ilike(b.name, pattern),
        ilike(b.email, pattern),
        ilike(b.phone, pattern),
        ...(phone ? [phone] : []),
      )!,
    );
  }
  if (query.from) conds.push(gte(b.createdAt, warsawDayStart(query.from)));
  if (query.to) conds.push(lt(b.createdAt, sql`${warsawDayStart(query.to)} + interval '1 day'`));
  return conds.length ? and(...conds) : undefined;
}

/** The inbox: newest first, filtered, one page; plus the unread count for the tab's badge. */
export async function listEnquiries(
  query: EnquiryListQuery,
  pageSize = ENQUIRY_PAGE_SIZE,
  namer?: CruiseNamer,
): Promise<EnquiryList> {
  const [{ rows, total }, unread] = await Promise.all([
    pageOf(b, whereOf(query), [desc(b.createdAt), desc(b.id)], query.page, pageSize),
    countUnread(),
  ]);
  return {
    items: namer
      ? await withCruises(
          rows.map(toSummary),
          rows.map((r) => r.cruiseKey),
          namer,
        )
      : rows.map(toSummary),
    total,
    page: query.page,
    pageSize,
    unread,
  };
}

export async function countUnread(): Promise<number> {
  const [{ n }] = await getDb().select({ n: count() }).from(b).where(eq(b.status, "new"));
  return n;
}

type Delivery = EnquiryThreadItem["delivery"];

/** Every field the visitor sent, whether the operator's e-mail went out, and the thread. */
export async function getEnquiry(id: number, namer?: CruiseNamer): Promise<EnquiryDetail | null> {
  const db = getDb();
  const [row] = await db.select().from(b).where(eq(b.id, id));
  if (!row) return null;
  const thread = await db
    .select()
    .from(notes)
    .where(eq(notes.bookingId, id))
    .orderBy(asc(notes.createdAt), asc(notes.id));
  const operatorKey = `booking:${id}:operator`;
  const keys = [operatorKey, ...thread.flatMap((n) => (n.outboxKey ? [n.outboxKey] : []))];
  const outbox = await db
    .select({
      key: schema.emailOutbox.dedupeKey,
      status: schema.emailOutbox.status,
    })
    .from(schema.emailOutbox)
    .where(inArray(schema.emailOutbox.dedupeKey, keys));
  const status = new Map<string, Delivery>(outbox.map((o) => [o.key, o.status]));
  const [summary] = namer
    ? await withCruises([toSummary(row)], [row.cruiseKey], namer)
    : [toSummary(row)];
  return {
    ...summary!,
    description: row.description,
    updated_at: row.updatedAt.toISOString(),
    operator_email: status.get(operatorKey) ?? null,
    thread: thread.map((n) => ({
      id: n.id,
      kind: n.kind,
      author_email: n.authorEmail,
      subject: n.subject,
      body: n.body,
      created_at: n.createdAt.toISOString(),
      delivery: n.outboxKey ? (status.get(n.outboxKey) ?? null) : null,
    })),
  };
}

/** Changes the status and/or adds an internal note, audit-logged in the same transaction. Null when unknown. */
export async function updateEnquiry(
  actor: AuditActor,
  id: number,
  patch: EnquiryPatch,
  namer?: CruiseNamer,
): Promise<EnquiryDetail | null> {
  const found = await getDb().transaction(async (tx) => {
    const [before] = await tx.select().from(b).where(eq(b.id, id)).for("update");
    if (!before) return false;
    if (patch.status && patch.status !== before.status) {
      await tx.update(b).set({ status: patch.status, updatedAt: new Date() }).where(eq(b.id, id));
      await writeAudit(tx, actor, {
        entity: "event_booking",
        entityId: id,
        action: "status",
        before: { status: before.status },
        after: { status: patch.status },
      });
    }
    if (patch.note) {
      const [note] = await tx
        .insert(notes)
        .values({
          bookingId: id,
          kind: "note",
          authorEmail: actor.email,
          body: patch.note,
        })
        .returning({ id: notes.id });
      await writeAudit(tx, actor, {
        entity: "event_booking",
        entityId: id,
        action: "note",
        before: null,
        after: { note_id: note!.id, note: patch.note },
      });
    }
    return true;
  });
  return found ? getEnquiry(id, namer) : null;
}

/** The reply e-mail in the visitor's language: the operator's text, paragraph by paragraph. */
export function renderReply(lang: Lang, reply: EnquiryReply) {
  const paragraphs = reply.body
    .split(/\n{2,}/)
    .map((para) => para.trim())
    .filter(Boolean);
  const html = paragraphs.map((para) => p(para).replace(/\n/g, "<br>")).join("");
  return {
    subject: reply.subject,
    html: layout({
      lang,
      preheader: paragraphs[0]?.slice(0, 120) ?? reply.subject,
      heading: reply.subject,
      body: html,
    }),
    text: textLayout({
      lang,
      heading: reply.subject,
      body: paragraphs.join("\n\n"),
    }),
  };
}

/**
 * Queues a reply to the visitor through the outbox (Reply-To the operator) and keeps it in the
 * thread, audit-logged, in one transaction. The same subject and body sent twice (a double click,
 * a retried request) is queued once: the dedupe key is derived from them.
 * Null when the enquiry is unknown; `queued: false` for a repeat. A queued reply also sets the
 * status: `reply.status` when given, else "new" becomes "in_progress" (decision 263).
 */
export async function replyToEnquiry(
  actor: AuditActor,
  id: number,
  reply: Omit<EnquiryReply, "status"> & { status?: EnquiryReply["status"] },
): Promise<{ queued: boolean; noteId: number } | null> {
  const digest = createHash("sha256")
    .update(`${reply.subject}\n\n${reply.body}`)
    .digest("hex")
    .slice(0, 24);
  const key = `booking:${id}:reply:${digest}`;
  const result = await getDb().transaction(async (tx) => {
    const [row] = await tx.select().from(b).where(eq(b.id, id)).for("update");
    if (!row) return null;
    const lang: Lang = row.language === "en" ? "en" : "pl";
    const queued = await enqueueEmail(tx, {
      dedupeKey: key,
      kind: "booking-reply",
      to: row.email,
      ...renderReply(lang, reply),
      headers: { "Reply-To": operatorEmail() },
    });
    if (!queued) {
      const [existing] = await tx
        .select({ id: notes.id })
        .from(notes)
        .where(eq(notes.outboxKey, key));
      return { queued: false, noteId: existing?.id ?? 0 };
    }
    const [note] = await tx
      .insert(notes)
      .values({
        bookingId: id,
        kind: "reply",
        authorEmail: actor.email,
        subject: reply.subject,
        body: reply.body,
        outboxKey: key,
      })
      .returning({ id: notes.id });
    const status = reply.status ?? (row.status === "new" ? "in_progress" : row.status);
    await tx.update(b).set({ updatedAt: new Date(), status }).where(eq(b.id, id));
    await writeAudit(tx, actor, {
      entity: "event_booking",
      entityId: id,
      action: "reply",
      before: null,
      after: { note_id: note!.id, subject: reply.subject, language: lang },
    });
    if (status !== row.status)
      await writeAudit(tx, actor, {
        entity: "event_booking",
        entityId: id,
        action: "status",
        before: { status: row.status },
        after: { status },
      });
    return { queued: true, noteId: note!.id };
  });
  if (result?.queued) wakeOutboxWorker();
  return result;
}

/* ------------------------------------------------------------------ */
/* CSV export                                                          */
/* ------------------------------------------------------------------ */

export const CSV_MAX_ROWS = 10_000;

const CSV_HEADERS = {
  pl: [
    "Numer",
    "Otrzymano",
    "Status",
    "Imię i nazwisko",
    "E-mail",
    "Telefon",
    "Data wydarzenia",
    "Od",
    "Do",
    "Język",
    "Opis",
  ],
  en: [
    "Number",
    "Received",
    "Status",
    "Full name",
    "E-mail",
    "Phone",
    "Event date",
    "From",
    "To",
    "Language",
    "Description",
  ],
} as const;

/** The filtered list (every page, newest first) as CSV: UTF-8 with a BOM so Excel reads Polish letters. */
export async function enquiriesCsv(
  query: Omit<EnquiryListQuery, "page">,
  lang: Lang,
): Promise<string> {
  const rows = await getDb()
    .select()
    .from(b)
    .where(whereOf(query))
    .orderBy(desc(b.createdAt), desc(b.id))
    .limit(CSV_MAX_ROWS);
  const lines = [CSV_HEADERS[lang].join(",")];
  for (const r of rows) {
    lines.push(
      [
        String(r.id),
        r.createdAt.toISOString(),
        r.status,
        r.name,
        r.email,
        r.phone,
        r.eventDate,
        r.timeFrom,
        r.timeTo,
        r.language,
        r.description,
      ]
        .map(csvCell)
        .join(","),
    );
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/* ------------------------------------------------------------------ */
/* Retention                                                           */
/* ------------------------------------------------------------------ */

/**
 * Deletes enquiries received more than `months` months ago, with what belongs to them: their
 * notes and replies (by foreign key), every outbox copy (the operator's copy, the confirmation,
 * the replies: dedupe keys `booking:<id>:…`), and the values of their audit rows (a note can hold
 * a phone number or an address; the row itself stays). Returns how many enquiries went.
 */
export async function deleteOldEnquiries(months: number, now = new Date()): Promise<number> {
  return getDb().transaction(async (tx) => {
    const deleted = await tx
      .delete(b)
      .where(
        lt(
          b.createdAt,
          sql`${now.toISOString()}::timestamptz - make_interval(months => ${months})`,
        ),
      )
      .returning({ id: b.id });
    const ids = deleted.map((r) => r.id);
    for (let i = 0; i < ids.length; i += 500) {
      const chunk = ids.slice(i, i + 500);
      await deleteMail(
        tx,
        or(...chunk.map((id) => like(schema.emailOutbox.dedupeKey, `booking:${id}:%`)))!,
      );
      await erasePersonalData(
        tx,
        and(
          eq(schema.auditLog.entity, "event_booking"),
          inArray(schema.auditLog.entityId, chunk.map(String)),
        )!,
      );
    }
    return deleted.length;
  });
}

/**
 * An erased person's enquiries (decision 222), for the people feature: deleted with their notes
 * and replies (by foreign key); answers how many enquiries and notes went. This feature is the one
 * writer of `event_bookings` and `event_booking_notes` (decision 420).
 */
export async function eraseEnquiries(
  tx: DbOrTx,
  ids: number[],
): Promise<{ enquiries: number; notes: number }> {
  if (ids.length === 0) return { enquiries: 0, notes: 0 };
  const noteCount = (
    await tx.select({ id: notes.id }).from(notes).where(inArray(notes.bookingId, ids))
  ).length;
  const gone = await tx.delete(b).where(inArray(b.id, ids)).returning({ id: b.id });
  return { enquiries: gone.length, notes: noteCount };
}

/** A new enquiry from the public form (the event-booking feature's store), in its transaction; answers its id. */
export async function recordEnquiry(tx: DbOrTx, row: typeof b.$inferInsert): Promise<number> {
  const [created] = await tx.insert(b).values(row).returning({ id: b.id });
  return created!.id;
}
