import type { NextFunction, Request, Response } from "express";
import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import { createMedia, replaceMedia } from "~/features/media/library.server";
import { mediaMessages } from "~/features/media/messages";
import { ImageRejected, inspectImage, sniffImage } from "~/features/media/process.server";
import { kickMediaWorker } from "~/features/media/queue.server";
import { ApiError, apiMessages, requestLang } from "~/lib/api.server";
import { logger } from "~/lib/logger.server";
import { oneAtATime } from "~/lib/memory-slot.server";
import { canonicalPath, isSameOrigin } from "./request-guards";

/** The one body over 16 KB the API takes (docs/architecture.md §4 "media"). */
export const MEDIA_UPLOAD_LIMIT = 20 * 1024 * 1024;
/** Room for the multipart envelope around a 20 MB file. */
const ENVELOPE = 16 * 1024;

/** A Fetch Request carrying only the headers (the session check reads cookies). */
function headersOnly(req: Request): globalThis.Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  return new Request(`http://${req.get("host") ?? "localhost"}${req.originalUrl}`, { headers });
}

/** The body, counted as it streams in; null as soon as it passes `limit` (the rest is never read). */
function readLimited(req: Request, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const finish = (value: Buffer | null, err?: Error) => {
      if (settled) return;
      settled = true;
      req.off("data", onData);
      if (err) reject(err);
      else resolve(value);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.pause();
        finish(null);
        return;
      }
      chunks.push(chunk);
    };
    // Gone while it waited for the photo slot: 'close' has already been emitted.
    if (req.destroyed) return finish(null, new Error("request closed"));
    req.on("data", onData);
    req.on("end", () => finish(Buffer.concat(chunks, size)));
    req.on("error", (e) => finish(null, e));
    req.on("close", () => finish(null, new Error("request closed")));
  });
}

/** The first part named `file` of a multipart/form-data body. */
export function filePart(
  body: Buffer,
  boundary: string,
): { name: string | null; bytes: Buffer } | null {
  const delimiter = Buffer.from(`--${boundary}`);
  let at = body.indexOf(delimiter);
  while (at !== -1) {
    const headerStart = at + delimiter.length + 2; // CRLF after the delimiter
    if (body.subarray(at + delimiter.length, at + delimiter.length + 2).toString() === "--")
      return null;
    const headerEnd = body.indexOf("\r\n\r\n", headerStart);
    if (headerEnd === -1) return null;
    const headers = body.subarray(headerStart, headerEnd).toString("utf8");
    const next = body.indexOf(Buffer.from(`\r\n--${boundary}`), headerEnd + 4);
    if (next === -1) return null;
    const disposition = /content-disposition:([^\r\n]*)/i.exec(headers)?.[1] ?? "";
    if (/\bname="file"/i.test(disposition)) {
      const name = /filename="([^"]*)"/i.exec(disposition)?.[1] ?? null;
      return {
        name: name ? name.slice(0, 200) : null,
        bytes: body.subarray(headerEnd + 4, next),
      };
    }
    at = next + 2;
  }
  return null;
}

const UPLOAD_PATH = /^\/api\/admin\/media(?:\/(\d{1,9})\/file)?$/;

/**
 * POST /api/admin/media (a new photo) and POST /api/admin/media/:id/file (a new file for a
 * photo), multipart/form-data with the field `file`. Mounted before the JSON-only guards, it
 * does their work itself, in this order: same origin (403), administrator (401/403), type of
 * body (415), declared size (413 before reading), size as it streams in (413, the rest never
 * read), type by content (415; HEIC told to send JPEG), pixels from the header (400 over
 * 50 megapixels or 200 MB decoded, before decoding), a full cheap decode, one upload at a time
 * (400 when corrupt or truncated). The
 * photo is then stored for the queue: the answer does not wait for its processing.
 */
export function mediaUpload(publicSiteUrl: string) {
  const allowed = new Set([new URL(publicSiteUrl).origin]);
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "POST") return next();
    const match = UPLOAD_PATH.exec(canonicalPath(req.path) ?? "");
    if (!match) return next();
    const lang = requestLang({
      headers: { get: (name) => req.get(name) ?? null },
    });
    const t = mediaMessages[lang].api;
    const send = (status: number, body: Record<string, unknown>) => {
      if (!req.complete) res.setHeader("Connection", "close");
      res.status(status).set("Cache-Control", "no-store").json(body);
    };
    const refuse = (status: number, error: string, message: string) =>
      send(status, { error, message });
    try {
      if (!isSameOrigin(req, allowed))
        return refuse(403, "forbidden_origin", apiMessages(lang).forbiddenOrigin);
      const actor = await requireAdmin(headersOnly(req));
      const contentType = req.get("content-type") ?? "";
      const boundary =
        /^multipart\/form-data\s*;.*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
      if (!boundary) return refuse(415, "unsupported_media_type", t.notMultipart);
      const declared = req.get("content-length");
      if (declared !== undefined && Number(declared) > MEDIA_UPLOAD_LIMIT + ENVELOPE)
        return refuse(413, "payload_too_large", t.tooLarge);
      // The body is read in the process's one photo slot: eight uploads at once hold one body
      // and one decode at a time, never with a photo being processed (decision 440).
      return await oneAtATime(async () => {
        const body = await readLimited(req, MEDIA_UPLOAD_LIMIT + ENVELOPE);
        if (!body) return refuse(413, "payload_too_large", t.tooLarge);
        const part = filePart(body, boundary[1] ?? boundary[2]!);
        if (!part || part.bytes.length === 0) return refuse(400, "no_file", t.noFile);
        if (part.bytes.length > MEDIA_UPLOAD_LIMIT)
          return refuse(413, "payload_too_large", t.tooLarge);
        const kind = sniffImage(part.bytes);
        if (kind === "heic") return refuse(415, "heic_not_supported", t.heic);
        if (!kind) return refuse(415, "unsupported_media_type", t.unsupported);
        let size: { width: number; height: number };
        try {
          size = await inspectImage(part.bytes);
        } catch (err) {
          if (err instanceof ImageRejected) {
            const [code, message] = {
              too_many_pixels: ["too_many_pixels", t.tooManyPixels],
              too_large_decoded: ["image_too_large_decoded", t.tooLargeDecoded],
              corrupt: ["corrupt_image", t.corrupt],
            }[err.reason];
            return refuse(400, code, message);
          }
          throw err;
        }
        // A view into the request's body (the multipart envelope around it is at most 16 KB):
        // a copy would be one more 20 MB buffer per upload (decision 440).
        const input = {
          bytes: part.bytes,
          name: part.name,
          ...size,
        };
        const replaceId = match[1] ? Number(match[1]) : null;
        if (replaceId !== null) {
          if (!(await replaceMedia(actor, replaceId, input)))
            return refuse(404, "not_found", lang === "pl" ? "Nie znaleziono." : "Not found.");
          kickMediaWorker();
          return send(200, { id: replaceId, ...size });
        }
        const id = await createMedia(actor, input);
        kickMediaWorker();
        return send(201, { id, ...size });
      });
    } catch (err) {
      if (err instanceof ApiError)
        return refuse(
          err.status,
          err.code,
          err.status === 401 ? apiMessages(lang).signInRequired : apiMessages(lang).adminRequired,
        );
      if (res.headersSent) return;
      logger.error(
        { err: err instanceof Error ? err.message : String(err) },
        "Photo upload failed",
      );
      return refuse(503, "unavailable", apiMessages(lang).unavailable);
    }
  };
}
