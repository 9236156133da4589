import type { Lang } from "~/lib/i18n/lang";

/** PLN (a number with at most 2 decimals) to integer grosze. */
export function toGrosze(pln: number): number {
  return Math.round(pln * 100);
}

/** Integer grosze to PLN as a number (the API's amounts). */
export function toPln(grosze: number): number {
  return grosze / 100;
}

/** "150 zł" / "150,50 zł" in Polish, "PLN 150" / "PLN 150.50" in English. */
export function formatPln(grosze: number, lang: Lang): string {
  const whole = grosze % 100 === 0;
  const n = new Intl.NumberFormat(lang === "pl" ? "pl-PL" : "en-GB", {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
    useGrouping: true,
  }).format(grosze / 100);
  return lang === "pl" ? `${n} zł` : `PLN ${n}`;
}
