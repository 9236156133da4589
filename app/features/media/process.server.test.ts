import sharp, { type Sharp } from "sharp";
import { describe, expect, it } from "vitest";
import { bombPng, hasGps, heicHead, phoneJpeg, pixel, scene } from "../../../tests/support/images";
import {
  ALPHA_AVIF_MAX_WIDTH,
  ALPHA_WEBP_MAX_WIDTH,
  cutWidths,
  focalCrop,
  ImageRejected,
  inspectImage,
  largestAccepted,
  MASTER_MAX_EDGE,
  masterEdge,
  MAX_DECODE_PEAK_BYTES,
  processImage,
  sniffImage,
  turnUpright,
  WEBP_BYTES_PER_PIXEL,
} from "./process.server";
import { oneAtATime } from "~/lib/memory-slot.server";

const isYellow = ([r, g, b]: [number, number, number]) => r > 200 && g > 170 && b < 90;

describe("sniffing the type from the content", () => {
  it("knows JPEG, PNG, WebP, AVIF and HEIC whatever the name, and nothing else", async () => {
    const png = await scene(64, 48);
    expect(sniffImage(png)).toBe("png");
    expect(sniffImage(await sharp(png).jpeg().toBuffer())).toBe("jpeg");
    expect(sniffImage(await sharp(png).webp().toBuffer())).toBe("webp");
    expect(sniffImage(await sharp(png).avif().toBuffer())).toBe("avif");
    expect(sniffImage(heicHead())).toBe("heic");
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(sniffImage(Buffer.from("<!doctype html><html></html>"))).toBeNull();
    expect(sniffImage(Buffer.from("GIF89a......"))).toBeNull();
    expect(sniffImage(Buffer.alloc(0))).toBeNull();
  });
});

describe("inspecting an upload", () => {
  it("answers the upright size of a rotated phone photo", async () => {
    expect(await inspectImage(await phoneJpeg(400, 300, { orientation: 6 }))).toEqual({
      width: 300,
      height: 400,
    });
  });

  it("refuses a decompression bomb from its header, before decoding", async () => {
    const started = Date.now();
    await expect(inspectImage(bombPng(10_000, 10_000))).rejects.toEqual(
      new ImageRejected("too_many_pixels"),
    );
    expect(Date.now() - started).toBeLessThan(2000);
  });

  // docs/security.md, issue 31 (third review), finding 5: eight uploads at once decoded at once.
  it("runs the in-request decode checks one at a time, and a failed one does not stop the queue", async () => {
    const log: string[] = [];
    const gates = [0, 1, 2].map(() => {
      let open!: () => void;
      const opened = new Promise<void>((r) => (open = r));
      return { open, opened };
    });
    const runs = [0, 1, 2].map((i) =>
      oneAtATime(async () => {
        log.push(`start ${i}`);
        await gates[i]!.opened;
        log.push(`end ${i}`);
        if (i === 0) throw new Error("corrupt");
        return i;
      }),
    );
    await new Promise((r) => setTimeout(r, 20));
    expect(log).toEqual(["start 0"]);
    gates[0]!.open();
    await expect(runs[0]).rejects.toThrow("corrupt");
    await new Promise((r) => setTimeout(r, 20));
    expect(log).toEqual(["start 0", "end 0", "start 1"]);
    gates[1]!.open();
    gates[2]!.open();
    expect(await Promise.all(runs.slice(1))).toEqual([1, 2]);
    expect(log).toEqual(["start 0", "end 0", "start 1", "end 1", "start 2", "end 2"]);
  });

  it("refuses a truncated JPEG and garbage as corrupt", async () => {
    const jpeg = await sharp(await scene(800, 600))
      .jpeg()
      .toBuffer();
    await expect(inspectImage(jpeg.subarray(0, Math.floor(jpeg.length * 0.6)))).rejects.toEqual(
      new ImageRejected("corrupt"),
    );
    await expect(
      inspectImage(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(500, 7)])),
    ).rejects.toEqual(new ImageRejected("corrupt"));
  });
});

describe("processing", () => {
  it("scales a photo larger than the master's longest edge down as it is read, upright", async () => {
    // Issue 31, finding 5: a 50 MP photo peaked at 469 MB while its full-size master was made.
    const big = await phoneJpeg(3000, 5000, { orientation: 6 });
    const photo = await processImage(big, { x: 0.5, y: 0.5 });
    expect(MASTER_MAX_EDGE).toBe(4096);
    // Orientation 6: the stored 3000×5000 is shown 5000×3000, then fitted into 4096.
    expect([photo.width, photo.height]).toEqual([4096, 2458]);
    expect(photo.master.width).toBe(4096);
    expect(Math.max(...photo.webp.map((f) => f.width))).toBe(2400);
  });

  it("strips GPS and every other metadata from every file, the master included", async () => {
    const original = await phoneJpeg(1000, 750);
    expect(await hasGps(original)).toBe(true);
    const photo = await processImage(original, { x: 0.5, y: 0.5 });
    for (const f of [photo.master, ...photo.avif, ...photo.webp, photo.og]) {
      const meta = await sharp(f.bytes).metadata();
      expect(await hasGps(f.bytes), f.contentType).toBe(false);
      expect(meta.exif, f.contentType).toBeUndefined();
      expect(meta.xmp, f.contentType).toBeUndefined();
    }
  });

  it("turns a rotated phone photo upright (EXIF orientation 6: the camera was held sideways)", async () => {
    // Stored landscape 800×600 with orientation 6: shown upright it is portrait 600×800, and
    // the stored top-left corner (yellow) ends up at the top-right.
    const photo = await processImage(await phoneJpeg(800, 600, { orientation: 6 }), {
      x: 0.5,
      y: 0.5,
    });
    expect([photo.width, photo.height]).toEqual([600, 800]);
    const meta = await sharp(photo.master.bytes).metadata();
    expect([meta.width, meta.height, meta.orientation ?? 1]).toEqual([600, 800, 1]);
    expect(isYellow(await pixel(photo.master.bytes, 590, 10))).toBe(true);
    expect(isYellow(await pixel(photo.master.bytes, 10, 10))).toBe(false);
  });

  it("cuts AVIF and WebP at the standard widths never wider than the photo, plus a 1200×630 JPEG and a dominant colour", async () => {
    const photo = await processImage(await phoneJpeg(2000, 1333, { gps: false }), {
      x: 0.2,
      y: 0.5,
    });
    expect(photo.webp.map((f) => f.width)).toEqual([480, 768, 1024, 1600, 2000]);
    expect(photo.avif.map((f) => f.width)).toEqual([480, 768, 1024, 1600]);
    expect(photo.avif.every((f) => f.contentType === "image/avif")).toBe(true);
    expect((await sharp(photo.avif[0]!.bytes).metadata()).format).toBe("heif");
    const og = await sharp(photo.og.bytes).metadata();
    expect([og.format, og.width, og.height]).toEqual(["jpeg", 1200, 630]);
    expect(photo.placeholder).toMatch(/^#[0-9a-f]{6}$/);
    expect(
      new Set([photo.master, ...photo.avif, ...photo.webp, photo.og].map((f) => f.hash)).size,
    ).toBe(2 + photo.avif.length + photo.webp.length);
  });

  it("widths and focal crops", () => {
    expect(cutWidths(300)).toEqual([300]);
    expect(cutWidths(1700)).toEqual([480, 768, 1024, 1600]);
    expect(cutWidths(4000)).toEqual([480, 768, 1024, 1600, 2400]);
    // A 4:3 photo cropped to 1.9:1 around a focal point near the bottom keeps the bottom.
    expect(focalCrop(1200, 900, 1200 / 630, 0.5, 0.95)).toEqual({
      left: 0,
      top: 270,
      width: 1200,
      height: 630,
    });
    expect(focalCrop(2000, 500, 1200 / 630, 0, 0.5)).toEqual({
      left: 0,
      top: 0,
      width: 952,
      height: 500,
    });
  });
});

// Issue 41, finding 2: images libvips decodes whole (or converts line by line) are refused from
// their header below the 200 MB rule, so decoding them cannot take the server's process tree
// over 300 MB. The three images of the probe, made here.
describe("images whose decoding would exceed the server's memory budget", () => {
  const solid = (width: number, height: number, channels: 3 | 4) =>
    sharp({
      create: { width, height, channels, background: { r: 30, g: 90, b: 160, alpha: 0.5 } },
    });
  const tooLarge = new ImageRejected("too_large_decoded");

  it("an interlaced 8-bit RGBA PNG of 7070×7070 (200 MB decoded)", async () => {
    const png = await solid(7070, 7070, 4)
      .png({ progressive: true, compressionLevel: 9 })
      .toBuffer();
    expect((await sharp(png).metadata()).isProgressive).toBe(true);
    await expect(inspectImage(png)).rejects.toEqual(tooLarge);
  });

  it("a lossless WebP of 8660×5773", async () => {
    const webp = await solid(8660, 5773, 4).webp({ lossless: true, effort: 0 }).toBuffer();
    await expect(inspectImage(webp)).rejects.toEqual(tooLarge);
  });

  it("a 16-bit RGBA PNG of 5000×4990", async () => {
    const deep = await solid(5000, 4990, 4)
      .toColourspace("rgb16")
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect((await sharp(deep).metadata()).depth).toBe("ushort");
    await expect(inspectImage(deep)).rejects.toEqual(tooLarge);
  });

  it("takes the largest image of each kind the rules allow, and refuses a row more", async () => {
    // Decision 440: what fits the 300 MB budget in the running server (tests/faults/media-memory).
    const l = largestAccepted();
    const largest = async (pixels: number, make: (w: number, h: number) => Promise<Buffer>) => {
      const side = Math.floor(Math.sqrt(pixels));
      const over = Math.floor(pixels / side) + 1;
      expect(await inspectImage(await make(side, side))).toEqual({ width: side, height: side });
      await expect(inspectImage(await make(side, over))).rejects.toEqual(tooLarge);
    };
    await largest(l.interlacedPngPixels.rgba, (w, h) =>
      solid(w, h, 4).png({ progressive: true }).toBuffer(),
    );
    await largest(l.losslessWebpPixels.rgba, (w, h) =>
      solid(w, h, 4).webp({ lossless: true, effort: 0 }).toBuffer(),
    );
    // Decision 442: a lossy WebP with transparency (its alpha plane decoded at full size).
    await largest(l.lossyAlphaWebpPixels.rgba, (w, h) =>
      solid(w, h, 4).webp({ effort: 0 }).toBuffer(),
    );
    // AVIF: a full-HD picture is taken, a 3-megapixel one is not (libheif takes ~18 bytes a pixel).
    const avif = (w: number, h: number) => solid(w, h, 3).avif({ effort: 0 }).toBuffer();
    expect(l.avifPixels.rgb).toBeGreaterThanOrEqual(1920 * 1080);
    expect(await inspectImage(await avif(1920, 1080))).toEqual({ width: 1920, height: 1080 });
    await expect(inspectImage(await avif(2000, 1500))).rejects.toEqual(tooLarge);
  });

  it("still takes ordinary photos of these kinds, and large streamed ones", async () => {
    const interlaced = await solid(3000, 2000, 4).png({ progressive: true }).toBuffer();
    expect(await inspectImage(interlaced)).toEqual({ width: 3000, height: 2000 });
    const lossless = await solid(3000, 2000, 3).webp({ lossless: true, effort: 0 }).toBuffer();
    expect(await inspectImage(lossless)).toEqual({ width: 3000, height: 2000 });
    const lossy = await solid(6000, 4000, 3).webp({ effort: 0 }).toBuffer();
    expect(await inspectImage(lossy)).toEqual({ width: 6000, height: 4000 });
    const lossyAlpha = await solid(2400, 1800, 4).webp({ effort: 0 }).toBuffer();
    expect(await inspectImage(lossyAlpha)).toEqual({ width: 2400, height: 1800 });
    const plain = await solid(7000, 7000, 4).png({ compressionLevel: 9 }).toBuffer();
    expect(await inspectImage(plain)).toEqual({ width: 7000, height: 7000 });
  });
});

describe("processing within the memory budget (decision 440)", () => {
  it("waits for an upload's decode check in progress: one decode at a time in the process", async () => {
    let release!: () => void;
    const check = oneAtATime(() => new Promise<void>((r) => (release = r)));
    let processed = false;
    const photo = processImage(await phoneJpeg(600, 400), { x: 0.5, y: 0.5 }).then((p) => {
      processed = true;
      return p;
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(processed).toBe(false);
    release();
    await check;
    expect((await photo).width).toBe(600);
  });

  it("keeps a WebP's master within the decode budget (decoded whole): a landscape one keeps every cut", async () => {
    expect(masterEdge({ width: 8000, height: 6000, format: "jpeg" })).toBe(MASTER_MAX_EDGE);
    expect(masterEdge({ width: 2000, height: 1500, format: "webp" })).toBe(2000);
    const edge = masterEdge({ width: 6000, height: 4500, format: "webp" });
    expect(edge * ((edge * 3) / 4) * WEBP_BYTES_PER_PIXEL).toBeLessThanOrEqual(
      MAX_DECODE_PEAK_BYTES,
    );
    expect(edge).toBeGreaterThan(2400);
    const webp = await sharp(await scene(6000, 4500))
      .webp({ quality: 80 })
      .toBuffer();
    const photo = await processImage(webp, { x: 0.5, y: 0.5 });
    expect([photo.width, photo.height]).toEqual([edge, Math.round((edge * 3) / 4)]);
    expect(photo.webp.map((f) => f.width)).toEqual([480, 768, 1024, 1600, 2400]);
  });

  // Decision 461: libvips turns only a whole image, so a photo to be turned keeps a master whose
  // pixels fit the decode budget, and is turned after it is shrunk.
  it("keeps the master of a photo to be turned within the decode budget, every cut of a 4:3 one kept", async () => {
    const rgb = { width: 8160, height: 6120, format: "jpeg", orientation: 6 } as const;
    expect(masterEdge(rgb)).toBe(MASTER_MAX_EDGE);
    const square = masterEdge({ ...rgb, height: 8160 });
    expect(square * square * 3).toBeLessThanOrEqual(MAX_DECODE_PEAK_BYTES);
    expect(square).toBeGreaterThan(2400);
    const rgba = masterEdge({
      width: 7071,
      height: 7071,
      format: "png",
      hasAlpha: true,
      orientation: 8,
    });
    expect(rgba * rgba * 4).toBeLessThanOrEqual(MAX_DECODE_PEAK_BYTES);
    expect(masterEdge({ width: 7071, height: 7071, format: "png", hasAlpha: true })).toBe(
      MASTER_MAX_EDGE,
    );
    // Turned upright, no metadata left, every cut made.
    const photo = await processImage(await phoneJpeg(5000, 3750, { orientation: 6 }), {
      x: 0.5,
      y: 0.5,
    });
    expect([photo.width, photo.height]).toEqual([3072, MASTER_MAX_EDGE]);
    const meta = await sharp(photo.master.bytes).metadata();
    expect([meta.width, meta.height, meta.orientation ?? 1, meta.exif]).toEqual([
      3072,
      MASTER_MAX_EDGE,
      1,
      undefined,
    ]);
    expect(photo.webp.map((f) => f.width)).toEqual([480, 768, 1024, 1600, 2400]);
  });

  it("turns each EXIF orientation upright as autoOrient does, from the orientation read before", async () => {
    // A small picture no turn or mirror maps onto itself.
    const raw = Buffer.alloc(3 * 2 * 3);
    for (let i = 0; i < 6; i++) raw.set([i * 40, 255 - i * 30, (i * 70) % 256], i * 3);
    const png = await sharp(raw, { raw: { width: 3, height: 2, channels: 3 } })
      .png()
      .toBuffer();
    const pixels = async (img: Sharp) => {
      const { data, info } = await img.raw().toBuffer({ resolveWithObject: true });
      return `${info.width}×${info.height} ${data.toString("hex")}`;
    };
    for (let o = 1; o <= 8; o++) {
      const tagged = await sharp(png).withMetadata({ orientation: o }).png().toBuffer();
      expect(await pixels(turnUpright(sharp(png), o)), `orientation ${o}`).toBe(
        await pixels(sharp(tagged).autoOrient()),
      );
    }
  });

  it("turns a photo with transparency upright, and keeps no metadata from the way", async () => {
    const tagged = await sharp(await scene(900, 600))
      .ensureAlpha(0.5)
      .png()
      .withMetadata({ orientation: 8 })
      .toBuffer();
    const photo = await processImage(tagged, { x: 0.5, y: 0.5 });
    const meta = await sharp(photo.master.bytes).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(["png", 600, 900, true]);
    expect([meta.orientation, meta.exif]).toEqual([undefined, undefined]);
  });

  it("cuts a photo with transparency at most 1024 px wide in WebP and AVIF, and keeps it", async () => {
    const png = await sharp({
      create: {
        width: 2600,
        height: 1800,
        channels: 4,
        background: { r: 200, g: 40, b: 40, alpha: 0.5 },
      },
    })
      .png()
      .toBuffer();
    const photo = await processImage(png, { x: 0.5, y: 0.5 });
    expect([ALPHA_WEBP_MAX_WIDTH, ALPHA_AVIF_MAX_WIDTH]).toEqual([1024, 1024]);
    expect(photo.master.contentType).toBe("image/png");
    expect(photo.webp.map((f) => f.width)).toEqual([480, 768, 1024]);
    expect(photo.avif.map((f) => f.width)).toEqual([480, 768, 1024]);
    expect((await sharp(photo.webp[0]!.bytes).metadata()).hasAlpha).toBe(true);
  });
});
