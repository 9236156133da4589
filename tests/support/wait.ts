/** Polling for the unit and integration tests (the fault suites have their own, over HTTP). */

/**
 * Calls `fn` until `ok` holds for its answer and answers that value; past `timeoutMs` it fails
 * with the last value seen (its first 500 characters as JSON).
 */
export async function waitUntil<T>(
  fn: () => T | Promise<T>,
  ok: (v: T) => boolean,
  { timeoutMs = 10_000, pollMs = 25 }: { timeoutMs?: number; pollMs?: number } = {},
): Promise<T> {
  const start = Date.now();
  for (;;) {
    const v = await fn();
    if (ok(v)) return v;
    if (Date.now() - start > timeoutMs)
      throw new Error(`Timed out; last value: ${JSON.stringify(v).slice(0, 500)}`);
    await new Promise((r) => setTimeout(r, pollMs));
  }
}
