/**
 * A cruise price's zod schema, shared by the panel's prices tab in the browser and the
 * /api/admin/prices handlers. Messages follow the language; Polish is the source.
 */
import { z } from "zod";
import type { Lang } from "~/lib/i18n/lang";
import { perLanguage } from "~/lib/i18n/messages";

// zod 4 probes `new Function` to compile fast parsers; under our CSP (no 'unsafe-eval') that probe
// is a reported violation. Jitless parsing avoids it (and is plenty fast for forms).
z.config({ jitless: true });

const MESSAGES = {
  pl: {
    tooLong: "Ten tekst jest za długi",
    price: "Cena musi być liczbą nieujemną",
  },
  en: {
    tooLong: "This text is too long",
    price: "The price must be a non-negative number",
  },
} as const;

/** Empty or whitespace-only becomes null (docs/product.md §5: empty optional values are saved as null). */
const emptyToNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : (v ?? null));

/** docs/product.md §5: price is parsed as a decimal and falls back to 0 if invalid. */
export function parsePrice(value: string | number): number {
  const n =
    typeof value === "number"
      ? value
      : Number.parseFloat(value.replace(",", ".").replace(/\s+/g, ""));
  if (!Number.isFinite(n) || n < 0) return 0;
  return Math.round(n * 100) / 100;
}

export const priceUpdateSchema = perLanguage((lang: Lang) => {
  const m = MESSAGES[lang];
  return z.object({
    price: z.number(m.price).min(0, m.price).max(99_999_999, m.price),
    description: z.preprocess(emptyToNull, z.string().trim().max(500, m.tooLong).nullable()),
    is_active: z.boolean(),
  });
});
