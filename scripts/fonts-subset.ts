/**
 * Regenerates the two Inter files the pages preload (app/assets/fonts/README.md):
 *
 * - inter-latin-wght-normal.woff2: Inter Variable's latin subset (the same characters as
 *   Fontsource's file, so the same unicode-range), with the weight axis limited to 400–900,
 *   the weights the site uses (font-normal … font-black). Every OpenType feature is kept.
 * - inter-polish-wght-normal.woff2: the 16 Polish letters outside Latin-1, cut from the
 *   latin-ext file, with the same weight range.
 *
 * Run after updating @fontsource-variable/inter: `npx tsx scripts/fonts-subset.ts`.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";

const FILES = path.resolve("node_modules/@fontsource-variable/inter/files");
const OUT = path.resolve("app/assets/fonts");
const WEIGHTS = { wght: { min: 400, max: 900 } };

type Range = readonly [number, number];

/** Fontsource's latin unicode-range without the C0 controls, which have no glyphs. */
const LATIN: Range[] = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x131, 0x131],
  [0x152, 0x153],
  [0x2bb, 0x2bc],
  [0x2c6, 0x2c6],
  [0x2da, 0x2da],
  [0x2dc, 0x2dc],
  [0x304, 0x304],
  [0x308, 0x308],
  [0x329, 0x329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

/** Ą Ć Ę Ł Ń Ś Ź Ż and their lower case (Ó ó are Latin-1). */
const POLISH: Range[] = [
  [0x104, 0x107],
  [0x118, 0x119],
  [0x141, 0x144],
  [0x15a, 0x15b],
  [0x179, 0x17c],
];

const text = (ranges: Range[]) =>
  ranges
    .flatMap(([from, to]) =>
      Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
    )
    .join("");

async function cut(source: string, ranges: Range[], target: string) {
  const input = readFileSync(path.join(FILES, source));
  const output = await subsetFont(input, text(ranges), {
    targetFormat: "woff2",
    variationAxes: WEIGHTS,
  });
  writeFileSync(path.join(OUT, target), output);
  console.log(`${target}: ${input.length} → ${output.length} bytes`);
}

await cut("inter-latin-wght-normal.woff2", LATIN, "inter-latin-wght-normal.woff2");
await cut("inter-latin-ext-wght-normal.woff2", POLISH, "inter-polish-wght-normal.woff2");
