/**
 * What the operator edits on the site (decisions 230-232): business facts, notices and
 * promotional events, read by every page and written by the panel.
 *
 * Reads go through a short in-process snapshot (SNAPSHOT_TTL_MS): every page render needs the
 * settings and the notices, and one query each per render would double the database's work.
 * A write in this process drops the snapshot at once; another process sees it within the TTL.
 * Time-dependent choices (is a notice on now, which events are still ahead) are made at read
 * time against the clock, never cached.
 */
import { asc, eq } from "drizzle-orm";
import { writeAudit, type AuditActor } from "~/lib/audit.server";
import { dbSnapshot } from "~/lib/db-snapshot.server";
import { getDb, schema, type DbOrTx } from "~/lib/db.server";
import type { Lang } from "~/lib/i18n/lang";
import {
  appliesTo,
  isCurrent,
  namesLocation,
  NOTICE_SCOPES,
  type Notice,
  type NoticeScope,
  type PageNotice,
} from "./notices";
import type { NoticeInput } from "./notices-schema";
import type { PromoEvent, PromoEventInput, PromoIcon, PromoLocation } from "./promo-events";
import { setCurrentSiteSettings } from "./current";
import {
  applyFlat,
  DEFAULT_SETTINGS,
  flatten,
  mergeSettings,
  type SettingPath,
  type SiteSettings,
} from "./settings";

export const SNAPSHOT_TTL_MS = 2000;
const SETTINGS_ROW = 1;

interface Snapshot {
  settings: SiteSettings;
  notices: Notice[];
  events: PromoEvent[];
  loadedAt: number;
}

/**
 * Kept in memory (app/lib/db-snapshot.server.ts, decision 269): refreshed in the background
 * after SNAPSHOT_TTL_MS; with nothing kept a render waits at most 1 s. While the database fails,
 * the last copy (or the defaults, with no notices or events) is used and the render is marked
 * degraded, so no cache keeps it.
 */
const kept = dbSnapshot<Snapshot>({
  name: "Site data",
  load: async () => {
    const s = await load();
    setCurrentSiteSettings(s.settings);
    return s;
  },
  fallback: {
    settings: DEFAULT_SETTINGS,
    notices: [],
    events: [],
    loadedAt: 0,
  },
  refreshMs: SNAPSHOT_TTL_MS,
});

/** Drops the snapshot: the next read loads from the database (after every write here). */
export function invalidateSiteData(): void {
  kept.invalidate();
}

/** Loads the snapshot now (at start, and after a write), so e-mails composed next use the saved values. */
export async function warmSiteData(): Promise<void> {
  await current();
}

type NoticeRow = typeof schema.siteNotices.$inferSelect;
type EventRow = typeof schema.promoEvents.$inferSelect;

function toNotice(r: NoticeRow): Notice {
  return {
    scope: r.scope as NoticeScope,
    kind: r.kind === "cancelled" ? "cancelled" : "info",
    message_pl: r.messagePl,
    message_en: r.messageEn,
    from: r.startsAt ? r.startsAt.toISOString() : null,
    until: r.endsAt.toISOString(),
  };
}

function toEvent(r: EventRow): PromoEvent {
  return {
    id: r.id,
    title_pl: r.titlePl,
    title_en: r.titleEn,
    description_pl: r.descriptionPl,
    description_en: r.descriptionEn,
    icon: r.icon as PromoIcon,
    date: r.date,
    time: r.time,
    yearly: r.yearly,
    location: r.location as PromoLocation,
    published: r.published,
  };
}

function eventRow(e: PromoEventInput) {
  return {
    titlePl: e.title_pl,
    titleEn: e.title_en,
    descriptionPl: e.description_pl,
    descriptionEn: e.description_en,
    icon: e.icon,
    date: e.date,
    time: e.time,
    yearly: e.yearly,
    location: e.location,
    published: e.published,
  };
}

async function load(db: DbOrTx = getDb()): Promise<Snapshot> {
  const [settingsRows, noticeRows, eventRows] = await Promise.all([
    db.select().from(schema.siteSettings).where(eq(schema.siteSettings.id, SETTINGS_ROW)),
    db.select().from(schema.siteNotices),
    db.select().from(schema.promoEvents).orderBy(asc(schema.promoEvents.id)),
  ]);
  return {
    settings: mergeSettings(settingsRows[0]?.values),
    notices: noticeRows.map(toNotice),
    events: eventRows.map(toEvent),
    loadedAt: Date.now(),
  };
}

function current(): Promise<Snapshot> {
  return kept.get();
}

/* ------------------------------------------------------------------ */
/* Reads (pages)                                                       */
/* ------------------------------------------------------------------ */

export async function getSiteSettings(): Promise<SiteSettings> {
  return (await current()).settings;
}

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
  const { notices } = await current();
  let changesAt: number | null = null;
  const shown: PageNotice[] = [];
  for (const scope of NOTICE_SCOPES) {
    const n = notices.find((x) => x.scope === scope);
    if (!n || !appliesTo(scope, path)) continue;
    const from = n.from ? Date.parse(n.from) : null;
    const until = Date.parse(n.until);
    for (const t of [from, until])
      if (t !== null && t > now && (changesAt === null || t < changesAt)) changesAt = t;
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

/** The notices on now (GET /api/notices). */
export async function currentNotices(now = Date.now()): Promise<Notice[]> {
  return (await current()).notices.filter((n) => isCurrent(n, now));
}

/** Every promotional event (the page picks the published, upcoming ones). */
export async function promoEvents(): Promise<PromoEvent[]> {
  return (await current()).events;
}

/* ------------------------------------------------------------------ */
/* Settings (admin)                                                    */
/* ------------------------------------------------------------------ */

async function readSettings(tx: DbOrTx): Promise<SiteSettings> {
  const [row] = await tx
    .select()
    .from(schema.siteSettings)
    .where(eq(schema.siteSettings.id, SETTINGS_ROW))
    .for("update");
  return mergeSettings(row?.values);
}

async function storeSettings(tx: DbOrTx, s: SiteSettings) {
  await tx
    .insert(schema.siteSettings)
    .values({ id: SETTINGS_ROW, values: s })
    .onConflictDoUpdate({
      target: schema.siteSettings.id,
      set: { values: s, updatedAt: new Date() },
    });
}

export async function adminSettings(): Promise<SiteSettings> {
  return readSettings(getDb());
}

/**
 * Saves the given values (dotted paths); the audit row names only what changed, before and
 * after, so undo puts exactly those back. Answers the whole saved object.
 */
export async function saveSettings(
  actor: AuditActor,
  patch: Partial<Record<SettingPath, string>>,
): Promise<SiteSettings> {
  const saved = await getDb().transaction(async (tx) => {
    const before = await readSettings(tx);
    const after = applyFlat(before, patch);
    const b = flatten(before);
    const a = flatten(after);
    const changed = (Object.keys(a) as SettingPath[]).filter((k) => a[k] !== b[k]);
    if (changed.length === 0) return before;
    await storeSettings(tx, after);
    await writeAudit(tx, actor, {
      entity: "site_settings",
      entityId: SETTINGS_ROW,
      action: "update",
      before: Object.fromEntries(changed.map((k) => [k, b[k]])),
      after: Object.fromEntries(changed.map((k) => [k, a[k]])),
    });
    return after;
  });
  invalidateSiteData();
  setCurrentSiteSettings(saved);
  return saved;
}

/* ------------------------------------------------------------------ */
/* Notices (admin)                                                     */
/* ------------------------------------------------------------------ */

export async function listNotices(): Promise<Notice[]> {
  const rows = await getDb().select().from(schema.siteNotices);
  return NOTICE_SCOPES.flatMap((s) => rows.filter((r) => r.scope === s).map(toNotice));
}

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
    .insert(schema.siteNotices)
    .values({ scope, ...values })
    .onConflictDoUpdate({ target: schema.siteNotices.scope, set: values })
    .returning();
  return toNotice(row!);
}

export async function putNotice(
  actor: AuditActor,
  scope: NoticeScope,
  input: NoticeInput,
): Promise<Notice> {
  const saved = await getDb().transaction(async (tx) => {
    const [was] = await tx
      .select()
      .from(schema.siteNotices)
      .where(eq(schema.siteNotices.scope, scope))
      .for("update");
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
  invalidateSiteData();
  return saved;
}

/** Removes a scope's notice; false when there was none. */
export async function deleteNotice(actor: AuditActor, scope: NoticeScope): Promise<boolean> {
  const done = await getDb().transaction(async (tx) => {
    const [was] = await tx
      .delete(schema.siteNotices)
      .where(eq(schema.siteNotices.scope, scope))
      .returning();
    if (!was) return false;
    await writeAudit(tx, actor, {
      entity: "site_notice",
      entityId: scope,
      action: "delete",
      before: toNotice(was),
      after: null,
    });
    return true;
  });
  invalidateSiteData();
  return done;
}

/* ------------------------------------------------------------------ */
/* Promotional events (admin)                                          */
/* ------------------------------------------------------------------ */

export async function listPromoEvents(): Promise<PromoEvent[]> {
  const rows = await getDb().select().from(schema.promoEvents).orderBy(asc(schema.promoEvents.id));
  return rows.map(toEvent);
}

export async function getPromoEvent(id: number): Promise<PromoEvent | null> {
  const [row] = await getDb()
    .select()
    .from(schema.promoEvents)
    .where(eq(schema.promoEvents.id, id));
  return row ? toEvent(row) : null;
}

export async function createPromoEvent(
  actor: AuditActor,
  input: PromoEventInput,
): Promise<PromoEvent> {
  const created = await getDb().transaction(async (tx) => {
    const [row] = await tx.insert(schema.promoEvents).values(eventRow(input)).returning();
    const e = toEvent(row!);
    await writeAudit(tx, actor, {
      entity: "promo_event",
      entityId: e.id,
      action: "create",
      before: null,
      after: e,
    });
    return e;
  });
  invalidateSiteData();
  return created;
}

export async function updatePromoEvent(
  actor: AuditActor,
  id: number,
  input: PromoEventInput,
): Promise<PromoEvent | null> {
  const updated = await getDb().transaction(async (tx) => {
    const [was] = await tx
      .select()
      .from(schema.promoEvents)
      .where(eq(schema.promoEvents.id, id))
      .for("update");
    if (!was) return null;
    const [row] = await tx
      .update(schema.promoEvents)
      .set({ ...eventRow(input), updatedAt: new Date() })
      .where(eq(schema.promoEvents.id, id))
      .returning();
    const e = toEvent(row!);
    await writeAudit(tx, actor, {
      entity: "promo_event",
      entityId: id,
      action: "update",
      before: toEvent(was),
      after: e,
    });
    return e;
  });
  invalidateSiteData();
  return updated;
}

export async function deletePromoEvent(actor: AuditActor, id: number): Promise<boolean> {
  const done = await getDb().transaction(async (tx) => {
    const [was] = await tx
      .delete(schema.promoEvents)
      .where(eq(schema.promoEvents.id, id))
      .returning();
    if (!was) return false;
    await writeAudit(tx, actor, {
      entity: "promo_event",
      entityId: id,
      action: "delete",
      before: toEvent(was),
      after: null,
    });
    return true;
  });
  invalidateSiteData();
  return done;
}

/* ------------------------------------------------------------------ */
/* Undo (the change history calls these inside its transaction)        */
/* ------------------------------------------------------------------ */

/** Entities of this module the change history can undo. */
export const SITE_DATA_ENTITIES = ["site_settings", "site_notice", "promo_event"] as const;

export type SiteUndoOutcome =
  | { ok: true; before: unknown; after: unknown }
  | { ok: false; reason: "not_revertible" | "gone" | "conflict" };

/**
 * Undoes one audit row of these entities: settings get the changed fields' earlier values back;
 * a notice or an event gets its earlier state back (created → removed, deleted → restored).
 */
export async function undoSiteData(
  tx: DbOrTx,
  entry: {
    entity: string;
    entityId: string;
    action: string;
    before: unknown;
    after: unknown;
  },
): Promise<SiteUndoOutcome> {
  if (entry.entity === "site_settings") {
    const before = entry.before as Record<string, unknown> | null;
    if (!before || entry.action !== "update") return { ok: false, reason: "not_revertible" };
    const was = await readSettings(tx);
    const restored = applyFlat(was, before);
    await storeSettings(tx, restored);
    const keys = Object.keys(before);
    const w = flatten(was) as Record<string, string>;
    const r = flatten(restored) as Record<string, string>;
    return {
      ok: true,
      before: Object.fromEntries(keys.map((k) => [k, w[k]])),
      after: Object.fromEntries(keys.map((k) => [k, r[k]])),
    };
  }
  if (entry.entity === "site_notice") {
    const scope = entry.entityId as NoticeScope;
    if (!NOTICE_SCOPES.includes(scope)) return { ok: false, reason: "not_revertible" };
    const [row] = await tx
      .select()
      .from(schema.siteNotices)
      .where(eq(schema.siteNotices.scope, scope))
      .for("update");
    const now = row ? toNotice(row) : null;
    const target = entry.before as Notice | null;
    if (!target) {
      if (!now) return { ok: false, reason: "gone" };
      await tx.delete(schema.siteNotices).where(eq(schema.siteNotices.scope, scope));
      return { ok: true, before: now, after: null };
    }
    const restored = await writeNotice(tx, scope, target);
    return { ok: true, before: now, after: restored };
  }
  if (entry.entity === "promo_event") {
    const id = Number(entry.entityId);
    const [row] = await tx
      .select()
      .from(schema.promoEvents)
      .where(eq(schema.promoEvents.id, id))
      .for("update");
    const target = entry.before as PromoEvent | null;
    if (entry.action === "create") {
      if (!row) return { ok: false, reason: "gone" };
      await tx.delete(schema.promoEvents).where(eq(schema.promoEvents.id, id));
      return { ok: true, before: toEvent(row), after: null };
    }
    if (!target) return { ok: false, reason: "not_revertible" };
    if (entry.action === "delete") {
      if (row) return { ok: false, reason: "conflict" };
      const [created] = await tx
        .insert(schema.promoEvents)
        .values({ id, ...eventRow(target) })
        .returning();
      return { ok: true, before: null, after: toEvent(created!) };
    }
    if (!row) return { ok: false, reason: "gone" };
    const [updated] = await tx
      .update(schema.promoEvents)
      .set({ ...eventRow(target), updatedAt: new Date() })
      .where(eq(schema.promoEvents.id, id))
      .returning();
    return { ok: true, before: toEvent(row), after: toEvent(updated!) };
  }
  return { ok: false, reason: "not_revertible" };
}
