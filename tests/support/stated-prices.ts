/** "90 zł", "1 400 PLN", "PLN 90" → the numbers stated as prices (the price-consistency checks). */
export function statedPrices(text: string): number[] {
  const found: number[] = [];
  // "1,400 PLN" (en), "12 000 PLN" (pl), "89,50 zł" / "89.50 PLN": thousands groups and decimals.
  for (const m of text.matchAll(
    /(\d{1,3}(?:[ ,\u00a0\u202f]\d{3})+|\d+)(?:[.,](\d{2}))?[ \u00a0\u202f]?(?:zł|PLN)/g,
  )) {
    found.push(Number(m[1]!.replace(/\D/g, "")) + (m[2] ? Number(m[2]) / 100 : 0));
  }
  for (const m of text.matchAll(/PLN[ \u00a0\u202f]?(\d+)/g)) found.push(Number(m[1]));
  return found;
}
