/**
 * The operator's notices (docs/architecture.md §4 "notices", decision 231), owned by this feature
 * alone (decision 420): the one writer of `site_notices`, its reads for the pages, the panel and
 * GET /api/notices, and its undo in the change history. Another feature that puts a notice up
 * (the wind warning's "cruises cancelled") calls `noticeService` on the server, handed to it where
 * the two meet (a route module).
 *
 * Pages read a short in-process snapshot (SNAPSHOT_TTL_MS): every page render needs the notices.
 * A write in this process drops it at once; another process sees it within the TTL. Whether a
 * notice is on now is decided at read time against the clock, never cached.
 */
import { eq } from "drizzle-orm";
import {
  auditRemoval,
  changedBack,
  registerUndo,
  writeAudit,
  type AuditActor,
} from "~/lib/audit.server";
import { dbSnapshot } from "~/lib/db-snapshot.server";
import { getDb, schema, type DbOrTx } from "~/lib/db.server";
import type { Lang } from "~/lib/i18n/lang";
import {
  appliesTo,
  isCurrent,
  namesLocation,
  noticeScopes,
  type Notice,
  type NoticeScope,
  type PageNotice,
} from "./model";
import type { NoticeInput } from "./schema";

/**
 * The scopes as the catalogue's last read has them: `all` and every location that is not hidden
 * (its pages name their locations; decision 400). A route module reads the catalogue first.
 */
async function currentScopes(): Promise<string[]> {
  return noticeScopes();
}

/** A path's scope when it is one (`all` or a location that is not hidden), else null. */
export async function noticeScopeOf(raw: string | undefined): Promise<NoticeScope | null> {
  return raw !== undefined && (await currentScopes()).includes(raw) ? raw : null;
}

export const SNAPSHOT_TTL_MS = 2000;
const t = schema.siteNotices;
type NoticeRow = typeof t.$inferSelect;

/** A `site_notices` row as the site and the panel show it. */
export function toNotice(r: NoticeRow): Notice {
  return {
    scope: r.scope as NoticeScope,
    kind: r.kind === "cancelled" ? "cancelled" : "info",
    message_pl: r.messagePl,
    message_en: r.messageEn,
    from: r.startsAt ? r.startsAt.toISOString() : null,
    until: r.endsAt.toISOString(),
  };
}

/**
 * Kept in memory (app/lib/db-snapshot.server.ts, decision 269): refreshed in the background
 * after SNAPSHOT_TTL_MS; while the database fails, the last copy (or none) is used.
 */
const kept = dbSnapshot<Notice[]>({
  name: "Notices",
  load: async () => (await getDb().select().from(t)).map(toNotice),
  fallback: [],
  refreshMs: SNAPSHOT_TTL_MS,
});

/** Drops the snapshot: the next read loads from the database (after every write). */
export function invalidateNotices(): void {
  kept.invalidate();
}

/* Reads ------------------------------------------------------------------ */

/**
 * The notices a page shows now, in its language (English falls back to Polish), `all` first;
 * and the moment the answer next changes (a notice starting or ending), so caches of the page
 * never outlive it (app/entry.server.tsx, server/micro-cache.ts).
 */
export async function pageNotices(
  path: string,
  lang: Lang,
  now = Date.now(),
): Promise<{ notices: PageNotice[]; changesAt: number | null }> {
  const notices = await kept.get();
  let changesAt: number | null = null;
  const shown: PageNotice[] = [];
  for (const scope of await currentScopes()) {
    const n = notices.find((x) => x.scope === scope);
    if (!n || !appliesTo(scope, path)) continue;
    const from = n.from ? Date.parse(n.from) : null;
    const until = Date.parse(n.until);
    for (const at of [from, until])
      if (at !== null && at > now && (changesAt === null || at < changesAt)) changesAt = at;
    if (isCurrent(n, now))
      shown.push({
        scope,
        kind: n.kind,
        text: (lang === "en" && n.message_en) || n.message_pl,
        ...(namesLocation(scope, path) ? { named: true as const } : {}),
      });
  }
  return { notices: shown, changesAt };
}

/**
 * The times the departures of a location are cancelled (decision 350): every `cancelled` notice
 * of that location or of `all` that is on now or scheduled, as [from, until) in ms (from null:
 * already on).
 */
export async function cancelledWindows(
  location: string,
  now = Date.now(),
): Promise<Array<{ from: number | null; until: number }>> {
  return (await kept.get())
    .filter(
      (n) =>
        n.kind === "cancelled" &&
        (n.scope === "all" || n.scope === location) &&
        Date.parse(n.until) > now,
    )
    .map((n) => ({ from: n.from ? Date.parse(n.from) : null, until: Date.parse(n.until) }));
}

/** The notices on now (GET /api/notices). */
export async function currentNotices(now = Date.now()): Promise<Notice[]> {
  return (await kept.get()).filter((n) => isCurrent(n, now));
}

/** Every stored notice, by scope, from the database (GET /api/admin/notices). */
export async function listNotices(): Promise<Notice[]> {
  const rows = await getDb().select().from(t);
  const scopes = await currentScopes();
  return scopes.flatMap((s) => rows.filter((r) => r.scope === s).map(toNotice));
}

/* Writes ----------------------------------------------------------------- */

async function writeNotice(tx: DbOrTx, scope: NoticeScope, n: Omit<Notice, "scope">) {
  const values = {
    kind: n.kind,
    messagePl: n.message_pl,
    messageEn: n.message_en,
    startsAt: n.from ? new Date(n.from) : null,
    endsAt: new Date(n.until),
    updatedAt: new Date(),
  };
  const [row] = await tx
    .insert(t)
    .values({ scope, ...values })
    .onConflictDoUpdate({ target: t.scope, set: values })
    .returning();
  return toNotice(row!);
}

/** PUT /api/admin/notices/:scope: the scope's notice, created or replaced, audited. */
export async function putNotice(
  actor: AuditActor,
  scope: NoticeScope,
  input: NoticeInput,
): Promise<Notice> {
  const saved = await getDb().transaction(async (tx) => {
    const [was] = await tx.select().from(t).where(eq(t.scope, scope)).for("update");
    const notice = await writeNotice(tx, scope, input);
    await writeAudit(tx, actor, {
      entity: "site_notice",
      entityId: scope,
      action: was ? "update" : "create",
      before: was ? toNotice(was) : null,
      after: notice,
    });
    return notice;
  });
  invalidateNotices();
  return saved;
}

/** Removes a scope's notice, audited; false when there was none. */
export async function deleteNotice(actor: AuditActor, scope: NoticeScope): Promise<boolean> {
  const done = await getDb().transaction(async (tx) => {
    const [was] = await tx.delete(t).where(eq(t.scope, scope)).returning();
    return auditRemoval(tx, actor, {
      entity: "site_notice",
      entityId: scope,
      before: was && toNotice(was),
    });
  });
  invalidateNotices();
  return done;
}

/** What another feature may do with notices (the wind warning's one-tap "cancelled"). */
export const noticeService = { put: putNotice, remove: deleteNotice };

/* Undo ------------------------------------------------------------------- */

/** A notice gets its earlier state back (created → removed, deleted → restored, changed fields set back). */
registerUndo("site_notice", {
  async revert(tx, entry) {
    const scope = entry.entityId as NoticeScope;
    if (!(await currentScopes()).includes(scope)) return { ok: false, reason: "not_revertible" };
    const [row] = await tx.select().from(t).where(eq(t.scope, scope)).for("update");
    const now = row ? toNotice(row) : null;
    const target = entry.before as Notice | null;
    if (!target) {
      if (!now) return { ok: false, reason: "gone" };
      await tx.delete(t).where(eq(t.scope, scope));
      return { ok: true, before: now, after: null };
    }
    const restored = await writeNotice(
      tx,
      scope,
      now && entry.action === "update" ? changedBack(now, entry) : target,
    );
    return { ok: true, before: now, after: restored };
  },
  // Pages read the notices again after an undo.
  afterCommit: invalidateNotices,
});
