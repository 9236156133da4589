import { sql } from "drizzle-orm";
import { getDb, schema } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";

/**
 * Counts events in memory and adds them to `analytics_daily` about once a second, in one
 * upsert (`count = count + excluded.count`), so an event costs the request no database work
 * and a burst of them costs one statement (docs/decisions/180). Several processes on one
 * PostgreSQL each add their own counts: the upsert is additive, so nothing is lost or doubled.
 *
 * When the database is down, the counts wait in memory and are retried; past MAX_KEYS
 * distinct rows or MAX_RETRY_MS of failures they are dropped, with a log line. Events are
 * cheap, the site is not: ingestion never fails a request because of them.
 */
export interface CountKey {
  day: string;
  name: string;
  path: string;
  lang: string;
  location: string;
  channel: string;
  bookingType: string;
  source: string;
}

const SEP = "\u0001";
const FIELDS = [
  "day",
  "name",
  "path",
  "lang",
  "location",
  "channel",
  "bookingType",
  "source",
] as const;
export const FLUSH_MS = 1000;
const MAX_KEYS = 20_000;
const MAX_RETRY_MS = 5 * 60_000;

let pending = new Map<string, number>();
let timer: ReturnType<typeof setInterval> | undefined;
let running: Promise<void> | undefined;
let failingSince: number | undefined;

const keyOf = (k: CountKey) => FIELDS.map((f) => k[f]).join(SEP);
function rowOf(key: string, count: number) {
  const parts = key.split(SEP);
  const row = Object.fromEntries(FIELDS.map((f, i) => [f, parts[i]!])) as unknown as CountKey;
  return { ...row, count };
}

/** Adds one event to the counts waiting for the next flush. */
export function countEvent(key: CountKey, n = 1): void {
  const k = keyOf(key);
  const now = pending.get(k);
  if (now === undefined && pending.size >= MAX_KEYS) {
    droppedSinceLog += n;
    return;
  }
  pending.set(k, (now ?? 0) + n);
}

let droppedSinceLog = 0;

async function write(batch: Map<string, number>): Promise<void> {
  const t = schema.analyticsDaily;
  // Sorted, so two processes upserting overlapping rows lock them in the same order (no deadlock).
  const rows = [...batch]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, n]) => rowOf(k, n));
  for (let i = 0; i < rows.length; i += 1000) {
    await getDb()
      .insert(t)
      .values(rows.slice(i, i + 1000))
      .onConflictDoUpdate({
        target: [t.day, t.name, t.path, t.lang, t.location, t.channel, t.bookingType, t.source],
        set: {
          count: sql`${t.count} + excluded.${sql.identifier(t.count.name)}`,
        },
      });
  }
}

async function flushOnce(): Promise<void> {
  if (droppedSinceLog > 0) {
    logger.warn(
      { dropped: droppedSinceLog },
      "Analytics: events dropped (too many distinct counts waiting for the database)",
    );
    droppedSinceLog = 0;
  }
  if (pending.size === 0) return;
  const batch = pending;
  pending = new Map();
  try {
    await write(batch);
    if (failingSince !== undefined) logger.info("Analytics: counts stored again");
    failingSince = undefined;
  } catch (err) {
    failingSince ??= Date.now();
    const events = [...batch.values()].reduce((a, b) => a + b, 0);
    if (Date.now() - failingSince > MAX_RETRY_MS) {
      logger.error({ err, events }, "Analytics: database unavailable for too long, events dropped");
      return;
    }
    // Kept for the next attempt (a single statement: it either added all of them or none).
    for (const [k, n] of batch) {
      const now = pending.get(k);
      if (now === undefined && pending.size >= MAX_KEYS) droppedSinceLog += n;
      else pending.set(k, (now ?? 0) + n);
    }
    logger.warn({ err, events }, "Analytics: could not store counts, will retry");
  }
}

/** Writes what is waiting now (after a flush already running). Tests and shutdown call it. */
export async function flushAnalytics(): Promise<void> {
  while (running) await running;
  running = flushOnce().finally(() => {
    running = undefined;
  });
  await running;
}

/** Starts the periodic flush; the returned function stops it and writes what is left. */
export function startAnalyticsCollector(intervalMs = FLUSH_MS): () => Promise<void> {
  clearInterval(timer);
  timer = setInterval(() => {
    if (!running && pending.size > 0) void flushAnalytics();
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    timer = undefined;
    await flushAnalytics();
  };
}

/** Counts waiting to be written (tests). */
export function pendingEvents(): number {
  let n = 0;
  for (const v of pending.values()) n += v;
  return n;
}
