import type { Lang } from "~/lib/i18n/lang";
import { formatPrice } from "~/lib/prices/format";

/** PLN (a number with at most 2 decimals) to integer grosze. */
export function toGrosze(pln: number): number {
  return Math.round(pln * 100);
}

/** Integer grosze to PLN as a number (the API's amounts). */
export function toPln(grosze: number): number {
  return grosze / 100;
}

/**
 * Grosze written as the site writes every price, "{price} PLN" (docs/product.md §8; issue 44):
 * "150 PLN", "150,50 PLN" in Polish, "150.50 PLN", "1,400 PLN" in English. The PDF, the
 * e-mails and the panel all write money this way.
 */
export function formatPln(grosze: number, lang: Lang): string {
  return formatPrice(toPln(grosze), lang);
}
