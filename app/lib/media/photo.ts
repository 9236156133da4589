import type { MediaFileSet } from "../../../db/schema";

/**
 * A photo as a public page renders it (loader data): everything the <picture> needs, worked
 * out on the server so the browser's code only copies attributes (decision 250): the srcsets
 * (every cut; the browser picks by `sizes`), the fallback, the alt text in the page's language,
 * the focal point as `object-position`, the dominant colour, the share image.
 */
export interface PhotoRef {
  id: number;
  width: number;
  height: number;
  alt: string;
  avif: string;
  webp: string;
  /** The <img>'s own src (a WebP of at most 1024 px). */
  src: string;
  /** "x% y%" */
  position: string;
  /** The photo's dominant colour ("#rrggbb"), shown until it loads. */
  placeholder: string | null;
  /** The 1200×630 JPEG. */
  og: string;
}

/** Photos by slot id (a gallery has several; every other slot one). */
export type SlotPhotos = Record<string, PhotoRef[]>;

export const MEDIA_PATH = "/media/";

export function mediaUrl(hash: string, ext: "avif" | "webp" | "jpg"): string {
  return `${MEDIA_PATH}${hash}.${ext}`;
}

function srcSetOf(files: Array<[number, string]>, ext: "avif" | "webp"): string {
  return files.map(([w, hash]) => `${mediaUrl(hash, ext)} ${w}w`).join(", ");
}

/** The width → hash pairs of one format, narrowest first. */
export function widthsOf(set: Record<string, string>): Array<[number, string]> {
  return Object.entries(set)
    .map(([w, hash]) => [Number(w), hash] as [number, string])
    .sort((a, b) => a[0] - b[0]);
}

export function toPhotoRef(
  row: {
    id: number;
    width: number;
    height: number;
    altPl: string;
    altEn: string;
    focalX: number;
    focalY: number;
    placeholder: string | null;
    files: MediaFileSet;
  },
  lang: "pl" | "en",
): PhotoRef {
  const webp = widthsOf(row.files.webp);
  const pct = (v: number) => `${Math.round(v * 1000) / 10}%`;
  return {
    id: row.id,
    width: row.width,
    height: row.height,
    alt: lang === "en" ? row.altEn : row.altPl,
    avif: srcSetOf(widthsOf(row.files.avif), "avif"),
    webp: srcSetOf(webp, "webp"),
    src: mediaUrl((webp.filter(([w]) => w <= 1024).at(-1) ?? webp[0]!)[1], "webp"),
    position: `${pct(row.focalX)} ${pct(row.focalY)}`,
    placeholder: row.placeholder,
    og: mediaUrl(row.files.og, "jpg"),
  };
}
