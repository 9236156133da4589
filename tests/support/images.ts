/**
 * Test photos made with sharp (no real photos live in the repository): a scene with a
 * distinct top-left corner, so a test can tell which way up a processed photo is, optionally
 * with an EXIF orientation and a GPS position as a phone writes them.
 */
import sharp, { type OverlayOptions } from "sharp";

/**
 * A landscape `width`×`height` picture: blue, with a yellow block in its top-left quarter.
 * `grain` adds camera-like noise, so a JPEG of it is as large as a phone's (a flat picture
 * compresses to almost nothing and would flatter every measurement).
 */
export async function scene(width: number, height: number, grain = false): Promise<Buffer> {
  const block = await sharp({
    create: {
      width: Math.round(width / 4),
      height: Math.round(height / 4),
      channels: 3,
      background: "#f0d020",
    },
  })
    .png()
    .toBuffer();
  const layers: OverlayOptions[] = [{ input: block, left: 0, top: 0 }];
  const base = sharp({
    create: { width, height, channels: 3, background: "#2060a0" },
  }).composite(layers);
  if (!grain) return base.png().toBuffer();
  // Noise on top, from a second pass (sharp composites in one pass).
  const flat = await base.png({ compressionLevel: 1 }).toBuffer();
  return sharp(flat)
    .composite([
      {
        input: {
          create: {
            width,
            height,
            channels: 3,
            background: "#808080",
            noise: { type: "gaussian", mean: 128, sigma: 30 },
          },
        },
        blend: "soft-light",
      },
    ])
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/** A phone-style JPEG: GPS position in its EXIF, and an orientation tag when given. */
export async function phoneJpeg(
  width: number,
  height: number,
  opts: { orientation?: number; gps?: boolean; grain?: boolean } = {},
): Promise<Buffer> {
  let img = sharp(await scene(width, height, opts.grain)).jpeg({ quality: 88 });
  if (opts.orientation) img = img.withMetadata({ orientation: opts.orientation });
  if (opts.gps !== false)
    img = img.withExif({
      IFD0: { Make: "TestPhone", Model: "Camera 1" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "52/1 13/1 0/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "21/1 0/1 0/1",
      },
    });
  return img.toBuffer();
}

/** Whether a file carries EXIF with a GPS block (the GPS IFD pointer tag 0x8825, either byte order). */
export async function hasGps(bytes: Buffer): Promise<boolean> {
  const { exif } = await sharp(bytes).metadata();
  if (!exif) return false;
  return exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));
}

/** The colour of a pixel, as [r, g, b]. */
export async function pixel(
  bytes: Buffer,
  x: number,
  y: number,
): Promise<[number, number, number]> {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  return [data[i]!, data[i + 1]!, data[i + 2]!];
}

/** A PNG whose header claims `width`×`height` (a decompression bomb's signature) without the pixels. */
export function bombPng(width: number, height: number): Buffer {
  const sig = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([len, body, crc]);
  };
  return Buffer.concat([
    sig,
    chunk("IHDR", ihdr),
    chunk("IDAT", Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const b of buf) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c;
}

/** The first bytes of an iPhone HEIC file (ftyp box, brand heic). */
export function heicHead(): Buffer {
  const box = Buffer.alloc(24);
  box.writeUInt32BE(24, 0);
  box.write("ftypheic", 4, "latin1");
  box.writeUInt32BE(0, 12);
  box.write("mif1heic", 16, "latin1");
  return Buffer.concat([box, Buffer.alloc(2000, 1)]);
}
