/**
 * Departures with a cache in the database shared by every process (decision 310).
 *
 * Stale-while-revalidate: a request reads the item's row (one SELECT, at most 1 s; the app's
 * service reuses a row for 1 s, so a burst of requests shares one read) and answers from it;
 * when the row was last tried more than DEPARTURES_REFRESH_S ago, the request starts a refresh
 * in the background and does not wait for it. One process wins the refresh with a
 * single `UPDATE … RETURNING` that takes a lease; it calls the provider outside any transaction
 * (PGlite has one connection) and writes the answer, or the error, back. Good data is served
 * for up to 30 minutes with its stamp; after that (or before the first fetch) the cruise's
 * timetable, or nothing. Any from/days is cut from the one window: never an upstream call of
 * its own.
 */
import { randomUUID } from "node:crypto";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { getDb, schema, type Db } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { BOOKING } from "~/config/site";
import {
  FEW_SEATS_DEFAULT,
  departureWindow,
  inSeason,
  obeyStatements,
  providerDepartures,
  seasonOpens,
  timetableDepartures,
} from "./compute";
import { createFareHarborProvider } from "./fareharbor.server";
import {
  ProviderError,
  type DeparturesProvider,
  type ProviderAvailability,
} from "./provider.server";
import type { CancelledWindow, DepartureCruise, DeparturesAnswer } from "./types";
import { toWarsawIso, warsawDay } from "./warsaw-time";

const t = schema.departureCache;

/** Good provider data is shown this long after its fetch, with its stamp. */
export const MAX_AGE_MS = 30 * 60_000;

export interface DeparturesServiceOptions {
  provider: DeparturesProvider;
  refreshS: number;
  db?: () => Db;
  fewAt?: number;
  maxAgeMs?: number;
  /** How long a refresh may hold its lease (longer than the provider's timeout). */
  leaseMs?: number;
  /** How long a request waits for the cache row before answering without it. */
  readTimeoutMs?: number;
  /**
   * How long this process reuses a cache row it read (0: every request reads). Requests in that
   * time share one SELECT; this process's own refresh drops the copy, and another process's
   * refresh is seen at most this much later.
   */
  rowMemoMs?: number;
  now?: () => Date;
  /** The `cancelled` notices' windows for a location (default: the site's notices). */
  cancelled?: (location: string, now: Date) => Promise<CancelledWindow[]>;
}

export type RefreshOutcome = "refreshed" | "failed" | "skipped";

export interface ProviderItemState {
  item: string;
  fetchedAt: string | null;
  attemptedAt: string | null;
  lastError: string | null;
  lastErrorAt: string | null;
  upstreamCalls: number;
}

type Row = typeof t.$inferSelect;

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    p,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

function errorText(err: unknown): string {
  if (err instanceof ProviderError) return `${err.kind}: ${err.message}`;
  return "error: unexpected failure";
}

/**
 * The shared cache of the provider's answers (decision 310): one row per item in
 * `departure_cache`, refreshed under a lease by whichever process claims it first, read with a
 * short in-process memo. The service below asks it for rows and kicks refreshes.
 */
function createDepartureCache(opts: DeparturesServiceOptions) {
  const provider = opts.provider;
  const db = opts.db ?? getDb;
  const now = opts.now ?? (() => new Date());
  const refreshMs = opts.refreshS * 1000;
  const leaseMs = opts.leaseMs ?? 30_000;
  const readTimeoutMs = opts.readTimeoutMs ?? 1000;
  const owner = `${process.pid}-${randomUUID().slice(0, 8)}`;
  const inFlight = new Map<string, Promise<RefreshOutcome>>();
  const rowMemoMs = opts.rowMemoMs ?? 0;
  const memo = new Map<string, { db: Db; readAt: number; row: Promise<Row | undefined> }>();
  const cacheKey = (itemId: string) => `${provider.name}:${itemId}`;

  /** One refresh of an item's window, if this process wins the lease. */
  async function refresh(itemId: string): Promise<RefreshOutcome> {
    const key = cacheKey(itemId);
    const at = now();
    await db().insert(t).values({ item: key }).onConflictDoNothing();
    const claimed = await db()
      .update(t)
      .set({
        leaseUntil: new Date(at.getTime() + leaseMs),
        leaseOwner: owner,
        attemptedAt: at,
        upstreamCalls: sql`${t.upstreamCalls} + 1`,
        updatedAt: at,
      })
      .where(
        and(
          eq(t.item, key),
          or(isNull(t.leaseUntil), lt(t.leaseUntil, at)),
          or(isNull(t.attemptedAt), lt(t.attemptedAt, new Date(at.getTime() - refreshMs + 500))),
        ),
      )
      .returning({ item: t.item });
    if (claimed.length === 0) return "skipped";

    // The network call: outside any transaction, the lease held.
    const window = departureWindow(at);
    let items: ProviderAvailability[] | undefined;
    let failure: string | undefined;
    try {
      items = await provider.fetchAvailabilities(itemId, window.start, window.end);
    } catch (err) {
      failure = errorText(err);
    }
    const done = now();
    const mine = and(eq(t.item, key), eq(t.leaseOwner, owner));
    if (items) {
      await db()
        .update(t)
        .set({
          windowStart: window.start,
          windowEnd: window.end,
          payload: items,
          fetchedAt: done,
          lastError: null,
          leaseUntil: null,
          leaseOwner: null,
          updatedAt: done,
        })
        .where(mine);
      return "refreshed";
    }
    logger.warn(
      { provider: provider.name, item: itemId, reason: failure },
      "Departures: provider failed",
    );
    await db()
      .update(t)
      .set({
        lastError: failure,
        lastErrorAt: done,
        leaseUntil: null,
        leaseOwner: null,
        updatedAt: done,
      })
      .where(mine);
    return "failed";
  }

  /** Starts a refresh in the background (one per item per process at a time). */
  function kick(itemId: string): void {
    if (inFlight.has(itemId)) return;
    const p = refresh(itemId)
      .catch((err: unknown) => {
        logger.warn(
          { item: itemId, reason: err instanceof Error ? err.message : String(err) },
          "Departures: refresh failed",
        );
        return "failed" as const;
      })
      .finally(() => {
        inFlight.delete(itemId);
        memo.delete(itemId);
      });
    inFlight.set(itemId, p);
  }

  function isDue(row: Row | undefined, at: Date): boolean {
    if (!row?.attemptedAt) return !row?.leaseUntil || row.leaseUntil < at;
    if (row.leaseUntil && row.leaseUntil > at) return false;
    return at.getTime() - row.attemptedAt.getTime() >= refreshMs;
  }

  /** The item's cache row: the copy read in the last rowMemoMs, or one SELECT shared by the requests that need it. */
  function readRow(itemId: string, at: Date): Promise<Row | undefined> {
    const handle = db();
    const held = memo.get(itemId);
    // A copy from another database handle (tests switch databases under the app) is not used.
    if (held && held.db === handle && at.getTime() - held.readAt < rowMemoMs) return held.row;
    const row = selectRow(itemId);
    if (rowMemoMs > 0) {
      const entry = { db: handle, readAt: at.getTime(), row };
      memo.set(itemId, entry);
      row.catch(() => {
        if (memo.get(itemId) === entry) memo.delete(itemId);
      });
    }
    return row;
  }

  async function selectRow(itemId: string): Promise<Row | undefined> {
    const rows = await withTimeout(
      db()
        .select()
        .from(t)
        .where(eq(t.item, cacheKey(itemId)))
        .limit(1),
      readTimeoutMs,
    );
    return rows[0];
  }

  return {
    refresh,
    kick,
    isDue,
    readRow,
    /** Every cache row (the panel's provider state). */
    rows: () => db().select().from(t),
    /** Resolves when this process's background refreshes have finished (tests, shutdown). */
    async settled(): Promise<void> {
      await Promise.all([...inFlight.values()]);
    },
  };
}

export function createDeparturesService(opts: DeparturesServiceOptions) {
  const provider = opts.provider;
  const now = opts.now ?? (() => new Date());
  const maxAgeMs = opts.maxAgeMs ?? MAX_AGE_MS;
  const fewAt = opts.fewAt ?? FEW_SEATS_DEFAULT;
  const cancelledAt = opts.cancelled ?? siteCancellations;
  const { refresh, kick, isDue, readRow, rows: cacheRows, settled } = createDepartureCache(opts);

  /** The site's own statements (season, cancellations) applied to an answer (decision 350). */
  async function obeyed(cruise: DepartureCruise, answer: DeparturesAnswer, at: Date) {
    let windows: CancelledWindow[] = [];
    try {
      windows = await cancelledAt(cruise.location, at);
    } catch (err) {
      logger.warn(
        { key: cruise.key, reason: err instanceof Error ? err.message : String(err) },
        "Departures: notices unreadable",
      );
    }
    return { ...answer, departures: obeyStatements(answer.departures, cruise.season, windows) };
  }

  /**
   * The cruise's departures from `from` for `days` days: provider, timetable or none, none
   * outside its season and the cancelled ones marked. Never waits on the provider.
   */
  async function departures(
    cruise: DepartureCruise,
    q: { from?: string; days: number; ref?: string },
  ): Promise<DeparturesAnswer> {
    const at = now();
    return obeyed(cruise, await sourceDepartures(cruise, q, at), at);
  }

  /** The provider's departures still on sale outside the cruise's season (the panel warns of them). */
  async function outsideSeason(cruise: DepartureCruise): Promise<number> {
    const itemId = cruise.booking.channel === "provider" ? cruise.booking.itemId : null;
    if (!provider.configured || !itemId || !cruise.season) return 0;
    const at = now();
    const row = await readRow(itemId, at);
    if (!row?.payload) return 0;
    return (row.payload as ProviderAvailability[]).filter((a) => {
      const t = Date.parse(a.startAt);
      return (
        t >= at.getTime() &&
        a.bookable &&
        a.capacity > 0 &&
        !inSeason(toWarsawIso(t).slice(0, 10), cruise.season)
      );
    }).length;
  }

  async function sourceDepartures(
    cruise: DepartureCruise,
    q: { from?: string; days: number; ref?: string },
    at: Date,
  ): Promise<DeparturesAnswer> {
    const range = { from: q.from ?? warsawDay(at), days: q.days, now: at };
    const itemId = cruise.booking.channel === "provider" ? cruise.booking.itemId : null;
    if (provider.configured && itemId) {
      let row: Row | undefined;
      try {
        row = await readRow(itemId, at);
        if (isDue(row, at)) kick(itemId);
      } catch (err) {
        logger.warn(
          { item: itemId, reason: err instanceof Error ? err.message : String(err) },
          "Departures: cache unreadable",
        );
      }
      if (row?.fetchedAt && at.getTime() - row.fetchedAt.getTime() <= maxAgeMs && row.payload) {
        const ref = q.ref ?? cruise.refName;
        return {
          key: cruise.key,
          source: "provider",
          asOf: row.fetchedAt.toISOString(),
          departures: providerDepartures(
            row.payload as ProviderAvailability[],
            range,
            (pk) => provider.bookingUrl(itemId, pk, ref),
            fewAt,
          ),
        };
      }
    }
    if (cruise.departures)
      return {
        key: cruise.key,
        source: "timetable",
        asOf: null,
        departures: timetableDepartures(cruise, range),
      };
    return { key: cruise.key, source: "none", asOf: null, departures: [] };
  }

  return {
    provider,
    departures,
    outsideSeason,
    refresh,
    /** When the season next opens for a timetable cruise outside it (null otherwise). */
    seasonOpens: (cruise: DepartureCruise) => seasonOpens(warsawDay(now()), cruise.season),
    /** The provider's state for the panel: whether keys are set, and each item's last success and error. */
    async status(): Promise<{ provider: string; configured: boolean; items: ProviderItemState[] }> {
      const rows = provider.configured ? await cacheRows() : [];
      return {
        provider: provider.name,
        configured: provider.configured,
        items: rows
          .filter((r) => r.item.startsWith(`${provider.name}:`))
          .map((r) => ({
            item: r.item.slice(provider.name.length + 1),
            fetchedAt: r.fetchedAt?.toISOString() ?? null,
            attemptedAt: r.attemptedAt?.toISOString() ?? null,
            lastError: r.lastError,
            lastErrorAt: r.lastErrorAt?.toISOString() ?? null,
            upstreamCalls: r.upstreamCalls,
          })),
      };
    },
    settled,
  };
}

export type DeparturesService = ReturnType<typeof createDeparturesService>;

let service: DeparturesService | undefined;
let cancellations: ((location: string, now: Date) => Promise<CancelledWindow[]>) | null = null;

/**
 * Where the site's `cancelled` notices come from (decision 350): the notices feature's, handed in
 * where the two features meet (app/routes/feature-services.server.ts; decision 420).
 */
export function setDepartureCancellations(
  source: (location: string, now: Date) => Promise<CancelledWindow[]>,
): void {
  cancellations = source;
}

function siteCancellations(location: string, now: Date): Promise<CancelledWindow[]> {
  if (!cancellations)
    throw new Error(
      "Departure cancellations not set: import app/routes/feature-services.server.ts",
    );
  return cancellations(location, now);
}

/** The app's departures service, configured from the environment once. */
export function departuresService(): DeparturesService {
  if (!service) {
    const env = getEnv();
    service = createDeparturesService({
      provider: createFareHarborProvider({
        apiUrl: env.FAREHARBOR_API_URL,
        appKey: env.FAREHARBOR_APP_KEY,
        userKey: env.FAREHARBOR_USER_KEY,
        shortname: env.FAREHARBOR_SHORTNAME ?? BOOKING.shortname,
      }),
      refreshS: env.DEPARTURES_REFRESH_S,
      rowMemoMs: 1000,
    });
  }
  return service;
}

/** For tests that change the environment between app instances. */
export function resetDeparturesService(): void {
  service = undefined;
}
