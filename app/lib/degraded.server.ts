/**
 * When the site last rendered something without its data (database failing or too slow).
 * The HTML micro-cache (server/micro-cache.ts) never keeps a page rendered in that state, so
 * visitors get fresh prices as soon as the database answers again.
 */
let lastDegradedAt = 0;

export function markDegraded(): void {
  lastDegradedAt = Date.now();
}

/** True when something was rendered without its data at or after `since` (ms epoch). */
export function degradedSince(since: number): boolean {
  return lastDegradedAt >= since;
}
