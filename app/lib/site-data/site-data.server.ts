/**
 * What the operator edits on the site (decisions 230, 232): business facts and promotional
 * events, read by every page (the panel writes them: app/features/site-admin/
 * site-admin.server.ts, which calls invalidateSiteData after each write). The notices are the
 * notices feature's, reads included (app/features/notices/notices.server.ts, decision 420).
 *
 * Reads go through a short in-process snapshot (SNAPSHOT_TTL_MS): every page render needs the
 * settings, and one query per render would double the database's work.
 * A write in this process drops the snapshot at once; another process sees it within the TTL.
 * Time-dependent choices (is a notice on now, which events are still ahead) are made at read
 * time against the clock, never cached.
 */
import { asc, eq } from "drizzle-orm";
import { dbSnapshot } from "~/lib/db-snapshot.server";
import { getDb, schema, type DbOrTx } from "~/lib/db.server";
import type { PromoEvent, PromoIcon, PromoLocation } from "./promo-events";
import { setCurrentSiteSettings } from "./current";
import { DEFAULT_SETTINGS, mergeSettings, type SiteSettings } from "./settings";

export const SNAPSHOT_TTL_MS = 2000;
/** The one row of `site_settings`. */
export const SETTINGS_ROW = 1;

interface Snapshot {
  settings: SiteSettings;
  events: PromoEvent[];
  loadedAt: number;
}

/**
 * Kept in memory (app/lib/db-snapshot.server.ts, decision 269): refreshed in the background
 * after SNAPSHOT_TTL_MS; with nothing kept a render waits at most 1 s. While the database fails,
 * the last copy (or the defaults, with no events) is used and the render is marked
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

export type EventRow = typeof schema.promoEvents.$inferSelect;

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
  const [settingsRows, eventRows] = await Promise.all([
    db.select().from(schema.siteSettings).where(eq(schema.siteSettings.id, SETTINGS_ROW)),
    db.select().from(schema.promoEvents).orderBy(asc(schema.promoEvents.id)),
  ]);
  return {
    settings: mergeSettings(settingsRows[0]?.values),
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

/** Every promotional event (the page picks the published, upcoming ones). */
export async function promoEvents(): Promise<PromoEvent[]> {
  return (await current()).events;
}
