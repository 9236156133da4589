/**
 * What the operator edits on the site (decisions 230-232): business facts, notices and
 * promotional events, read by every page (the panel writes them: app/features/site-admin/
 * site-admin.server.ts, which calls invalidateSiteData after each write).
 *
 * Reads go through a short in-process snapshot (SNAPSHOT_TTL_MS): every page render needs the
 * settings and the notices, and one query each per render would double the database's work.
 * A write in this process drops the snapshot at once; another process sees it within the TTL.
 * Time-dependent choices (is a notice on now, which events are still ahead) are made at read
 * time against the clock, never cached.
 */
import { asc, eq } from "drizzle-orm";
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
} from "./notices";
import type { PromoEvent, PromoIcon, PromoLocation } from "./promo-events";
import { setCurrentSiteSettings } from "./current";
import { DEFAULT_SETTINGS, mergeSettings, type SiteSettings } from "./settings";

export const SNAPSHOT_TTL_MS = 2000;
/** The one row of `site_settings`. */
export const SETTINGS_ROW = 1;

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

/** Drops the snapshot: the next read loads from the database (after every write of the panel). */
export function invalidateSiteData(): void {
  kept.invalidate();
}

/** Loads the snapshot now (at start, and after a write), so e-mails composed next use the saved values. */
export async function warmSiteData(): Promise<void> {
  await current();
}

export type NoticeRow = typeof schema.siteNotices.$inferSelect;
export type EventRow = typeof schema.promoEvents.$inferSelect;

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

/** A `promo_events` row as the site and the panel show it. */
export function toEvent(r: EventRow): PromoEvent {
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
  for (const scope of noticeScopes()) {
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

/**
 * The times the departures of a location are cancelled (decision 350): every `cancelled` notice
 * of that location or of `all` that is on now or scheduled, as [from, until) in ms (from null:
 * already on).
 */
export async function cancelledWindows(
  location: string,
  now = Date.now(),
): Promise<Array<{ from: number | null; until: number }>> {
  return (await current()).notices
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
  return (await current()).notices.filter((n) => isCurrent(n, now));
}

/** Every promotional event (the page picks the published, upcoming ones). */
export async function promoEvents(): Promise<PromoEvent[]> {
  return (await current()).events;
}
