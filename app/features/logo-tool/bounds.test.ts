import { describe, expect, it } from "vitest";
import { cropLayout, findOpaqueBounds } from "./bounds";

/** A synthetic RGBA image: transparent, with the given pixels set to an alpha. */
function image(
  width: number,
  height: number,
  pixels: Array<[x: number, y: number, alpha: number]>,
) {
  const data = new Uint8ClampedArray(width * height * 4);
  for (const [x, y, a] of pixels) {
    const i = (y * width + x) * 4;
    data.set([10, 20, 30, a], i);
  }
  return data;
}

describe("findOpaqueBounds", () => {
  it("finds the rectangle around the non-transparent pixels", () => {
    const data = image(10, 8, [
      [3, 2, 255],
      [6, 5, 128],
      [4, 4, 1],
    ]);
    expect(findOpaqueBounds(data, 10, 8)).toEqual({ x: 3, y: 2, width: 4, height: 4 });
  });

  it("ignores pixels at or below the alpha threshold", () => {
    const data = image(10, 8, [
      [1, 1, 5],
      [8, 7, 200],
    ]);
    expect(findOpaqueBounds(data, 10, 8, 10)).toEqual({ x: 8, y: 7, width: 1, height: 1 });
  });

  it("returns null for a fully transparent image", () => {
    expect(findOpaqueBounds(image(5, 5, []), 5, 5)).toBeNull();
  });

  it("covers the whole image when the corners are opaque", () => {
    const data = image(4, 3, [
      [0, 0, 255],
      [3, 2, 255],
    ]);
    expect(findOpaqueBounds(data, 4, 3)).toEqual({ x: 0, y: 0, width: 4, height: 3 });
  });

  it("rejects data that does not match the dimensions", () => {
    expect(() => findOpaqueBounds(new Uint8ClampedArray(8), 2, 2)).toThrow(RangeError);
  });
});

describe("cropLayout", () => {
  it("adds the margin on every side (default 20)", () => {
    expect(cropLayout({ x: 100, y: 50, width: 300, height: 80 })).toEqual({
      sx: 100,
      sy: 50,
      sw: 300,
      sh: 80,
      dx: 20,
      dy: 20,
      width: 340,
      height: 120,
    });
  });

  it("uses the given margin and never a negative one", () => {
    expect(cropLayout({ x: 0, y: 0, width: 10, height: 10 }, 30)).toMatchObject({
      dx: 30,
      width: 70,
      height: 70,
    });
    expect(cropLayout({ x: 0, y: 0, width: 10, height: 10 }, -5)).toMatchObject({
      dx: 0,
      width: 10,
    });
  });
});
