import { join } from "node:path";
import { and, eq, inArray, isNull, lt, notInArray, or, sql } from "drizzle-orm";
import { getDb, schema } from "~/lib/db.server";
import { slotPhotosChanged } from "~/lib/media/photos.server";
import type { MediaFileSet } from "../../../db/schema";
import { logger } from "~/lib/logger.server";
import { collectGarbage } from "~/lib/memory-slot.server";
import {
  copyChunksToFile,
  deleteChunksBut,
  deleteProcessedOriginal,
  ORIGINAL,
  readChunks,
  writeChunks,
} from "./chunks.server";
import { makeOg, processImage, type ProcessedFile } from "./process.server";
import { isSystemError, makeScratch, sweepStaleScratch, type Scratch } from "./scratch.server";

/**
 * The photo queue (docs/decisions/250): every process runs one worker, which claims one
 * pending photo at a time (FOR UPDATE SKIP LOCKED, so two processes never take the same one),
 * processes it outside any transaction, then writes each file in 256 KB pieces, each in its own short statement (decision 442). On
 * PGlite, with its one connection, a page's queries wait at most for one such write.
 *
 * Work kinds: an upload (the original is there) becomes the master, cuts, Open Graph crop and
 * placeholder; a moved focal point only re-crops the Open Graph JPEG from the master.
 */
const m = schema.media;
const files = schema.mediaFiles;
/** A claim older than this belonged to a process that stopped mid-photo: it is taken again. */
const STALE_CLAIM_MS = 10 * 60 * 1000;
const MAX_ATTEMPTS = 3;

export interface MediaWorkerOptions {
  pollMs: number;
}

async function claim(): Promise<{ id: number; claimedAt: Date } | null> {
  const db = getDb();
  const staleBefore = new Date(Date.now() - STALE_CLAIM_MS);
  const next = db
    .select({ id: m.id })
    .from(m)
    .where(
      and(
        isNull(m.deletedAt),
        lt(m.attempts, MAX_ATTEMPTS),
        or(eq(m.status, "pending"), and(eq(m.status, "processing"), lt(m.claimedAt, staleBefore))),
      ),
    )
    .orderBy(m.id)
    .limit(1)
    .for("update", { skipLocked: true });
  // A millisecond timestamp (not now()), so the final write can compare it exactly.
  const claimedAt = new Date();
  const [row] = await db
    .update(m)
    .set({ status: "processing", claimedAt, attempts: sql`${m.attempts} + 1` })
    .where(inArray(m.id, next))
    .returning({ id: m.id });
  return row ? { id: row.id, claimedAt } : null;
}

/** One derived file: its bytes in pieces, then its row (a file with a row is whole). */
async function storeFile(mediaId: number, f: ProcessedFile) {
  const db = getDb();
  const [exists] = await db
    .select({ hash: files.hash })
    .from(files)
    .where(and(eq(files.hash, f.hash), eq(files.mediaId, mediaId)));
  if (exists) return;
  await writeChunks(db, mediaId, f.hash, f.bytes);
  await db
    .insert(files)
    .values({
      hash: f.hash,
      mediaId,
      contentType: f.contentType,
      width: f.width,
      height: f.height,
    })
    .onConflictDoNothing();
}

/** Processes one claimed photo; false when there was nothing to do. */
export async function processNext(): Promise<boolean> {
  const claimed = await claim();
  if (!claimed) return false;
  const db = getDb();
  const { id, claimedAt } = claimed;
  // Still ours: not replaced, deleted or re-claimed while we worked.
  const ours = and(eq(m.id, id), eq(m.status, "processing"), eq(m.claimedAt, claimedAt));
  // The upload is read back in pieces (decision 442) into a scratch file, which libvips reads
  // (decision 461): the process never holds it whole. Eight uploads at once no longer hold their
  // bodies until their turn, as handing them over from the request did.
  const [row] = await db
    .select({
      originalHash: m.originalHash,
      focalX: m.focalX,
      focalY: m.focalY,
      files: m.files,
    })
    .from(m)
    .where(eq(m.id, id));
  if (!row) return true;
  const focal = { x: row.focalX, y: row.focalY };
  // Outside the try: a scratch folder that cannot be written (a full disk) or a failed read leaves
  // the claim to expire, and the photo is tried again, as when the upload was read into memory.
  const original = row.originalHash !== null ? await originalInScratch(id) : null;
  const started = Date.now();
  try {
    let set: MediaFileSet;
    let extra: Partial<typeof m.$inferInsert> = {};
    if (original) {
      const photo = await processImage(original.path, focal);
      for (const f of [photo.master, ...photo.avif, ...photo.webp, photo.og])
        await storeFile(id, f);
      set = {
        master: photo.master.hash,
        avif: Object.fromEntries(photo.avif.map((f) => [String(f.width), f.hash])),
        webp: Object.fromEntries(photo.webp.map((f) => [String(f.width), f.hash])),
        og: photo.og.hash,
        thumb: photo.webp[0]!.hash,
      };
      extra = {
        width: photo.width,
        height: photo.height,
        placeholder: photo.placeholder,
        originalHash: null,
      };
    } else if (row.files) {
      const [master] = await db
        .select({
          width: files.width,
          height: files.height,
        })
        .from(files)
        .where(and(eq(files.hash, row.files.master), eq(files.mediaId, id)));
      const masterBytes = master && (await readChunks(id, row.files.master));
      if (!master || !masterBytes) throw new Error("master file missing");
      const og = await makeOg(masterBytes, master.width, master.height, focal.x, focal.y);
      await storeFile(id, og);
      set = { ...row.files, og: og.hash };
    } else {
      throw new Error("nothing to process");
    }
    // Ready, unless the focal point moved meanwhile (then the crop is queued again).
    const [done] = await db
      .update(m)
      .set({
        ...extra,
        files: set,
        ogFocal: `${focal.x},${focal.y}`,
        error: null,
        claimedAt: null,
        attempts: 0,
        status: sql`case when ${m.focalX} = ${focal.x} and ${m.focalY} = ${focal.y} then 'ready' else 'pending' end`,
      })
      .where(ours)
      .returning({ id: m.id });
    if (done) {
      const keep = [set.master, set.og, ...Object.values(set.avif), ...Object.values(set.webp)];
      await db.delete(files).where(and(eq(files.mediaId, id), notInArray(files.hash, keep)));
      await deleteChunksBut(db, id, keep);
      await deleteProcessedOriginal(db, id);
      // A replaced photo's new files show at once in this process.
      slotPhotosChanged();
    }
    logger.info({ mediaId: id, ms: Date.now() - started, kept: !!done }, "Photo processed");
  } catch (err) {
    if (isSystemError(err)) throw err; // not the photo's fault: its claim expires, then a retry
    const message = err instanceof Error ? err.message : String(err);
    logger.warn({ mediaId: id, err: message }, "Photo processing failed");
    await db
      .update(m)
      .set({
        status: "failed",
        error: message.slice(0, 300),
        originalHash: null,
        claimedAt: null,
      })
      .where(ours);
    await deleteProcessedOriginal(db, id);
  } finally {
    await original?.remove();
  }
  // The photo's files are garbage now: freed before the queue waits for its next photo.
  collectGarbage();
  return true;
}

/** The upload's pieces copied into a scratch file; null when it has none. */
async function originalInScratch(id: number): Promise<(Scratch & { path: string }) | null> {
  const scratch = await makeScratch();
  const path = join(scratch.dir, "original");
  try {
    if (await copyChunksToFile(id, ORIGINAL, path)) return { ...scratch, path };
  } catch (err) {
    await scratch.remove();
    throw err;
  }
  await scratch.remove();
  return null;
}

/** Runs the worker until stopped; `kick()` wakes it at once (an upload in this process). */
let wake: (() => void) | null = null;

/** Wakes the worker (a photo was just stored). */
export function kickMediaWorker() {
  wake?.();
}

export function startMediaWorker(opts: MediaWorkerOptions): () => Promise<void> {
  let running = true;
  let current: Promise<void> = Promise.resolve();
  const loop = async () => {
    const swept = await sweepStaleScratch().catch(() => 0);
    if (swept > 0)
      logger.info({ swept }, "Removed photo scratch folders left by a stopped process");
    while (running) {
      let worked = false;
      try {
        worked = await processNext();
      } catch (err) {
        logger.warn(
          { err: err instanceof Error ? err.message : String(err) },
          "Photo queue poll failed",
        );
      }
      if (!running) break;
      if (!worked) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(done, opts.pollMs);
          function done() {
            clearTimeout(timer);
            wake = null;
            resolve();
          }
          wake = done;
        });
      }
    }
  };
  current = loop();
  return async () => {
    running = false;
    wake?.();
    await current;
  };
}

/** The photos still waiting or in progress (tests and the bench wait on it). */
export async function pendingMediaCount(): Promise<number> {
  const rows = await getDb()
    .select({ id: m.id })
    .from(m)
    .where(inArray(m.status, ["pending", "processing"]));
  return rows.length;
}
