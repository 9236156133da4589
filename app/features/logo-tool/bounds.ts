/** Pure geometry of the logo tool (docs/product.md §7): where the visible pixels are, and the crop. */

export interface Bounds {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const DEFAULT_MARGIN = 20;

/**
 * The smallest rectangle containing every pixel whose alpha is above `alphaThreshold`, from
 * RGBA data (4 bytes per pixel, row by row, as canvas getImageData returns). Null when the
 * image is fully transparent.
 */
export function findOpaqueBounds(
  data: ArrayLike<number>,
  width: number,
  height: number,
  alphaThreshold = 0,
): Bounds | null {
  if (data.length < width * height * 4)
    throw new RangeError("RGBA data is shorter than width × height × 4");
  let minX = width;
  let minY = height;
  let maxX = -1;
  let maxY = -1;
  for (let y = 0; y < height; y++) {
    const row = y * width * 4;
    for (let x = 0; x < width; x++) {
      if (data[row + x * 4 + 3]! > alphaThreshold) {
        if (x < minX) minX = x;
        if (x > maxX) maxX = x;
        if (y < minY) minY = y;
        if (y > maxY) maxY = y;
      }
    }
  }
  if (maxX < 0) return null;
  return { x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1 };
}

export interface CropLayout {
  /** Source rectangle (the opaque bounds). */
  sx: number;
  sy: number;
  sw: number;
  sh: number;
  /** Where it lands on the output canvas. */
  dx: number;
  dy: number;
  /** Output canvas size: the bounds plus the margin on every side (transparent). */
  width: number;
  height: number;
}

/** The crop of `bounds` with an equal transparent margin on every side. */
export function cropLayout(bounds: Bounds, margin: number = DEFAULT_MARGIN): CropLayout {
  const m = Math.max(0, Math.round(margin));
  return {
    sx: bounds.x,
    sy: bounds.y,
    sw: bounds.width,
    sh: bounds.height,
    dx: m,
    dy: m,
    width: bounds.width + 2 * m,
    height: bounds.height + 2 * m,
  };
}
