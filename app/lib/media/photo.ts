import type { MediaFileSet } from "../../../db/schema";

/**
 * A photo as a public page renders it (loader data, so kept small): its size, the alt text in
 * the page's language, the focal point, the placeholder colour and its files' hashes by width.
 */
export interface PhotoRef {
  id: number;
  width: number;
  height: number;
  alt: string;
  /** Focal point, 0..1 from the left and from the top. */
  fx: number;
  fy: number;
  /** The photo's dominant colour ("#rrggbb"), shown until it loads. */
  placeholder: string | null;
  avif: Array<[number, string]>;
  webp: Array<[number, string]>;
  og: string;
}

/** Photos by slot id (a gallery has several; every other slot one). */
export type SlotPhotos = Record<string, PhotoRef[]>;

export const MEDIA_PATH = "/media/";

export function mediaUrl(hash: string, ext: "avif" | "webp" | "jpg"): string {
  return `${MEDIA_PATH}${hash}.${ext}`;
}

export function srcSetOf(
  files: Array<[number, string]>,
  ext: "avif" | "webp",
  maxWidth = Infinity,
): string {
  const fitting = files.filter(([w]) => w <= maxWidth);
  // A photo narrower than every cut still offers its smallest one.
  const chosen = fitting.length > 0 ? fitting : files.slice(0, 1);
  return chosen.map(([w, hash]) => `${mediaUrl(hash, ext)} ${w}w`).join(", ");
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
  return {
    id: row.id,
    width: row.width,
    height: row.height,
    alt: lang === "en" ? row.altEn : row.altPl,
    fx: row.focalX,
    fy: row.focalY,
    placeholder: row.placeholder,
    avif: widthsOf(row.files.avif),
    webp: widthsOf(row.files.webp),
    og: row.files.og,
  };
}
