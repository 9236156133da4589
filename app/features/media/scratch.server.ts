import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Scratch folders for photo work (decision 461): the queue decodes an upload from a file rather
 * than from the process's memory, and a photo to be turned goes through a file between shrinking
 * and turning. Each job has its own folder (`mkdtemp`: private to the server's user), removed
 * when the job ends; folders left by a process that stopped mid-photo are swept when the queue
 * starts. Nothing in them carries metadata the stored files would not (see process.server.ts).
 */
const PREFIX = "rib-photo-";
/** A folder this old belongs to no running job (a photo takes seconds; a claim expires in 10 min). */
const STALE_MS = 60 * 60 * 1000;

export interface Scratch {
  dir: string;
  remove(): Promise<void>;
}

export async function makeScratch(): Promise<Scratch> {
  const dir = await mkdtemp(join(tmpdir(), PREFIX));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** Runs `work` with a scratch folder, removed when it ends, whether it succeeds or not. */
export async function withScratch<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const scratch = await makeScratch();
  try {
    return await work(scratch.dir);
  } finally {
    await scratch.remove();
  }
}

/** Removes scratch folders older than an hour (left by a process that stopped mid-photo). */
export async function sweepStaleScratch(now = Date.now(), dir = tmpdir()): Promise<number> {
  let removed = 0;
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    if (!name.startsWith(PREFIX)) continue;
    const path = join(dir, name);
    const info = await stat(path).catch(() => null);
    if (!info?.isDirectory() || now - info.mtimeMs < STALE_MS) continue;
    await rm(path, { recursive: true, force: true });
    removed++;
  }
  return removed;
}

/**
 * Whether an error came from the system (a full or read-only disk, too many open files): the
 * photo is not at fault, so its claim is left to expire and the work is tried again.
 */
export function isSystemError(err: unknown): boolean {
  return err instanceof Error && typeof (err as NodeJS.ErrnoException).syscall === "string";
}
