import { describe, expect, it } from "vitest";
import {
  identifierDigits,
  isInternationalPhone,
  isValidKrs,
  isValidNip,
  isValidRegon,
} from "./identifiers";

/** Expects `check` to give `verdict` for each of `numbers` (each failure names its number). */
function judges(check: (n: string) => boolean, verdict: boolean, numbers: string[]) {
  for (const n of numbers) expect(check(n), n).toBe(verdict);
}

describe("NIP", () => {
  it("accepts numbers whose check digit matches", () => {
    // 1234563218: the textbook example; 5260250274: the Ministry of Finance's own NIP.
    judges(isValidNip, true, ["1234563218", "5260250274", "7740001454"]);
    expect(isValidNip(identifierDigits("PL 123-456-32-18"))).toBe(true);
  });
  it("refuses the made-up numbers the site used to publish, wrong lengths and letters", () => {
    judges(isValidNip, false, [
      "5252000000",
      "5361000000",
      "1234563217",
      "123456321",
      "12345632180",
      "12345632a8",
      "",
    ]);
  });
  it("refuses a number whose weighted sum leaves 10 (never issued)", () => {
    // 1300000000: 1·6 + 3·5 = 21, and 21 mod 11 = 10, so no last digit can match.
    judges(isValidNip, false, ["1300000000", "1300000001"]);
  });
});

describe("REGON", () => {
  it("accepts valid 9- and 14-digit numbers", () => {
    judges(isValidRegon, true, ["123456785", "000331501", "12345678512347"]);
  });
  it("refuses the made-up number, a wrong check digit and other lengths", () => {
    judges(isValidRegon, false, [
      "380000000",
      "123456784",
      "12345678512348",
      "12345678412347",
      "1234567",
      "123456785123",
    ]);
  });
});

describe("KRS", () => {
  it("is exactly ten digits", () => {
    judges(isValidKrs, true, ["0000012345", identifierDigits("0000 012 345")]);
    judges(isValidKrs, false, ["000012345", "00000123456", "000001234a", ""]);
  });
});

describe("international phone", () => {
  it("needs a + and a country code", () => {
    judges(isInternationalPhone, true, ["+48 500 600 700", "+44 20 7946 0958"]);
    judges(isInternationalPhone, false, [
      "500 600 700",
      "+0 500 600 700",
      "+48 5",
      "+48 500 600 700 123 456 789",
      "+48 (500) 600",
    ]);
  });
});

// docs/security.md, issue 31 (third review), finding 6.
describe("all zeros", () => {
  it("is no NIP, REGON or KRS, though its check digits add up", () => {
    judges(isValidNip, false, ["0000000000", identifierDigits("PL 000-000-00-00")]);
    judges(isValidRegon, false, ["000000000", "00000000000000"]);
    judges(isValidKrs, false, ["0000000000"]);
    // Leading zeros alone are fine: KRS numbers are written with them.
    judges(isValidKrs, true, ["0000123456"]);
  });
});
