import { describe, expect, it } from "vitest";
import { firstVisitLang, langFromCookieHeader, primaryLanguage, resolveRequestLang } from "./lang";

describe("language preference", () => {
  it("renders Polish for a visitor with no preference (crawlers)", () => {
    expect(resolveRequestLang("/rejsy-zegrze", undefined)).toBe("pl");
  });
  it("renders the stored choice from the cookie", () => {
    expect(resolveRequestLang("/rejsy-zegrze", "a=1; preferred-language=en")).toBe("en");
    expect(resolveRequestLang("/", "preferred-language=pl")).toBe("pl");
  });
  it("always renders the English twins in English", () => {
    expect(resolveRequestLang("/warsaw-river-cruise", "preferred-language=pl")).toBe("en");
    expect(resolveRequestLang("/en", "preferred-language=pl")).toBe("en");
    expect(resolveRequestLang("/en/contact", "preferred-language=pl", "pl-PL")).toBe("en");
    expect(resolveRequestLang("/contact", "preferred-language=pl", "en-GB")).toBe("pl");
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

  it("applies the first-visit rule to Accept-Language when nothing is stored", () => {
    expect(resolveRequestLang("/", undefined, "en-US,en;q=0.9")).toBe("en");
    expect(resolveRequestLang("/", undefined, "en-GB")).toBe("en");
    expect(resolveRequestLang("/", undefined, "pl-PL,pl;q=0.9,en-US;q=0.8,en;q=0.7")).toBe("pl");
    expect(resolveRequestLang("/", undefined, "de-DE,de;q=0.9,en;q=0.8")).toBe("pl");
    expect(resolveRequestLang("/", undefined, "pl;q=0.5, en;q=0.8")).toBe("en");
    expect(resolveRequestLang("/", undefined, "")).toBe("pl");
    expect(resolveRequestLang("/", undefined, null)).toBe("pl");
    expect(resolveRequestLang("/", undefined, "*")).toBe("pl");
  });

  it("lets a stored choice and a fixed-language URL win over Accept-Language", () => {
    expect(resolveRequestLang("/", "preferred-language=pl", "en-US")).toBe("pl");
    expect(resolveRequestLang("/", "preferred-language=en", "pl-PL")).toBe("en");
    expect(resolveRequestLang("/warsaw-river-cruise", undefined, "pl-PL")).toBe("en");
  });

  it("reads the primary language as the highest q, first among equals", () => {
    expect(primaryLanguage("fr-CH, fr;q=0.9, en;q=0.8, *;q=0.5")).toBe("fr-ch");
    expect(primaryLanguage("en;q=0, pl")).toBe("pl");
    expect(primaryLanguage("garbage;q=x")).toBeUndefined();
  });

  // docs/security.md, issue 31 (third review), finding 6; decision 281.
  it("never depends on the User-Agent: a crawler gets what any request with the same headers gets", () => {
    // The function takes no User-Agent at all (the old fourth parameter switched crawlers to
    // Polish while Vary did not name User-Agent, so a CDN could serve one language to everyone).
    expect(resolveRequestLang.length).toBe(3);
    expect(resolveRequestLang("/", undefined, "en-US")).toBe("en");
    // What a crawler actually sends (no cookie, no Accept-Language): the URL's language.
    expect(resolveRequestLang("/", undefined, undefined)).toBe("pl");
    expect(resolveRequestLang("/warsaw-river-cruise", undefined, undefined)).toBe("en");
  });
});
