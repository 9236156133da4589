/**
 * The process's one slot for memory-heavy work (decisions 440 and 461): a photo upload from its
 * body's first byte to its row (server/media-upload.ts), the queue's processing of one photo, and
 * a new password's strength estimate (its dictionaries loaded in a short-lived thread). Eight
 * uploads at once, an upload while a photo is processed, or a password set meanwhile then never
 * hold their memory together, so the server's process tree stays within its budget; a waiting
 * upload's body stays in its socket.
 */
let slot: Promise<unknown> = Promise.resolve();

export function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = slot.then(work, work);
  slot = run.catch(() => undefined);
  return run;
}
