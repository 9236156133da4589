import { describe, expect, it } from "vitest";
import {
  identifierDigits,
  isInternationalPhone,
  isValidKrs,
  isValidNip,
  isValidRegon,
} from "./identifiers";

describe("NIP", () => {
  it("accepts numbers whose check digit matches", () => {
    // 1234563218: the textbook example; 5260250274: the Ministry of Finance's own NIP.
    for (const n of ["1234563218", "5260250274", "7740001454"]) expect(isValidNip(n), n).toBe(true);
    expect(isValidNip(identifierDigits("PL 123-456-32-18"))).toBe(true);
  });
  it("refuses the made-up numbers the site used to publish, wrong lengths and letters", () => {
    for (const n of [
      "5252000000",
      "5361000000",
      "1234563217",
      "123456321",
      "12345632180",
      "12345632a8",
      "",
    ])
      expect(isValidNip(n), n).toBe(false);
  });
  it("refuses a number whose weighted sum leaves 10 (never issued)", () => {
    // 1300000000: 1·6 + 3·5 = 21, and 21 mod 11 = 10, so no last digit can match.
    expect(isValidNip("1300000000")).toBe(false);
    expect(isValidNip("1300000001")).toBe(false);
  });
});

describe("REGON", () => {
  it("accepts valid 9- and 14-digit numbers", () => {
    for (const n of ["123456785", "000331501", "12345678512347"])
      expect(isValidRegon(n), n).toBe(true);
  });
  it("refuses the made-up number, a wrong check digit and other lengths", () => {
    for (const n of [
      "380000000",
      "123456784",
      "12345678512348",
      "12345678412347",
      "1234567",
      "123456785123",
    ])
      expect(isValidRegon(n), n).toBe(false);
  });
});

describe("KRS", () => {
  it("is exactly ten digits", () => {
    expect(isValidKrs("0000012345")).toBe(true);
    expect(isValidKrs(identifierDigits("0000 012 345"))).toBe(true);
    for (const n of ["000012345", "00000123456", "000001234a", ""])
      expect(isValidKrs(n), n).toBe(false);
  });
});

describe("international phone", () => {
  it("needs a + and a country code", () => {
    expect(isInternationalPhone("+48 500 600 700")).toBe(true);
    expect(isInternationalPhone("+44 20 7946 0958")).toBe(true);
    for (const n of [
      "500 600 700",
      "+0 500 600 700",
      "+48 5",
      "+48 500 600 700 123 456 789",
      "+48 (500) 600",
    ])
      expect(isInternationalPhone(n), n).toBe(false);
  });
});

// docs/security.md, issue 31 (third review), finding 6.
describe("all zeros", () => {
  it("is no NIP, REGON or KRS, though its check digits add up", () => {
    expect(isValidNip("0000000000")).toBe(false);
    expect(isValidNip(identifierDigits("PL 000-000-00-00"))).toBe(false);
    expect(isValidRegon("000000000")).toBe(false);
    expect(isValidRegon("00000000000000")).toBe(false);
    expect(isValidKrs("0000000000")).toBe(false);
    // Leading zeros alone are fine: KRS numbers are written with them.
    expect(isValidKrs("0000123456")).toBe(true);
  });
});
