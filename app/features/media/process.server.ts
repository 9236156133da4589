import { createHash } from "node:crypto";
import { join } from "node:path";
import sharp, { type Metadata, type OutputInfo, type Sharp } from "sharp";
import { oneAtATime } from "~/lib/memory-slot.server";
import { withScratch } from "./scratch.server";

/**
 * Photo processing with sharp/libvips (docs/decisions/250).
 *
 * One libvips thread and no operation cache: a photo takes a little longer, and the site's
 * pages keep the other core while the operator uploads an album.
 */
sharp.concurrency(1);
sharp.cache(false);

/** Uploads over this many pixels are refused from their header, before any decoding (bombs). */
export const MAX_PIXELS = 50_000_000;
/**
 * Uploads that would take more than this many bytes decoded (width × height × channels × bytes
 * per channel) are refused from their header too (issue 31, finding 5): a 7000×7000 PNG at 16
 * bits per RGBA channel is within 50 megapixels but 392 MB decoded.
 */
export const MAX_DECODED_BYTES = 200_000_000;

/** Bytes per channel of libvips' band formats (sharp's `depth`). */
const DEPTH_BYTES: Record<string, number> = {
  uchar: 1,
  char: 1,
  ushort: 2,
  short: 2,
  uint: 4,
  int: 4,
  float: 4,
  complex: 8,
  double: 8,
  dpcomplex: 16,
};

/** The memory a full decode of an image with this header takes. */
export function decodedBytes(meta: Pick<Metadata, "width" | "height" | "channels" | "depth">) {
  const perChannel = DEPTH_BYTES[meta.depth ?? "uchar"] ?? 8;
  return (meta.width ?? 0) * (meta.height ?? 0) * (meta.channels ?? 4) * perChannel;
}

/**
 * What decoding an image may add to the server's memory (decision 440), against the 300 MB the
 * contract sets for the server's whole process tree (media row, changed 2026-11-28): the
 * server itself holds about 150 MB on PostgreSQL and 200 MB on PGlite once it has served pages
 * (decision 461), and a photo's processing adds 50-90 MB beside its decode. Images libvips reads
 * line by line (baseline JPEG, non-interlaced PNG) stay far under it at 50 megapixels:
 * shrink-on-load and the 4096 px master keep them small; a lossy WebP is decoded whole
 * (WEBP_BYTES_PER_PIXEL).
 */
export const MAX_DECODE_PEAK_BYTES = 44_000_000;
/**
 * Images libvips cannot read as a stream, line by line, are decoded whole, each time they are
 * decoded. Measured in the running server (`npm start`'s flags, PostgreSQL, 181 MB before): an
 * interlaced 3316×3316 RGBA PNG (44 MB decoded) raised the peak by 66 MB, a lossless WebP of the
 * same size by 128 MB (libwebp's own ARGB buffer, then libvips' copy). Refused above these
 * decoded sizes: an interlaced PNG of 11 megapixels in RGBA (14.6 in RGB), a lossless WebP of
 * 7.5 (10 in RGB).
 */
export const MAX_WHOLE_DECODE_BYTES = MAX_DECODE_PEAK_BYTES;
export const MAX_LOSSLESS_WEBP_BYTES = 30_000_000;
/**
 * AVIF (libheif with libaom) takes about 18 bytes a pixel to decode whatever its channels:
 * measured +108 MB for 3000×2000, +217 MB for 4000×3000, +383 MB for 4618×4618. Refused over
 * MAX_DECODE_PEAK_BYTES at that rate: about 2.4 megapixels (a 1920×1080 picture is taken).
 */
export const AVIF_BYTES_PER_PIXEL = 18;
/**
 * libwebp decodes a lossy WebP whole too, about 8 to 9 bytes a pixel (its RGBA buffer and
 * libvips' copy; measured +96 MB for 4000×3000, +109 MB with alpha, decision 442): an opaque one
 * is decoded straight at its master's size (shrink-on-load), so its master is kept within
 * MAX_DECODE_PEAK_BYTES at that rate (`masterBox`); its alpha plane is decoded at full size
 * whatever the scale (+265 MB for a 50-megapixel RGBA WebP), so a lossy WebP with transparency
 * is refused over MAX_DECODE_PEAK_BYTES at that rate (about 4.9 megapixels).
 */
export const WEBP_BYTES_PER_PIXEL = 9;
/**
 * Above 8 bits per channel, libvips streams but converts every line (a 16-bit 3535×3535 RGBA
 * PNG, 100 MB decoded: +32 MB for the check, +9 MB for the master). Refused above this.
 */
export const MAX_DEEP_DECODED_BYTES = 100_000_000;

/** Whether a WebP's bytes hold a lossless (VP8L) bitstream, which libwebp decodes whole. */
export function isLosslessWebp(bytes: Buffer): boolean {
  return bytes.subarray(0, 4096).includes("VP8L", 12, "latin1");
}

/**
 * Whether decoding an upload with this header would take the server's process tree over its
 * 300 MB budget (contract, media row, changed 2026-11-28): what libvips needs to decode that
 * kind of image, against MAX_DECODE_PEAK_BYTES.
 */
export function tooLargeDecoded(
  meta: Pick<
    Metadata,
    "width" | "height" | "channels" | "depth" | "format" | "isProgressive" | "hasAlpha"
  >,
  bytes: Buffer,
): boolean {
  const size = decodedBytes(meta);
  if (size > MAX_DECODED_BYTES) return true;
  const pixels = (meta.width ?? 0) * (meta.height ?? 0);
  if (meta.format === "heif" || (meta.format as string) === "avif")
    return pixels * AVIF_BYTES_PER_PIXEL > MAX_DECODE_PEAK_BYTES;
  if (meta.format === "png" && meta.isProgressive && size > MAX_WHOLE_DECODE_BYTES) return true;
  if (meta.format === "webp" && isLosslessWebp(bytes)) {
    if (size > MAX_LOSSLESS_WEBP_BYTES) return true;
  } else if (meta.format === "webp" && meta.hasAlpha) {
    if (pixels * WEBP_BYTES_PER_PIXEL > MAX_DECODE_PEAK_BYTES) return true;
  }
  const deep = (DEPTH_BYTES[meta.depth ?? "uchar"] ?? 8) > 1;
  return deep && size > MAX_DEEP_DECODED_BYTES;
}

/** The most pixels each kind of image the rules treat apart may have and still be taken. */
export function largestAccepted() {
  const within = (bytes: number, perPixel: number) =>
    Math.min(MAX_PIXELS, Math.floor(bytes / perPixel));
  return {
    /** Interlaced PNG (8 bits a channel). */
    interlacedPngPixels: {
      rgba: within(MAX_WHOLE_DECODE_BYTES, 4),
      rgb: within(MAX_WHOLE_DECODE_BYTES, 3),
    },
    losslessWebpPixels: {
      rgba: within(MAX_LOSSLESS_WEBP_BYTES, 4),
      rgb: within(MAX_LOSSLESS_WEBP_BYTES, 3),
    },
    /** 16 bits a channel. */
    deepPixels: { rgba: within(MAX_DEEP_DECODED_BYTES, 8), rgb: within(MAX_DEEP_DECODED_BYTES, 6) },
    avifPixels: { rgb: within(MAX_DECODE_PEAK_BYTES, AVIF_BYTES_PER_PIXEL) },
    /** Lossy WebP with transparency (an opaque one is taken up to `streamedPixels`). */
    lossyAlphaWebpPixels: { rgba: within(MAX_DECODE_PEAK_BYTES, WEBP_BYTES_PER_PIXEL) },
    /** Baseline JPEG, non-interlaced PNG, opaque lossy WebP. */
    streamedPixels: { rgba: within(MAX_DECODED_BYTES, 4), rgb: within(MAX_DECODED_BYTES, 3) },
  };
}

/** The widths cut from every photo (never wider than the photo). */
export const CUT_WIDTHS = [480, 768, 1024, 1600, 2400] as const;
/** The widest AVIF cut; wider screens get the 1600 px AVIF or the WebP cuts. */
export const AVIF_MAX_WIDTH = 1600;
/**
 * The master's longest edge: larger photos are scaled down as they are read (a JPEG shrinks on
 * load), so a 50-megapixel upload is never held whole in memory (issue 31, finding 5; the
 * largest cut is 2400 px wide, so nothing shown loses detail).
 */
export const MASTER_MAX_EDGE = 4096;
export const OG_SIZE = { width: 1200, height: 630 } as const;

export type ImageKind = "jpeg" | "png" | "webp" | "avif";
export type Sniffed = ImageKind | "heic" | null;

/** The type of an upload from its first bytes, whatever its name or declared type says. */
export function sniffImage(head: Uint8Array): Sniffed {
  const b = Buffer.from(head.buffer, head.byteOffset, Math.min(head.byteLength, 64));
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "jpeg";
  if (
    b.length >= 8 &&
    b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return "png";
  if (
    b.length >= 12 &&
    b.toString("latin1", 0, 4) === "RIFF" &&
    b.toString("latin1", 8, 12) === "WEBP"
  )
    return "webp";
  if (b.length >= 12 && b.toString("latin1", 4, 8) === "ftyp") {
    // ISO-BMFF: the major brand, then the compatible brands up to the box's end.
    const boxSize = Math.min(b.readUInt32BE(0), b.length);
    const brands = [b.toString("latin1", 8, 12)];
    for (let i = 16; i + 4 <= boxSize; i += 4) brands.push(b.toString("latin1", i, i + 4));
    if (brands.some((x) => x === "avif" || x === "avis")) return "avif";
    if (
      brands.some((x) =>
        ["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"].includes(x),
      )
    )
      return "heic";
  }
  return null;
}

export class ImageRejected extends Error {
  constructor(public reason: "corrupt" | "too_many_pixels" | "too_large_decoded") {
    super(reason);
  }
}

/**
 * Checks an upload in the request that brought it: the header (dimensions, refused above
 * MAX_PIXELS or MAX_DECODED_BYTES before decoding), then a cheap full decode to a thumbnail
 * (JPEG shrinks on load) that fails on a truncated or damaged file. The caller holds the
 * process's one photo slot (`oneAtATime`) around it.
 * Answers the upright dimensions.
 */
export async function inspectImage(bytes: Buffer): Promise<{ width: number; height: number }> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejected("corrupt");
  }
  if (!meta.width || !meta.height) throw new ImageRejected("corrupt");
  if (meta.width * meta.height > MAX_PIXELS) throw new ImageRejected("too_many_pixels");
  if (tooLargeDecoded(meta, bytes)) throw new ImageRejected("too_large_decoded");
  try {
    await sharp(bytes, { failOn: "truncated", limitInputPixels: MAX_PIXELS })
      .resize(64, 64, { fit: "inside" })
      .raw()
      .toBuffer();
  } catch {
    throw new ImageRejected("corrupt");
  }
  const swap = (meta.orientation ?? 1) >= 5;
  return swap
    ? { width: meta.height, height: meta.width }
    : { width: meta.width, height: meta.height };
}

export interface ProcessedFile {
  hash: string;
  contentType: string;
  width: number;
  height: number;
  bytes: Buffer;
}

export interface ProcessedPhoto {
  width: number;
  height: number;
  placeholder: string;
  master: ProcessedFile;
  avif: ProcessedFile[];
  webp: ProcessedFile[];
  og: ProcessedFile;
}

function fileOf(bytes: Buffer, contentType: string, width: number, height: number): ProcessedFile {
  return {
    hash: createHash("sha256").update(bytes).digest("hex").slice(0, 32),
    contentType,
    width,
    height,
    bytes,
  };
}

/** The widths to cut from a photo `width` wide: the standard ones that fit, and the photo's own when well past the last. */
export function cutWidths(width: number): number[] {
  const fits: number[] = CUT_WIDTHS.filter((w) => w <= width);
  const last = fits.at(-1) ?? 0;
  if (width < CUT_WIDTHS.at(-1)! && width > last * 1.2) fits.push(width);
  return fits;
}

/** The box of the master that a `target` aspect ratio keeps around the focal point. */
export function focalCrop(width: number, height: number, target: number, fx: number, fy: number) {
  const clamp = (v: number, max: number) => Math.max(0, Math.min(max, Math.round(v)));
  if (width / height > target) {
    const w = Math.round(height * target);
    return {
      left: clamp(fx * width - w / 2, width - w),
      top: 0,
      width: w,
      height,
    };
  }
  const h = Math.round(width / target);
  return {
    left: 0,
    top: clamp(fy * height - h / 2, height - h),
    width,
    height: h,
  };
}

/**
 * Whether a photo's EXIF orientation asks for it to be turned or mirrored (phones often store
 * their pictures sideways with orientation 6 or 8; JPEG, PNG and WebP carry it).
 */
export function isTurned(meta: Pick<Metadata, "orientation">): boolean {
  return (meta.orientation ?? 1) > 1;
}

/**
 * The master's longest edge: MASTER_MAX_EDGE, and no more than keeps what the master's making
 * holds whole within MAX_DECODE_PEAK_BYTES:
 * - a WebP (decoded whole, at the master's size when opaque) within MAX_DECODE_PEAK_BYTES /
 *   WEBP_BYTES_PER_PIXEL pixels (4.9 megapixels: a 4:3 landscape WebP keeps every cut up to
 *   2400 px, a portrait one's widest cut is its master's width, about 1900 px). Decision 442.
 * - a photo to be turned upright (`isTurned`): libvips turns an image only whole, so the master
 *   is turned after it is made, and its pixels stay within MAX_DECODE_PEAK_BYTES (a 4:3 RGB photo
 *   keeps its 4096 px master; RGBA, whose cuts stop at 1024 px, about 3800 × 2900). Turned before
 *   shrinking, a 7071×7071 RGBA PNG with orientation 6 held 112 MB, the 50-megapixel JPEG 69 MB.
 *   Decision 461.
 */
export function masterEdge(
  meta: Pick<Metadata, "width" | "height" | "format"> &
    Partial<Pick<Metadata, "hasAlpha" | "orientation">>,
): number {
  const [w, h] = [meta.width ?? 0, meta.height ?? 0];
  if (w * h === 0) return MASTER_MAX_EDGE;
  const within = (pixels: number) =>
    Math.floor(Math.max(w, h) * Math.min(1, Math.sqrt(pixels / (w * h))));
  let edge = MASTER_MAX_EDGE;
  if (meta.format === "webp")
    edge = Math.min(edge, within(MAX_DECODE_PEAK_BYTES / WEBP_BYTES_PER_PIXEL));
  if (isTurned(meta))
    edge = Math.min(edge, within(MAX_DECODE_PEAK_BYTES / (meta.hasAlpha ? 4 : 3)));
  return edge;
}

/** The 1200×630 JPEG for Open Graph and e-mails, cropped from the master around the focal point. */
export async function makeOg(
  master: Buffer,
  width: number,
  height: number,
  fx: number,
  fy: number,
): Promise<ProcessedFile> {
  const box = focalCrop(width, height, OG_SIZE.width / OG_SIZE.height, fx, fy);
  const bytes = await sharp(master)
    .extract(box)
    .resize(OG_SIZE.width, OG_SIZE.height, { fit: "fill" })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 82, progressive: true, mozjpeg: true })
    .toBuffer();
  return fileOf(bytes, "image/jpeg", OG_SIZE.width, OG_SIZE.height);
}

/**
 * The widest cuts of a photo with transparency: libwebp and libaom hold its alpha plane apart
 * and compress it losslessly, which took +100 MB at 2400 px (WebP) and +56 to +87 MB at 1600 px
 * (AVIF) against +18 and +26 MB for the same cuts of an opaque photo (decision 440); its WebP
 * at 1600 px still took +58 MB, the most of any stage (decision 442). Such a photo gets WebP and
 * AVIF at 480 to 1024 px: at least three widths.
 */
export const ALPHA_WEBP_MAX_WIDTH = 1024;
export const ALPHA_AVIF_MAX_WIDTH = 1024;

/**
 * Everything stored of one photo: the master (turned upright from its EXIF orientation, every
 * metadata block left out, GPS included, sRGB), cuts in AVIF and WebP, the Open Graph JPEG and
 * the dominant colour. sharp writes no metadata unless asked (withMetadata/keepExif), so none of
 * these files carries any. It takes the process's one photo slot (`oneAtATime`), so it never
 * runs while an upload is read and checked: each one's memory comes on its own.
 */
export function processImage(
  original: Buffer | string,
  focal: { x: number; y: number },
): Promise<ProcessedPhoto> {
  return oneAtATime(() => processNow(original, focal));
}

/** `original`: the upload's bytes, or the path of a file holding them (the queue's, decision 461). */
async function processNow(
  original: Buffer | string,
  focal: { x: number; y: number },
): Promise<ProcessedPhoto> {
  const input = () => sharp(original, { failOn: "truncated", limitInputPixels: MAX_PIXELS });
  // A photo with transparency keeps it: its master is a PNG. (Whether an alpha channel is opaque
  // everywhere is not asked: sharp's stats() holds the whole image, +160 to +210 MB at 50 MP.)
  const meta = await input().metadata();
  const alpha = meta.hasAlpha === true;
  const edge = masterEdge(meta);
  const encode = (img: Sharp) =>
    alpha
      ? img.png({ compressionLevel: 6 })
      : // No optimised Huffman tables for the JPEG master: they need every DCT coefficient of
        // the image held at once (+99 MB for a 4096×3072 master; the file is about a quarter larger).
        img.removeAlpha().jpeg({ quality: 90, optimiseCoding: false });
  const shrunk = input()
    .resize(edge, edge, { fit: "inside", withoutEnlargement: true })
    .toColourspace("srgb");
  if (!isTurned(meta))
    return cutAll(await encode(shrunk).toBuffer({ resolveWithObject: true }), alpha, focal);
  // A photo to be turned is shrunk first, as a stream, and its master turned afterwards: libvips
  // turns only a whole image, and turning before shrinking held the shrunk image and the turned
  // one at once (`masterEdge`). The shrunk copy goes through a file, not the process's memory,
  // with no metadata at all (the turn is applied from the orientation read here): a JPEG at
  // quality 95 without chroma subsampling, so the master's own encoding loses next to nothing
  // more, or a PNG when the photo has transparency.
  return withScratch(async (dir) => {
    const path = join(dir, alpha ? "shrunk.png" : "shrunk.jpg");
    await (
      alpha
        ? shrunk.png({ compressionLevel: 1 })
        : shrunk
            .removeAlpha()
            .jpeg({ quality: 95, chromaSubsampling: "4:4:4", optimiseCoding: false })
    ).toFile(path);
    const upright = await encode(turnUpright(sharp(path), meta.orientation!)).toBuffer({
      resolveWithObject: true,
    });
    return cutAll(upright, alpha, focal);
  });
}

/** How each EXIF orientation (2-8) is turned upright, as sharp's `autoOrient` turns it. */
const UPRIGHT: Record<number, { rotate?: number; flip?: boolean; flop?: boolean }> = {
  2: { flop: true },
  3: { rotate: 180 },
  4: { flip: true },
  5: { rotate: 90, flip: true },
  6: { rotate: 90 },
  7: { rotate: 90, flop: true },
  8: { rotate: 270 },
};

/** The image turned upright from an EXIF orientation read before (its own metadata is not used). */
export function turnUpright(img: Sharp, orientation: number): Sharp {
  const turn = UPRIGHT[orientation] ?? {};
  let out = turn.rotate ? img.rotate(turn.rotate) : img;
  if (turn.flip) out = out.flip();
  if (turn.flop) out = out.flop();
  return out;
}

/** The master and every file cut from it (`processImage`). */
async function cutAll(
  { data: masterBytes, info }: { data: Buffer; info: OutputInfo },
  alpha: boolean,
  focal: { x: number; y: number },
): Promise<ProcessedPhoto> {
  const master = fileOf(
    masterBytes,
    info.format === "png" ? "image/png" : "image/jpeg",
    info.width,
    info.height,
  );

  const avif: ProcessedFile[] = [];
  const webp: ProcessedFile[] = [];
  const webpMax = alpha ? ALPHA_WEBP_MAX_WIDTH : Infinity;
  const avifMax = alpha ? ALPHA_AVIF_MAX_WIDTH : AVIF_MAX_WIDTH;
  for (const w of cutWidths(info.width).filter((w) => w <= webpMax)) {
    // Each file is its own pipeline from the master (a JPEG master shrinks on load), one after
    // another. Resizing once to raw pixels and encoding those twice made the same bytes but
    // handed every cut's pixels (up to 23 MB at 2400 px) to JavaScript, where they lingered
    // until a collection: peak RSS 10–60 MB higher for a few ms less (decision 250).
    const cut = () => sharp(masterBytes).resize(w);
    const webpFile = await cut()
      .webp({ quality: 78, effort: 3 })
      .toBuffer({ resolveWithObject: true });
    webp.push(fileOf(webpFile.data, "image/webp", webpFile.info.width, webpFile.info.height));
    // AVIF stops at AVIF_MAX_WIDTH: its encoder's memory and time grow fastest with size (decision 250).
    if (w <= avifMax) {
      const avifFile = await cut()
        .avif({ quality: 50, effort: 2, chromaSubsampling: "4:2:0" })
        .toBuffer({ resolveWithObject: true });
      avif.push(fileOf(avifFile.data, "image/avif", avifFile.info.width, avifFile.info.height));
    }
  }
  const { dominant } = await sharp(webp[0]!.bytes).stats();
  const hex = (n: number) => n.toString(16).padStart(2, "0");
  const og = await makeOg(masterBytes, info.width, info.height, focal.x, focal.y);
  return {
    width: info.width,
    height: info.height,
    placeholder: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`,
    master,
    avif,
    webp,
    og,
  };
}
