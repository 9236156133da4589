/**
 * The upload endpoint, the queue, /media serving and the slots, through HTTP on an Express app
 * with the same middleware order as server/app.ts, on PGlite and PostgreSQL.
 */
import type { AddressInfo } from "node:net";
import net from "node:net";
import express from "express";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { resetEnvCache } from "~/lib/env.server";
import { loadSlotPhotos } from "~/lib/media/photos.server";
import { getDb, schema } from "~/lib/db.server";
import { eq } from "drizzle-orm";
import { describeEachDb } from "../../../tests/support/test-db";
import { decodedBytes } from "./process.server";
import { bombPng, hasGps, heicHead, phoneJpeg, scene } from "../../../tests/support/images";
import { mediaFiles } from "../../../server/media-files";
import { mediaUpload } from "../../../server/media-upload";
import { apiGuards } from "../../../server/request-guards";
import {
  adminSessionCookie,
  createPlainUser,
  sessionCookieOf,
  signInRequest,
} from "../../../tests/support/api-test-helpers";
import { revertAudit } from "../change-history/history.server";
import {
  createMedia,
  deleteMedia,
  listMedia,
  listSlots,
  putSlot,
  restoreMedia,
  updateMedia,
} from "./library.server";
import { CHUNK_BYTES, ORIGINAL, readChunks } from "./chunks.server";
import { processNext } from "./queue.server";

const SITE = "http://localhost:3999";
let base = "";
let server: import("node:http").Server;
let adminCookie = "";
let userCookie = "";
const actor = { id: "test", email: "boss@rib.example" };

beforeAll(async () => {
  process.env.PUBLIC_SITE_URL = SITE;
  process.env.AUTH_SECRET = "test-secret-test-secret-test-secret-0123";
  resetEnvCache();
  const app = express();
  app.use(mediaFiles());
  app.use(mediaUpload(SITE));
  app.use(apiGuards(SITE, { streamingLimitPaths: [] }));
  app.use((_req, res) => res.status(404).end());
  server = app.listen(0);
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((r) => server.close(() => r())));

const cookieFor = async (email: string, password: string) =>
  sessionCookieOf(await signInRequest(email, password, { site: SITE }));

function form(bytes: Buffer, name = "photo.jpg", type = "image/jpeg") {
  const fd = new FormData();
  fd.append("file", new Blob([new Uint8Array(bytes)], { type }), name);
  return fd;
}

async function upload(
  bytes: Buffer,
  opts: {
    cookie?: string;
    name?: string;
    type?: string;
    path?: string;
    lang?: string;
  } = {},
) {
  const res = await fetch(`${base}${opts.path ?? "/api/admin/media"}`, {
    method: "POST",
    headers: {
      Origin: SITE,
      Cookie: opts.cookie ?? adminCookie,
      "Accept-Language": opts.lang ?? "en",
    },
    body: form(bytes, opts.name, opts.type),
  });
  return {
    status: res.status,
    body: (await res.json().catch(() => ({}))) as Record<string, unknown>,
  };
}

/** A raw request that `send` writes on the socket; resolves with the answer's status line and headers. */
function rawExchange(send: (socket: net.Socket) => unknown, timeoutMs = 10_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(new URL(base).port), "127.0.0.1", () => void send(socket));
    let data = "";
    socket.on("data", (c) => {
      data += c.toString("latin1");
      if (data.includes("\r\n\r\n")) {
        socket.destroy();
        resolve(data);
      }
    });
    socket.on("error", (e) => (data ? resolve(data) : reject(e)));
    setTimeout(() => reject(new Error(`no answer: ${data}`)), timeoutMs);
  });
}

/** A raw request: headers and the first bytes of a body, answered before the rest is sent. */
function rawAnswer(head: string, body: Buffer): Promise<string> {
  return rawExchange((socket) => {
    socket.write(head);
    socket.write(body);
  });
}

async function drain() {
  while (await processNext()) {
    /* one photo at a time */
  }
}

describeEachDb("photos", () => {
  beforeAll(async () => {
    adminCookie = await adminSessionCookie(undefined, undefined, SITE);
    await createPlainUser("user@rib.example", "plain-user-password");
    userCookie = await cookieFor("user@rib.example", "plain-user-password");
  });

  it("only administrators upload: 401 anonymous, 403 a non-administrator or another site", async () => {
    const jpeg = await phoneJpeg(100, 80);
    expect((await upload(jpeg, { cookie: "" })).status).toBe(401);
    expect((await upload(jpeg, { cookie: userCookie })).status).toBe(403);
    const res = await fetch(`${base}/api/admin/media`, {
      method: "POST",
      headers: { Origin: "https://evil.example", Cookie: adminCookie },
      body: form(jpeg),
    });
    expect(res.status).toBe(403);
  });

  it("bad types get 415 by their content, whatever their name; HEIC is told to send JPEG", async () => {
    const svg = await upload(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      { name: "photo.jpg" },
    );
    expect(svg.status).toBe(415);
    expect(
      (
        await upload(Buffer.from("<!doctype html><p>hi</p>"), {
          name: "x.png",
          type: "image/png",
        })
      ).status,
    ).toBe(415);
    const heic = await upload(heicHead(), {
      name: "IMG_0001.HEIC",
      type: "image/heic",
    });
    expect(heic.status).toBe(415);
    expect(heic.body.message).toMatch(/JPEG/);
    const pl = await upload(heicHead(), { lang: "pl" });
    expect(pl.body.message).toMatch(/Wyślij je jako JPEG/);
    // A JSON body to the upload is not multipart: 415 too.
    const json = await fetch(`${base}/api/admin/media`, {
      method: "POST",
      headers: {
        Origin: SITE,
        Cookie: adminCookie,
        "Content-Type": "application/json",
      },
      body: "{}",
    });
    expect(json.status).toBe(415);
  });

  // docs/security.md, issue 31 (third review), finding 5.
  it("a 7000×7000 PNG at 16 bits per RGBA channel (392 MB decoded, under 50 MP) gets 400 in both languages", async () => {
    const deep = await sharp({
      create: {
        width: 7000,
        height: 7000,
        channels: 4,
        background: { r: 30, g: 90, b: 160, alpha: 1 },
      },
    })
      .toColourspace("rgb16")
      .png({ compressionLevel: 9 })
      .toBuffer();
    const meta = await sharp(deep).metadata();
    expect([meta.width! * meta.height!, meta.channels, meta.depth]).toEqual([
      49_000_000,
      4,
      "ushort",
    ]);
    expect(decodedBytes(meta)).toBe(392_000_000);
    for (const [lang, words] of [
      ["en", /too much of the server's memory/],
      ["pl", /zbyt dużo pamięci serwera/],
    ] as const) {
      const started = Date.now();
      const res = await upload(deep, { name: "deep.png", type: "image/png", lang });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        error: "image_too_large_decoded",
        message: expect.stringMatching(words),
      });
      // Refused from the header, without decoding it.
      expect(Date.now() - started).toBeLessThan(3000);
    }
  });

  it("a bomb (over 50 megapixels in its header) and corrupt or truncated files get 400", async () => {
    const bomb = await upload(bombPng(10_000, 10_000), {
      name: "bomb.png",
      type: "image/png",
    });
    expect(bomb.status).toBe(400);
    expect(bomb.body.error).toBe("too_many_pixels");
    const jpeg = await sharp(await scene(900, 600))
      .jpeg()
      .toBuffer();
    const truncated = await upload(jpeg.subarray(0, Math.floor(jpeg.length / 2)));
    expect([truncated.status, truncated.body.error]).toEqual([400, "corrupt_image"]);
    expect((await upload(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]))).status).toBe(400);
    expect((await upload(Buffer.alloc(0))).status).toBe(400);
  });

  it("a body over 20 MB gets 413 as it streams in: declared, or counted without a length", async () => {
    const head = (length: string) =>
      `POST /api/admin/media HTTP/1.1\r\nHost: localhost\r\nOrigin: ${SITE}\r\nCookie: ${adminCookie}\r\nContent-Type: multipart/form-data; boundary=xyz\r\n${length}\r\n`;
    const declared = await rawAnswer(
      head(`Content-Length: ${25 * 1024 * 1024}\r\n`),
      Buffer.from("--xyz\r\n"),
    );
    expect(declared).toMatch(/^HTTP\/1\.1 413/);
    expect(declared.toLowerCase()).toContain("connection: close");
    // Chunked, no length: 21 MB of chunks; the answer comes once the count passes the limit.
    const answer = await rawExchange(async (socket) => {
      socket.write(head("Transfer-Encoding: chunked\r\n"));
      const chunk = Buffer.alloc(1024 * 1024, 0x41);
      for (let i = 0; i < 21 && !socket.destroyed; i++) {
        socket.write(`${chunk.length.toString(16)}\r\n`);
        socket.write(chunk);
        socket.write("\r\n");
        await new Promise((r) => setTimeout(r, 5));
      }
    }, 20_000);
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
  });

  it("upload → 201, processed by the queue, served immutable with ETag, 304, CORP; no GPS in any served file", async () => {
    const { status, body } = await upload(await phoneJpeg(2000, 1500, { orientation: 6 }));
    expect(status).toBe(201);
    expect(body).toMatchObject({ width: 1500, height: 2000 });
    const id = body.id as number;
    let [item] = (await listMedia()).items;
    expect(item).toMatchObject({ id, status: "pending" });
    await drain();
    [item] = (await listMedia()).items;
    expect(item!.status).toBe("ready");
    const [row] = await getDb()
      .select({ files: schema.media.files, originalHash: schema.media.originalHash })
      .from(schema.media)
      .where(eq(schema.media.id, id));
    expect(row!.originalHash).toBeNull();
    // The upload's pieces are gone; every file kept is whole in its pieces (decision 442).
    const pieces = await getDb()
      .select({ file: schema.mediaChunks.file, seq: schema.mediaChunks.seq })
      .from(schema.mediaChunks)
      .where(eq(schema.mediaChunks.mediaId, id));
    expect(pieces.some((p) => p.file === "original")).toBe(false);
    expect(new Set(pieces.map((p) => p.file)).size).toBeGreaterThan(5);
    const urls = [row!.files!.master, row!.files!.og].map(
      (h, i) => `/media/${h}.${i === 0 ? "jpg" : "jpg"}`,
    );
    urls.push(
      ...Object.values(row!.files!.avif).map((h) => `/media/${h}.avif`),
      ...Object.values(row!.files!.webp).map((h) => `/media/${h}.webp`),
    );
    expect(urls.length).toBeGreaterThanOrEqual(2 + 4 + 4);
    for (const url of urls) {
      const res = await fetch(`${base}${url}`);
      expect(res.status, url).toBe(200);
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(res.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
      expect(res.headers.get("content-type")).toBe(
        url.endsWith(".avif") ? "image/avif" : url.endsWith(".webp") ? "image/webp" : "image/jpeg",
      );
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(await hasGps(bytes), url).toBe(false);
      const again = await fetch(`${base}${url}`, {
        headers: { "If-None-Match": res.headers.get("etag")! },
      });
      expect(again.status).toBe(304);
    }
    expect((await fetch(`${base}/media/${"0".repeat(32)}.webp`)).status).toBe(404);
    // The wrong extension for a hash is not served either.
    expect((await fetch(`${base}/media/${row!.files!.master}.webp`)).status).toBe(404);
  });

  it("slots: both alt texts and enough width; audited, undone from the history; delete refused while in use, then restorable", async () => {
    const [item] = (await listMedia()).items;
    const id = item!.id;
    expect(await putSlot(actor, "hero.default", [id])).toMatchObject({
      ok: false,
      problem: { reason: "missing_alt" },
    });
    await updateMedia(actor, id, {
      alt_pl: "Łódź na Wiśle",
      alt_en: "A boat on the Vistula",
      focalX: 0.3,
      focalY: 0.6,
    });
    // 1500 px wide: too narrow for a hero (1600), fine for a card (800).
    expect(await putSlot(actor, "hero.default", [id])).toMatchObject({
      ok: false,
      problem: { reason: "too_narrow", minWidth: 1600 },
    });
    expect(await putSlot(actor, "card.zegrze", [id])).toMatchObject({
      ok: true,
    });
    expect((await listSlots("en")).find((s) => s.slot === "card.zegrze")).toMatchObject({
      mediaId: id,
      minWidth: 800,
      label: "Home page: Zegrze card",
    });
    const photos = await loadSlotPhotos("en");
    expect(photos["card.zegrze"]![0]).toMatchObject({
      id,
      alt: "A boat on the Vistula",
      position: "30% 60%",
      width: 1500,
      height: 2000,
    });
    expect(photos["card.zegrze"]![0]!.avif.split(", ")).toHaveLength(4);
    expect(photos["card.zegrze"]![0]!.og).toMatch(/^\/media\/[0-9a-f]{32}\.jpg$/);
    expect((await loadSlotPhotos("pl"))["card.zegrze"]![0]!.alt).toBe("Łódź na Wiśle");

    expect(await deleteMedia(actor, id)).toEqual({
      ok: false,
      reason: "in_use",
      slots: ["card.zegrze"],
    });

    // Clear the slot, then undo the clearing from the change history.
    expect(await putSlot(actor, "card.zegrze", [])).toMatchObject({ ok: true });
    expect((await loadSlotPhotos("en"))["card.zegrze"]).toBeUndefined();
    const [clearing] = await getDb()
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.entity, "media_slot"))
      .orderBy(schema.auditLog.id);
    const rows = await getDb()
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.entity, "media_slot"))
      .orderBy(schema.auditLog.id);
    expect(rows.map((r) => r.after)).toEqual([{ mediaIds: [id] }, { mediaIds: [] }]);
    expect(clearing).toBeDefined();
    const undone = await revertAudit(actor, rows[1]!.id);
    expect(undone.ok).toBe(true);
    expect((await loadSlotPhotos("en"))["card.zegrze"]![0]!.id).toBe(id);
    expect((await revertAudit(actor, rows[1]!.id)).ok).toBe(false);

    // Out of the slot, into the bin and back.
    await putSlot(actor, "card.zegrze", []);
    expect(await deleteMedia(actor, id)).toEqual({ ok: true });
    const listed = await listMedia();
    expect(listed.items.find((m) => m.id === id)).toBeUndefined();
    expect(listed.deleted.find((m) => m.id === id)?.purgeAt).toBeTruthy();
    const [file] = await getDb()
      .select({ hash: schema.mediaFiles.hash })
      .from(schema.mediaFiles)
      .where(eq(schema.mediaFiles.mediaId, id))
      .limit(1);
    expect((await fetch(`${base}/media/${file!.hash}.jpg`)).status).toBe(404);
    expect(await restoreMedia(actor, id)).toBe(true);
    expect((await listMedia()).items.find((m) => m.id === id)).toBeDefined();
  });

  it("a replaced file keeps the photo's slots and shows the old files until the new ones are ready", async () => {
    const { body } = await upload(await phoneJpeg(1800, 1200, { gps: false }));
    const id = body.id as number;
    await drain();
    await updateMedia(actor, id, {
      alt_pl: "Załoga",
      alt_en: "The crew",
      focalX: 0.5,
      focalY: 0.5,
    });
    await drain();
    expect(await putSlot(actor, "hero.zegrze", [id])).toMatchObject({
      ok: true,
    });
    const before = (await loadSlotPhotos("en"))["hero.zegrze"]![0]!;
    const replaced = await upload(await phoneJpeg(2400, 1600, { gps: false }), {
      path: `/api/admin/media/${id}/file`,
    });
    expect(replaced.status).toBe(200);
    expect((await loadSlotPhotos("en"))["hero.zegrze"]![0]!.webp).toEqual(before.webp);
    await drain();
    const after = (await loadSlotPhotos("en"))["hero.zegrze"]![0]!;
    expect(after.width).toBe(2400);
    expect(after.webp).not.toEqual(before.webp);
    // The old files are gone.
    expect((await fetch(`${base}${before.webp.split(" ")[0]}`)).status).toBe(404);
  });
  // Decision 442: an upload is read back from its pieces (a photo of several pieces, whole).
  it("processes an upload of several pieces from what is stored", async () => {
    const stored = await sharp(await scene(1600, 1200, true))
      .jpeg({ quality: 95 })
      .toBuffer();
    expect(stored.length).toBeGreaterThan(2 * CHUNK_BYTES);
    await drain();
    const id = await createMedia(actor, {
      bytes: stored,
      name: "a.jpg",
      width: 2400,
      height: 1600,
    });
    expect((await readChunks(id, ORIGINAL))!.equals(stored)).toBe(true);
    await drain();
    const [row] = await getDb()
      .select({ status: schema.media.status, width: schema.media.width })
      .from(schema.media)
      .where(eq(schema.media.id, id));
    expect([row!.status, row!.width]).toEqual(["ready", 1600]);
    expect(await readChunks(id, ORIGINAL)).toBeNull();
  }, 120_000);
});
