import { randomInt } from "node:crypto";

/**
 * Voucher codes (decision 370): 12 characters from an alphabet of 27 without look-alikes (no 0/O,
 * 1/I/L, 5/S, U next to V, Z next to 2), about 57 bits, drawn with crypto's unbiased randomInt.
 * Printed in groups of four with dashes; read in any case, with or without dashes or spaces.
 */
export const CODE_ALPHABET = "2346789ABCDEFGHJKMNPQRTVWXY";
export const CODE_LENGTH = 12;

export function generateCode(): string {
  let out = "";
  for (let i = 0; i < CODE_LENGTH; i++) out += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return out;
}

/** The stored form of a typed code (upper case, no dashes or spaces), or null when it cannot be one. */
export function normalizeCode(input: string): string | null {
  const code = input.replace(/[\s-]/g, "").toUpperCase();
  if (code.length !== CODE_LENGTH) return null;
  for (const ch of code) if (!CODE_ALPHABET.includes(ch)) return null;
  return code;
}

/** ABCD-EFGH-JKMN */
export function formatCode(code: string): string {
  return code.match(/.{1,4}/g)!.join("-");
}
