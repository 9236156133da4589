/**
 * Reading the gift-voucher PDFs in tests: their text (pdfjs-dist) and the QR code of a page,
 * rendered to PNG by poppler's pdftoppm (installed by .ci/run) and decoded by jsQR.
 */
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import jsQR from "jsqr";
import sharp from "sharp";

/** The text of each page, its items joined by spaces. */
export async function pdfPages(pdf: Buffer): Promise<string[]> {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const content = await page.getTextContent();
    pages.push(
      content.items
        .map((item) => ("str" in item ? item.str : ""))
        .join(" ")
        .replace(/\s+/g, " "),
    );
  }
  await doc.destroy();
  return pages;
}

/** Each page's size in points. */
export async function pdfPageSizes(pdf: Buffer): Promise<Array<[number, number]>> {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf) }).promise;
  const out: Array<[number, number]> = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const [, , w, h] = (await doc.getPage(i)).view;
    out.push([Math.round(w!), Math.round(h!)]);
  }
  await doc.destroy();
  return out;
}

/** Renders one page to PNG (pdftoppm) and decodes the QR code on it; null when none is found. */
export async function pdfQr(pdf: Buffer, page = 1, dpi = 150): Promise<string | null> {
  const dir = await mkdtemp(path.join(tmpdir(), "voucher-pdf-"));
  try {
    await writeFile(path.join(dir, "v.pdf"), pdf);
    await promisify(execFile)("pdftoppm", [
      "-f",
      String(page),
      "-l",
      String(page),
      "-r",
      String(dpi),
      "-png",
      "-singlefile",
      path.join(dir, "v.pdf"),
      path.join(dir, "page"),
    ]);
    const png = await readFile(path.join(dir, "page.png"));
    const { data, info } = await sharp(png)
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const found = jsQR(
      new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
      info.width,
      info.height,
    );
    return found?.data ?? null;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
