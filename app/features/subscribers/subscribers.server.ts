import { and, asc, eq, ilike, isNotNull, lt, or, sql, type SQL } from "drizzle-orm";
import { getDb, schema } from "~/lib/db.server";
import { pageOf } from "~/lib/paging.server";
import { getEnv } from "~/lib/env.server";
import { writeAudit } from "~/lib/audit.server";
import { csvCell } from "~/lib/csv";
import { erasePersonIn, personReport } from "./people.server";
import type { AdminUser } from "~/lib/api-shapes";

const { newsletterSubscribers: subs } = schema;

export const SUBSCRIBERS_PAGE_SIZE = 50;

export interface SubscriberFilter {
  q?: string;
  region?: string | null;
  language?: "pl" | "en";
  status?: "active" | "inactive";
  page?: number;
}

/** LIKE pattern for a free-text search: the user's % and _ match literally. */
function likePattern(q: string) {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function whereFor(filter: SubscriberFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  const q = filter.q?.trim();
  if (q) parts.push(or(ilike(subs.name, likePattern(q)), ilike(subs.email, likePattern(q))));
  if (filter.region) parts.push(eq(subs.region, filter.region));
  if (filter.language) parts.push(eq(subs.language, filter.language));
  if (filter.status) parts.push(eq(subs.isActive, filter.status === "active"));
  return parts.length ? and(...parts) : undefined;
}

/** One page of subscribers matching the filter, newest first, with the total for paging. */
export async function listSubscribers(filter: SubscriberFilter) {
  const page = Math.max(1, filter.page ?? 1);
  const { rows, total } = await pageOf(
    subs,
    whereFor(filter),
    [sql`${subs.subscribedAt} desc`, asc(subs.id)],
    page,
    SUBSCRIBERS_PAGE_SIZE,
  );
  return { items: rows, total, page, pageSize: SUBSCRIBERS_PAGE_SIZE };
}

const CSV_COLUMNS = [
  "id",
  "name",
  "email",
  "phone",
  "region",
  "language",
  "active",
  "subscribed_at",
  "unsubscribed_at",
  "consent_at",
  "consent_version",
  "phone_consent_at",
  "phone_consent_version",
] as const;

/** Every subscriber matching the filter as CSV: UTF-8 with a byte-order mark, CRLF line ends. */
export async function subscribersCsv(filter: Omit<SubscriberFilter, "page">): Promise<string> {
  const rows = await getDb().select().from(subs).where(whereFor(filter)).orderBy(asc(subs.id));
  const lines = [CSV_COLUMNS.join(",")];
  for (const r of rows) {
    lines.push(
      [
        r.id,
        r.name,
        r.email,
        r.phone,
        r.region,
        r.language,
        r.isActive,
        r.subscribedAt,
        r.unsubscribedAt,
        r.consentAt,
        r.consentVersion,
        r.phoneConsentAt,
        r.phoneConsentVersion,
      ]
        .map(csvCell)
        .join(","),
    );
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/**
 * Everything stored about one address (a GDPR access request): the person's report
 * (people.server.ts), with the e-mails also as `messages` and the enquiries as `eventBookings`
 * for the subscribers tab's dialog.
 */
export async function accessReport(email: string) {
  const report = await personReport(email);
  return {
    ...report,
    messages: report.emails,
    eventBookings: report.enquiries,
  };
}

/**
 * The access report for the subscriber with this id (everything stored about their address),
 * or null when no subscriber has that id.
 */
export async function accessReportById(id: number) {
  const [row] = await getDb().select({ email: subs.email }).from(subs).where(eq(subs.id, id));
  return row ? accessReport(row.email) : null;
}

/**
 * Erases a person by their subscriber id: everything stored about their address, by the same
 * code as POST /api/admin/people/erase (people.server.ts). The audit row names the subscriber
 * id and the counts, never the address. Returns false when no subscriber has that id.
 */
export async function eraseSubscriber(id: number, actor: AdminUser): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .select({ email: subs.email })
      .from(subs)
      .where(eq(subs.id, id))
      .for("update");
    if (!row) return false;
    const removed = await erasePersonIn(tx, row.email);
    await writeAudit(tx, actor, {
      entity: "newsletter_subscriber",
      entityId: id,
      action: "erase",
      before: null,
      after: { erased: removed },
    });
    return true;
  });
}

/** The cut-off for keeping unsubscribed rows: `months` calendar months before `now`. */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/**
 * Daily job: erases subscribers who unsubscribed longer ago than UNSUBSCRIBED_RETENTION_MONTHS
 * (default 12), with their stored e-mails, as the privacy policy promises. Returns how many went.
 */
export async function purgeOldUnsubscribed(
  now: Date = new Date(),
  months = getEnv().UNSUBSCRIBED_RETENTION_MONTHS,
): Promise<number> {
  const cutoff = retentionCutoff(now, months);
  const db = getDb();
  const old = await db
    .select({ id: subs.id, email: subs.email })
    .from(subs)
    .where(
      and(
        eq(subs.isActive, false),
        isNotNull(subs.unsubscribedAt),
        lt(subs.unsubscribedAt, cutoff),
      ),
    );
  let purged = 0;
  for (const row of old) {
    await db.transaction(async (tx) => {
      // Re-check inside the transaction: the person may have subscribed again meanwhile.
      const [still] = await tx
        .select({ id: subs.id })
        .from(subs)
        .where(and(eq(subs.id, row.id), eq(subs.isActive, false), lt(subs.unsubscribedAt, cutoff)))
        .for("update");
      if (!still) return;
      await erasePersonIn(tx, row.email);
      await writeAudit(tx, null, {
        entity: "newsletter_subscriber",
        entityId: String(row.id),
        action: "purge",
        before: null,
        after: { reason: "retention", months },
      });
      purged++;
    });
  }
  return purged;
}
