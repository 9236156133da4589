import { createHash } from "node:crypto";
import sharp, { type Metadata } from "sharp";

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
 * Images libvips cannot read as a stream, line by line, are decoded whole, and the peak is a
 * multiple of their decoded size: measured in the running server (`npm start`'s flags, on
 * PostgreSQL, baseline 161 MB), an interlaced 8-bit RGBA PNG of 200 MB decoded peaked at
 * 496-531 MB, a lossless WebP of 200 MB at 452 MB (issue 41, finding 2). They are refused above
 * this (an interlaced 16 MP RGBA PNG: 64 MB decoded, about 1.85× that at peak), as is AVIF
 * (decoded whole by libheif). 12-megapixel phone photos stay well under it.
 */
export const MAX_WHOLE_DECODE_BYTES = 64_000_000;
/**
 * Above 8 bits per channel, libvips streams but converts every line: a 16-bit 5000×4990 PNG
 * (200 MB decoded) peaked at 322 MB. Refused above this.
 */
export const MAX_DEEP_DECODED_BYTES = 100_000_000;

/** Whether a WebP's bytes hold a lossless (VP8L) bitstream, which libwebp decodes whole. */
export function isLosslessWebp(bytes: Buffer): boolean {
  return bytes.subarray(0, 4096).includes("VP8L", 12, "latin1");
}

/**
 * Whether decoding an upload with this header would take the server's process tree over its
 * 300 MB budget (contract, media row, changed 2026-11-28): the decoded size against the limit
 * for how libvips reads that kind of image.
 */
export function tooLargeDecoded(
  meta: Pick<Metadata, "width" | "height" | "channels" | "depth" | "format" | "isProgressive">,
  bytes: Buffer,
): boolean {
  const size = decodedBytes(meta);
  if (size > MAX_DECODED_BYTES) return true;
  const wholeDecode =
    (meta.format === "png" && meta.isProgressive) ||
    (meta.format === "webp" && isLosslessWebp(bytes)) ||
    meta.format === "heif" ||
    (meta.format as string) === "avif";
  if (wholeDecode && size > MAX_WHOLE_DECODE_BYTES) return true;
  const deep = (DEPTH_BYTES[meta.depth ?? "uchar"] ?? 8) > 1;
  return deep && size > MAX_DEEP_DECODED_BYTES;
}

/** The in-request decode checks run one at a time per process, so parallel uploads do not add up. */
let decodeQueue: Promise<unknown> = Promise.resolve();
export function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = decodeQueue.then(work, work);
  decodeQueue = run.catch(() => undefined);
  return run;
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
 * (JPEG shrinks on load) that fails on a truncated or damaged file, one upload at a time.
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
    await oneAtATime(() =>
      sharp(bytes, { failOn: "truncated", limitInputPixels: MAX_PIXELS })
        .resize(64, 64, { fit: "inside" })
        .raw()
        .toBuffer(),
    );
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
 * Everything stored of one photo: the master (turned upright from its EXIF orientation, every
 * metadata block left out, GPS included, sRGB), cuts in AVIF and WebP, the Open Graph JPEG and
 * the dominant colour. sharp writes no metadata unless asked (withMetadata/keepExif), so none of
 * these files carries any.
 */
export async function processImage(
  original: Buffer,
  focal: { x: number; y: number },
): Promise<ProcessedPhoto> {
  const { data: masterBytes, info } = await sharp(original, {
    failOn: "truncated",
    limitInputPixels: MAX_PIXELS,
  })
    .autoOrient()
    .resize(MASTER_MAX_EDGE, MASTER_MAX_EDGE, { fit: "inside", withoutEnlargement: true })
    .toColourspace("srgb")
    .jpeg({ quality: 90 })
    .toBuffer({ resolveWithObject: true })
    .then(async (jpeg) => {
      const alpha = (await sharp(original, { limitInputPixels: MAX_PIXELS }).metadata()).hasAlpha;
      if (!alpha) return jpeg;
      // A photo with transparency keeps it: its master is a PNG.
      return sharp(original, {
        failOn: "truncated",
        limitInputPixels: MAX_PIXELS,
      })
        .autoOrient()
        .resize(MASTER_MAX_EDGE, MASTER_MAX_EDGE, { fit: "inside", withoutEnlargement: true })
        .toColourspace("srgb")
        .png({ compressionLevel: 6 })
        .toBuffer({ resolveWithObject: true });
    });
  const master = fileOf(
    masterBytes,
    info.format === "png" ? "image/png" : "image/jpeg",
    info.width,
    info.height,
  );

  const avif: ProcessedFile[] = [];
  const webp: ProcessedFile[] = [];
  for (const w of cutWidths(info.width)) {
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
    if (w <= AVIF_MAX_WIDTH) {
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
