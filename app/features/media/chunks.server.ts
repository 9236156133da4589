import { open } from "node:fs/promises";
import { and, asc, eq, gte, isNotNull, lt, ne, notExists, notInArray, sql } from "drizzle-orm";
import { getDb, schema, type DbOrTx } from "~/lib/db.server";

/**
 * A photo's bytes in pieces (decision 442): the upload waiting for the queue (file
 * `ORIGINAL`) and each derived file (file = its hash) are written and read in statements of at
 * most CHUNK_BYTES each. A whole 13 MB upload in one statement took PGlite's WebAssembly memory
 * up by about 100 MB for good (it grows to the largest value it has held, as the statement's
 * base64 text, the value and its hex answer, and never shrinks), and made 17–26 MB strings in
 * the JavaScript heap on either database.
 */
export const CHUNK_BYTES = 256 * 1024;
/** The file name of an upload waiting for the queue. */
export const ORIGINAL = "original";
/** Pieces read in one statement when a file is read back (at most 1 MB). */
const CHUNKS_PER_READ = 4;

const c = schema.mediaChunks;

/** Stores `bytes` as photo `mediaId`'s file `file`, in place of what it held. */
export async function writeChunks(db: DbOrTx, mediaId: number, file: string, bytes: Buffer) {
  await db.delete(c).where(and(eq(c.mediaId, mediaId), eq(c.file, file)));
  for (let seq = 0; seq === 0 || seq * CHUNK_BYTES < bytes.length; seq++)
    await db.insert(c).values({
      mediaId,
      file,
      seq,
      bytes: bytes.subarray(seq * CHUNK_BYTES, (seq + 1) * CHUNK_BYTES),
    });
}

/**
 * Hands photo `mediaId`'s file `file` to `take` piece by piece, in order, and answers its size;
 * null when it has none.
 */
async function eachChunk(
  mediaId: number,
  file: string,
  db: DbOrTx,
  take: (piece: Buffer, size: number) => void | Promise<void>,
): Promise<number | null> {
  const which = and(eq(c.mediaId, mediaId), eq(c.file, file));
  const [size] = await db
    .select({
      n: sql<number>`count(*)::int`,
      bytes: sql<number>`coalesce(sum(octet_length(${c.bytes})), 0)::int`,
    })
    .from(c)
    .where(which);
  if (!size || size.n === 0) return null;
  let at = 0;
  for (let from = 0; from < size.n; from += CHUNKS_PER_READ) {
    const rows = await db
      .select({ seq: c.seq, bytes: c.bytes })
      .from(c)
      .where(and(which, gte(c.seq, from), lt(c.seq, from + CHUNKS_PER_READ)))
      .orderBy(asc(c.seq));
    for (const [i, r] of rows.entries()) {
      if (r.seq !== from + i || at + r.bytes.length > size.bytes)
        throw new Error(`photo ${mediaId} file ${file}: pieces changed while read`);
      await take(r.bytes, size.bytes);
      at += r.bytes.length;
    }
  }
  if (at !== size.bytes)
    throw new Error(`photo ${mediaId} file ${file}: pieces changed while read`);
  return size.bytes;
}

/** Photo `mediaId`'s file `file`, read piece by piece into one buffer; null when it has none. */
export async function readChunks(
  mediaId: number,
  file: string,
  db: DbOrTx = getDb(),
): Promise<Buffer | null> {
  let out: Buffer | undefined;
  let at = 0;
  const size = await eachChunk(mediaId, file, db, (piece, total) => {
    out ??= Buffer.allocUnsafe(total);
    at += piece.copy(out, at);
  });
  return size === null ? null : out!;
}

/**
 * Writes photo `mediaId`'s file `file` to the file at `path`, piece by piece (decision 461: the
 * queue decodes an upload from a file, so the upload is never held whole in the process); false
 * when it has none.
 */
export async function copyChunksToFile(
  mediaId: number,
  file: string,
  path: string,
  db: DbOrTx = getDb(),
): Promise<boolean> {
  const out = await open(path, "wx");
  try {
    const size = await eachChunk(mediaId, file, db, async (piece) => {
      const { bytesWritten } = await out.write(piece);
      if (bytesWritten !== piece.length) throw new Error(`photo ${mediaId}: short write`);
    });
    return size !== null;
  } finally {
    await out.close();
  }
}

/** Removes photo `mediaId`'s derived files but those in `keep` (its upload stays). */
export async function deleteChunksBut(db: DbOrTx, mediaId: number, keep: string[]) {
  const others = keep.length > 0 ? notInArray(c.file, keep) : undefined;
  await db.delete(c).where(and(eq(c.mediaId, mediaId), ne(c.file, ORIGINAL), others));
}

/**
 * Removes photo `mediaId`'s upload once its row no longer waits for it (processed or failed): an
 * upload replacing it meanwhile has set `original_hash` again, and its pieces stay.
 */
export async function deleteProcessedOriginal(db: DbOrTx, mediaId: number) {
  const m = schema.media;
  const waiting = db
    .select({ id: m.id })
    .from(m)
    .where(and(eq(m.id, mediaId), isNotNull(m.originalHash)));
  await db.delete(c).where(and(eq(c.mediaId, mediaId), eq(c.file, ORIGINAL), notExists(waiting)));
}
