/**
 * The attraction form's zod schema, shared by the panel's dialog in the browser and the
 * /api/admin/attractions handlers. Messages follow the language; Polish is the source.
 */
import { z } from "zod";
import type { Lang } from "~/lib/i18n/lang";
import { perLanguage } from "~/lib/i18n/messages";

// zod 4 probes `new Function` to compile fast parsers; under our CSP (no 'unsafe-eval') that probe
// is a reported violation. Jitless parsing avoids it (and is plenty fast for forms).
z.config({ jitless: true });

const MESSAGES = {
  pl: {
    required: "To pole jest wymagane",
    tooLong: "Ten tekst jest za długi",
    url: "Podaj pełny adres zaczynający się od http:// lub https://",
    order: "Kolejność musi być liczbą całkowitą",
  },
  en: {
    required: "This field is required",
    tooLong: "This text is too long",
    url: "Enter a full address starting with http:// or https://",
    order: "The order must be a whole number",
  },
} as const;

/** Empty or whitespace-only becomes null (docs/product.md §5: empty optional values are saved as null). */
const emptyToNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : (v ?? null));

export const attractionSchema = perLanguage((lang: Lang) => {
  const m = MESSAGES[lang];
  const required = (max: number) =>
    z.string(m.required).trim().min(1, m.required).max(max, m.tooLong);
  const optionalText = z.preprocess(emptyToNull, z.string().trim().max(200, m.tooLong).nullable());
  const optional = (max: number) =>
    z
      .preprocess(emptyToNull, z.string().trim().max(max, m.tooLong).nullable())
      .optional()
      .transform((v) => v ?? null);
  const optionalUrl = z.preprocess(
    emptyToNull,
    z
      .string()
      .trim()
      .max(2000, m.tooLong)
      .refine((v) => {
        try {
          const u = new URL(v);
          return (u.protocol === "http:" || u.protocol === "https:") && !!u.hostname;
        } catch {
          return false;
        }
      }, m.url)
      .nullable(),
  );
  return z.object({
    name: required(120),
    category: required(80),
    description: required(2000),
    price: required(80),
    location: required(160),
    duration: optionalText,
    // English values (optional; English pages fall back to the Polish ones).
    name_en: optional(120),
    category_en: optional(80),
    description_en: optional(2000),
    price_en: optional(80),
    duration_en: optional(200),
    location_en: optional(160),
    website_url: optionalUrl,
    google_maps_url: optionalUrl,
    image_url: optionalUrl,
    is_active: z.boolean().default(true),
    display_order: z.preprocess(
      (v) => (typeof v === "string" ? (v.trim() === "" ? 0 : Number.parseInt(v, 10)) : (v ?? 0)),
      z.number(m.order).int(m.order).min(-1_000_000, m.order).max(1_000_000, m.order),
    ),
  });
});
export type AttractionInput = z.infer<ReturnType<typeof attractionSchema>>;
