import type { Lang } from "~/lib/i18n/lang";

/**
 * Formats a price as "{price} PLN" (docs/product.md §8), identically on server and client (no reliance on
 * the runtime's ICU data, so hydration never mismatches):
 * - whole amounts have no decimals, others two: 89.5 → "89,50 PLN" (pl) / "89.50 PLN" (en);
 * - Polish groups thousands with a no-break space only from 10 000 (Polish typographic rule,
 *   as pl-PL does): 1400 → "1400 PLN", 12000 → "12 000 PLN";
 * - English groups with commas: 1400 → "1,400 PLN".
 */
export function formatPrice(price: number, lang: Lang, currency = "PLN"): string {
  return `${formatAmount(price, lang)}\u00a0${currency}`;
}

export function formatAmount(price: number, lang: Lang): string {
  const negative = price < 0;
  const cents = Math.round(Math.abs(price) * 100);
  const whole = Math.floor(cents / 100);
  const fraction = cents % 100;
  const digits = String(whole);
  const group = lang === "pl" ? (digits.length >= 5 ? "\u00a0" : "") : ",";
  const grouped = group ? digits.replace(/\B(?=(\d{3})+(?!\d))/g, group) : digits;
  const decimal = lang === "pl" ? "," : ".";
  const body =
    fraction === 0 ? grouped : `${grouped}${decimal}${String(fraction).padStart(2, "0")}`;
  return negative ? `-${body}` : body;
}
