import type { NextFunction, Request, Response } from "express";
import { and, eq, sql } from "drizzle-orm";
import { getDb, schema } from "~/lib/db.server";
import { readChunks } from "~/features/media/chunks.server";
import { logger } from "~/lib/logger.server";

const FILE = /^\/media\/([0-9a-f]{32})\.(avif|webp|jpg|png)$/;
const TYPES: Record<string, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
  png: "image/png",
};

/**
 * GET /media/<sha256>.<ext>: a photo's file from the database, so any process serves any
 * upload (docs/decisions/250). The name is the hash of the bytes, so an answer never changes:
 * cached for a year as immutable, with the hash as ETag (304 without reading the bytes), and
 * `Cross-Origin-Resource-Policy: cross-origin` so e-mail clients and social sites may show it.
 * Only a ready photo's or the master's own files are served; a photo in the bin is not.
 */
export function mediaFiles() {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const match = FILE.exec(req.path);
    if (!match) return next();
    const [, hash, ext] = match as unknown as [string, string, string];
    const etag = `"${hash}"`;
    res.set({
      "Cross-Origin-Resource-Policy": "cross-origin",
      "X-Content-Type-Options": "nosniff",
    });
    try {
      const f = schema.mediaFiles;
      const m = schema.media;
      const conditional = (req.get("if-none-match") ?? "")
        .split(",")
        .some((v) => v.trim().replace(/^W\//, "") === etag);
      const [row] = await getDb()
        .select({ contentType: f.contentType, mediaId: f.mediaId })
        .from(f)
        .innerJoin(m, eq(m.id, f.mediaId))
        .where(and(eq(f.hash, hash), sql`${m.deletedAt} is null`))
        .limit(1);
      if (!row || row.contentType !== TYPES[ext]) {
        return res
          .status(404)
          .set("Cache-Control", "no-store")
          .type("text/plain")
          .send("Not found");
      }
      // Read in pieces of at most 1 MB (decision 442), before any header says it is there.
      const bytes = conditional ? null : await readChunks(row.mediaId, hash);
      if (!conditional && !bytes) throw new Error("photo file has no bytes");
      res.set({
        "Cache-Control": "public, max-age=31536000, immutable",
        ETag: etag,
        "Content-Type": row.contentType,
      });
      if (!bytes) return res.status(304).end();
      res.set("Content-Length", String(bytes.length));
      return req.method === "HEAD" ? res.end() : res.end(bytes);
    } catch (err) {
      logger.warn(
        { err: err instanceof Error ? err.message : String(err) },
        "Photo file could not be read",
      );
      return res
        .status(503)
        .set({ "Cache-Control": "no-store", "Retry-After": "5" })
        .type("text/plain")
        .send("Unavailable");
    }
  };
}
