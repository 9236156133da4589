import { DEFAULT_MARGIN, cropLayout, findOpaqueBounds } from "./bounds";

export type LogoToolErrorCode = "canvas" | "croppedCanvas" | "blob" | "load" | "empty";

/** docs/product.md §8's internal errors of the logo tool; `message` is the developer-facing English text. */
export class LogoToolError extends Error {
  constructor(
    readonly code: LogoToolErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "LogoToolError";
  }
}

export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new LogoToolError("load", "Failed to load image"));
    img.src = src;
  });
}

export interface CropResult {
  blob: Blob;
  width: number;
  height: number;
  sourceWidth: number;
  sourceHeight: number;
}

/** Finds the non-transparent bounds of the image and crops it with a margin, as a PNG blob. */
export async function cropLogo(
  img: HTMLImageElement,
  margin: number = DEFAULT_MARGIN,
): Promise<CropResult> {
  const w = img.naturalWidth;
  const h = img.naturalHeight;
  const source = document.createElement("canvas");
  source.width = w;
  source.height = h;
  const ctx = source.getContext("2d", { willReadFrequently: true });
  if (!ctx) throw new LogoToolError("canvas", "Could not get canvas context");
  ctx.drawImage(img, 0, 0);
  const bounds = findOpaqueBounds(ctx.getImageData(0, 0, w, h).data, w, h);
  if (!bounds) throw new LogoToolError("empty", "The image is fully transparent");
  const l = cropLayout(bounds, margin);
  const out = document.createElement("canvas");
  out.width = l.width;
  out.height = l.height;
  const outCtx = out.getContext("2d");
  if (!outCtx) throw new LogoToolError("croppedCanvas", "Could not get cropped canvas context");
  outCtx.drawImage(source, l.sx, l.sy, l.sw, l.sh, l.dx, l.dy, l.sw, l.sh);
  const blob = await new Promise<Blob | null>((resolve) => out.toBlob(resolve, "image/png"));
  if (!blob) throw new LogoToolError("blob", "Failed to create blob");
  return { blob, width: l.width, height: l.height, sourceWidth: w, sourceHeight: h };
}
