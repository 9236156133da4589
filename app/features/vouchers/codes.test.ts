import { describe, expect, it } from "vitest";
import { CODE_ALPHABET, CODE_LENGTH, formatCode, generateCode, normalizeCode } from "./codes";

describe("voucher codes", () => {
  it("are 12 characters of a 27-letter alphabet without look-alikes: about 57 bits", () => {
    expect(CODE_ALPHABET).toHaveLength(27);
    expect(new Set(CODE_ALPHABET).size).toBe(27);
    for (const ch of "01OILSUZ5") expect(CODE_ALPHABET).not.toContain(ch);
    expect(CODE_LENGTH * Math.log2(CODE_ALPHABET.length)).toBeCloseTo(57.06, 1);
  });

  it("are random and spread over the whole alphabet", () => {
    const codes = Array.from({ length: 2000 }, generateCode);
    expect(new Set(codes).size).toBe(codes.length);
    const seen = new Set(codes.join(""));
    expect(seen.size).toBe(27);
    for (const c of codes) expect(normalizeCode(c)).toBe(c);
  });

  it("print in groups of four and read in any case, with or without dashes or spaces", () => {
    expect(formatCode("ABCD2346789K")).toBe("ABCD-2346-789K");
    for (const typed of ["abcd-2346-789k", "ABCD2346789K", " abcd 2346 789K ", "Abcd-2346789k"])
      expect(normalizeCode(typed)).toBe("ABCD2346789K");
    for (const bad of [
      "",
      "ABCD-2346-789",
      "ABCD-2346-789KK",
      "ABCO-2346-789K",
      "ABCD-2346-789K'--",
      "ÄBCD2346789K",
    ])
      expect(normalizeCode(bad)).toBeNull();
  });
});
