/**
 * Batches concurrent calls into one write: a call made while a write is running joins the next
 * one, which starts as soon as the running one ends. Each call resolves (or rejects) with the
 * write that carried its item, so nothing waits longer than one write for the next.
 */
export function groupCommit<T>(write: (items: T[]) => Promise<void>): (item: T) => Promise<void> {
  let queued: Array<{ item: T; resolve: () => void; reject: (err: unknown) => void }> = [];
  let running = false;
  async function drain() {
    running = true;
    while (queued.length) {
      const batch = queued;
      queued = [];
      try {
        await write(batch.map((q) => q.item));
        for (const q of batch) q.resolve();
      } catch (err) {
        for (const q of batch) q.reject(err);
      }
    }
    running = false;
  }
  return (item) =>
    new Promise<void>((resolve, reject) => {
      queued.push({ item, resolve, reject });
      if (!running) void drain();
    });
}
