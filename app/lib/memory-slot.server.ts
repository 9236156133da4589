/**
 * The process's one slot for memory-heavy work (decisions 440 and 461): a photo upload from its
 * body's first byte to its row (server/media-upload.ts), the queue's processing of one photo, and
 * a new password's strength estimate (its dictionaries loaded in a short-lived thread). Eight
 * uploads at once, an upload while a photo is decoded and cut, or a password set meanwhile then
 * never hold their memory together, so the server's process tree stays within its budget; a
 * waiting upload's body stays in its socket.
 *
 * Before and after each job the JavaScript heap is collected in full (`npm start` gives node
 * `--expose-gc`; without it, as in the tests, nothing is collected). A job's buffers (an upload's
 * body, a photo's pieces read back, its files) are garbage once it ends, but V8 frees the memory
 * behind a Buffer only when it collects the Buffer's small object, which can wait for many
 * requests: measured on PGlite, the next photo then started 20-40 MB higher. A full collection
 * of the server's heap takes about 50 ms, during which nothing else runs; a photo job takes
 * seconds, and jobs are rare (an operator's uploads).
 */
let slot: Promise<void> = Promise.resolve();

const gc = (globalThis as { gc?: () => void }).gc;

/** A full collection of the JavaScript heap, when node runs with `--expose-gc`; else nothing. */
export function collectGarbage(): void {
  gc?.();
}

export function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const job = () => {
    collectGarbage();
    return work();
  };
  const run = slot.then(job);
  // The chain keeps neither the job's value nor its error, so the collection after it (and the
  // next job's before it) can free what the job made once its caller lets go.
  slot = run.then(
    () => collectGarbage(),
    () => collectGarbage(),
  );
  return run;
}
