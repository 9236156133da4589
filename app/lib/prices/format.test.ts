import { describe, expect, it } from "vitest";
import { formatPrice } from "./format";

describe("formatPrice", () => {
  it("formats whole prices without decimals", () => {
    expect(formatPrice(90, "pl")).toBe("90\u00a0PLN");
    expect(formatPrice(90, "en")).toBe("90\u00a0PLN");
  });
  it("groups thousands per language", () => {
    expect(formatPrice(1400, "pl")).toBe("1400\u00a0PLN");
    expect(formatPrice(1400, "en")).toBe("1,400\u00a0PLN");
    expect(formatPrice(12000, "pl")).toBe("12\u00a0000\u00a0PLN");
    expect(formatPrice(1234567, "en")).toBe("1,234,567\u00a0PLN");
  });
  it("shows two decimals for fractional prices", () => {
    expect(formatPrice(89.5, "pl")).toBe("89,50\u00a0PLN");
    expect(formatPrice(89.5, "en")).toBe("89.50\u00a0PLN");
    expect(formatPrice(0.07, "en")).toBe("0.07\u00a0PLN");
  });
});
