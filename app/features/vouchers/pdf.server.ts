import { createRequire } from "node:module";
import path from "node:path";
import PDFDocument from "pdfkit";
import { encode } from "uqr";
import type { Lang } from "~/lib/i18n/lang";

/**
 * A gift voucher as a PDF (decision 372): an A4 page and an A6 page (to print whichever suits),
 * each with the brand, the value or the cruise, the recipient, the message, the expiry date, the
 * code and a QR code of the voucher's own page. DejaVu Sans is embedded (subset) for the Polish
 * letters; the QR code is drawn as vector squares from uqr's module matrix.
 */
export interface VoucherPdfData {
  lang: Lang;
  brand: string;
  /** "300 PLN" or the cruise's name (and the number of people). */
  what: string;
  /** The code as printed: ABCD-EFGH-JKMN. */
  code: string;
  recipientName: string | null;
  message: string | null;
  /** The expiry date as printed (already formatted in the voucher's language). */
  expires: string;
  url: string;
  contact: string;
}

const require = createRequire(import.meta.url);
const FONT_DIR = path.join(path.dirname(require.resolve("dejavu-fonts-ttf/package.json")), "ttf");
const REGULAR = path.join(FONT_DIR, "DejaVuSans.ttf");
const BOLD = path.join(FONT_DIR, "DejaVuSans-Bold.ttf");

const COPY = {
  pl: {
    title: "Bon podarunkowy",
    for: "Dla",
    valid: "Ważny do",
    code: "Kod bonu",
    scan: "Zeskanuj, aby sprawdzić saldo i ważność",
    how: "Przy rezerwacji rejsu podaj kod bonu. Niewykorzystane saldo nie przepada: na prośbę przedłużamy ważność albo zwracamy pieniądze.",
  },
  en: {
    title: "Gift voucher",
    for: "For",
    valid: "Valid until",
    code: "Voucher code",
    scan: "Scan to check the balance and expiry",
    how: "Give the voucher code when you book a cruise. An unused balance is never lost: on request we extend the voucher or refund it.",
  },
} as const;

const NAVY = "#0b1f33";
const RIVER = "#0c656b";
const MUTED = "#475569";

function drawQr(doc: PDFKit.PDFDocument, value: string, x: number, y: number, size: number) {
  const qr = encode(value, { ecc: "M", border: 2 });
  const n = qr.data.length;
  const cell = size / n;
  doc.save();
  doc.rect(x, y, size, size).fill("#ffffff");
  qr.data.forEach((row, r) =>
    row.forEach((dark, c) => {
      if (dark) doc.rect(x + c * cell, y + r * cell, cell + 0.01, cell + 0.01);
    }),
  );
  doc.fill("#000000");
  doc.restore();
}

/** One run of text in a colour, a weight and a size (PDFKit's `text` options after them). */
function write(
  doc: PDFKit.PDFDocument,
  [color, font, size]: [color: string, font: "regular" | "bold", size: number],
  text: string,
  x: number,
  y: number,
  options?: PDFKit.Mixins.TextOptions,
) {
  doc.fillColor(color).font(font).fontSize(size).text(text, x, y, options);
}

/** One page's content, scaled to its width (A4: 1, A6: 0.5). */
function drawPage(doc: PDFKit.PDFDocument, d: VoucherPdfData, scale: number) {
  const c = COPY[d.lang];
  const W = doc.page.width;
  const H = doc.page.height;
  const m = 48 * scale;
  const s = (v: number) => v * scale;
  const full = { width: W - 2 * m };
  // Brand band.
  doc.rect(0, 0, W, s(90)).fill(NAVY);
  doc.rect(0, s(90), W, s(6)).fill(RIVER);
  write(doc, ["#ffffff", "bold", s(28)], d.brand, m, s(30), { lineBreak: false });
  let y = s(130);
  write(doc, [NAVY, "bold", s(34)], c.title, m, y, full);
  y = doc.y + s(14);
  write(doc, [RIVER, "bold", s(30)], d.what, m, y, full);
  y = doc.y + s(18);
  if (d.recipientName) {
    write(doc, [MUTED, "regular", s(14)], c.for, m, y);
    write(doc, [NAVY, "bold", s(20)], d.recipientName, m, doc.y + s(2), full);
    y = doc.y + s(14);
  }
  if (d.message) {
    write(doc, [NAVY, "regular", s(14)], `„${d.message}”`, m, y, {
      ...full,
      height: s(120),
      ellipsis: true,
    });
    y = doc.y + s(14);
  }
  // Code, expiry and QR in the lower part of the page.
  const qrSize = s(170);
  const bottom = H - m - s(80);
  const qrY = Math.max(y + s(10), bottom - qrSize);
  drawQr(doc, d.url, W - m - qrSize, qrY, qrSize);
  const left = m;
  const col = { width: W - 2 * m - qrSize - s(20) };
  write(doc, [MUTED, "regular", s(13)], c.code, left, qrY, col);
  write(doc, [NAVY, "bold", s(26)], d.code, left, doc.y + s(2), {
    ...col,
    characterSpacing: s(1),
  });
  write(doc, [MUTED, "regular", s(13)], c.valid, left, doc.y + s(12), col);
  write(doc, [NAVY, "bold", s(18)], d.expires, left, doc.y + s(2), col);
  write(doc, [MUTED, "regular", s(10)], c.scan, W - m - qrSize, qrY + qrSize + s(4), {
    width: qrSize,
    align: "center",
  });
  write(doc, [MUTED, "regular", s(10)], `${c.how} ${d.contact}`, m, H - m - s(34), full);
}

export function renderVoucherPdf(d: VoucherPdfData): Promise<Buffer> {
  return renderVoucherPdfs([d], `${COPY[d.lang].title} ${d.code}`);
}

/**
 * Several vouchers in one PDF (a hand-issued batch, decision 433): for each, in the order given,
 * its A4 page then its A6 page. The font is embedded once for the whole file.
 */
export function renderVoucherPdfs(list: VoucherPdfData[], title: string): Promise<Buffer> {
  const first = list[0];
  if (!first) return Promise.reject(new Error("No voucher to render"));
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: "A4",
      margin: 0,
      autoFirstPage: false,
      info: { Title: title, Author: first.brand },
      lang: first.lang === "pl" ? "pl-PL" : "en-GB",
    });
    const parts: Buffer[] = [];
    doc.on("data", (b: Buffer) => parts.push(b));
    doc.on("end", () => resolve(Buffer.concat(parts)));
    doc.on("error", reject);
    doc.registerFont("regular", REGULAR);
    doc.registerFont("bold", BOLD);
    for (const d of list) {
      doc.addPage({ size: "A4", margin: 0 });
      drawPage(doc, d, 1);
      doc.addPage({ size: "A6", margin: 0 });
      drawPage(doc, d, 0.5);
    }
    doc.end();
  });
}
