/**
 * Polish business identifiers checked by their check digits (decision 230). Each function takes
 * the digits only (callers strip spaces, dashes and a "PL" prefix with `identifierDigits`).
 */

/** The digits of an identifier as typed: spaces, dashes, dots and a leading "PL" dropped. */
export function identifierDigits(raw: string): string {
  return raw
    .trim()
    .replace(/^PL/i, "")
    .replace(/[\s.-]/g, "");
}

function weighted(digits: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += Number(digits[i]) * weights[i]!;
  return sum;
}

/** NIP: 10 digits, the last the weighted sum of the first nine mod 11 (10 is never issued). */
export function isValidNip(digits: string): boolean {
  // All zeros passes the check digit but is never issued (issue 31, finding 6).
  if (!/^\d{10}$/.test(digits) || /^0+$/.test(digits)) return false;
  const check = weighted(digits, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11;
  return check !== 10 && check === Number(digits[9]);
}

/** REGON: 9 digits, or 14 (a local unit: its first nine are a valid REGON of their own). */
export function isValidRegon(digits: string): boolean {
  if (/^0+$/.test(digits)) return false;
  if (/^\d{9}$/.test(digits))
    return (weighted(digits, [8, 9, 2, 3, 4, 5, 6, 7]) % 11) % 10 === Number(digits[8]);
  if (/^\d{14}$/.test(digits)) {
    return (
      isValidRegon(digits.slice(0, 9)) &&
      (weighted(digits, [2, 4, 8, 5, 0, 9, 7, 3, 6, 1, 2, 4, 8]) % 11) % 10 === Number(digits[13])
    );
  }
  return false;
}

/** KRS: 10 digits (it has no check digit), not all zeros. */
export function isValidKrs(digits: string): boolean {
  return /^\d{10}$/.test(digits) && !/^0+$/.test(digits);
}

/** An international phone number: "+", a country code and 8–15 digits in all, spaces or dashes allowed. */
export function isInternationalPhone(raw: string): boolean {
  const v = raw.trim();
  if (!/^\+[1-9][\d\s-]+$/.test(v)) return false;
  const digits = v.replace(/\D/g, "");
  return digits.length >= 8 && digits.length <= 15;
}
