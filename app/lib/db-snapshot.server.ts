import { markDegraded } from "~/lib/degraded.server";
import { logger } from "~/lib/logger.server";

/**
 * Data every public render reads (the photos in the picture slots, …), kept in memory so a
 * render costs a lookup, not a query, and so a failing or slow database never fails a page:
 *
 * - a kept copy older than `refreshMs` is still used while a fresh one is read in the
 *   background (a render never waits for it);
 * - only with nothing kept (at start, or after `invalidate`) does a render wait, at most
 *   `waitMs`; if the database fails or is slower, the render gets the last copy or `fallback`
 *   and is marked degraded, so the HTML micro-cache does not keep it (server/micro-cache.ts);
 * - `invalidate` (after a write in this process) drops the copy, so the next render reads the
 *   write; other processes read again within `refreshMs`.
 */
export function dbSnapshot<T>(opts: {
  /** For the log: what is read. */
  name: string;
  load: () => Promise<T>;
  fallback: T;
  refreshMs?: number;
  waitMs?: number;
}) {
  const refreshMs = opts.refreshMs ?? 2000;
  const waitMs = opts.waitMs ?? 1000;
  let current: { at: number; data: T } | null = null;
  let loading: Promise<T> | null = null;
  /** Bumped by every invalidation, so a read that started before it is not kept. */
  let generation = 0;

  function refresh(): Promise<T> {
    if (loading) return loading;
    const started = generation;
    const pending: Promise<T> = opts
      .load()
      .then((data) => {
        if (started === generation) current = { at: Date.now(), data };
        return data;
      })
      .finally(() => {
        if (loading === pending) loading = null;
      });
    loading = pending;
    return pending;
  }

  async function get(): Promise<T> {
    if (current) {
      if (Date.now() - current.at >= refreshMs)
        refresh().catch((err: unknown) => {
          logger.warn({ err }, `${opts.name}: could not be refreshed`);
          markDegraded();
        });
      return current.data;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      const data = await Promise.race([
        refresh(),
        new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), waitMs))),
      ]);
      if (data !== null) return data;
      logger.warn(`${opts.name}: database too slow, rendering without it`);
    } catch (err) {
      logger.warn({ err }, `${opts.name}: could not be loaded`);
    } finally {
      clearTimeout(timer);
    }
    markDegraded();
    return opts.fallback;
  }

  function invalidate(): void {
    generation++;
    current = null;
    // A read that started before the write may miss it: the next render starts its own.
    loading = null;
  }

  return { get, invalidate };
}
