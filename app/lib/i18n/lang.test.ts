import { describe, expect, it } from "vitest";
import { firstVisitLang, langFromCookieHeader, resolveRequestLang } from "./lang";

describe("language preference", () => {
  it("renders Polish for a visitor with no preference (crawlers)", () => {
    expect(resolveRequestLang("/rejsy-zegrze", undefined)).toBe("pl");
  });
  it("renders the stored choice from the cookie", () => {
    expect(resolveRequestLang("/rejsy-zegrze", "a=1; preferred-language=en")).toBe("en");
    expect(resolveRequestLang("/", "preferred-language=pl")).toBe("pl");
  });
  it("always renders /warsaw-river-cruise in English", () => {
    expect(resolveRequestLang("/warsaw-river-cruise", "preferred-language=pl")).toBe("en");
  });
  it("ignores unknown cookie values", () => {
    expect(langFromCookieHeader("preferred-language=de")).toBeUndefined();
  });
  it("applies the product spec's first-visit rule", () => {
    expect(firstVisitLang({ isInPoland: false, browserLanguage: "pl-PL" })).toBe("en");
    expect(firstVisitLang({ isInPoland: true, browserLanguage: "en-US" })).toBe("en");
    expect(firstVisitLang({ isInPoland: true, browserLanguage: "de-DE" })).toBe("pl");
    expect(firstVisitLang({ isInPoland: true, browserLanguage: undefined })).toBe("pl");
  });
});
