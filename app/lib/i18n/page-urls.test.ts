import { describe, expect, it } from "vitest";
import {
  canonicalSpelling,
  fixedLangOf,
  PAGE_URLS,
  pageOfPath,
  pageUrl,
  polishPathOf,
} from "./page-urls";

describe("the table of English twins", () => {
  it("gives every page its URL in each language, fragments and queries kept", () => {
    expect(pageUrl("/", "en")).toBe("/en");
    expect(pageUrl("/#locations", "en")).toBe("/en#locations");
    expect(pageUrl("/#locations", "pl")).toBe("/#locations");
    expect(pageUrl("/contact#faq", "en")).toBe("/en/contact#faq");
    expect(pageUrl("/rejsy-wisla-warszawa/20-min", "en")).toBe("/warsaw-river-cruise/20-min");
    expect(pageUrl("/en/hen-party", "pl")).toBe("/wieczor-panienski");
    expect(pageUrl("/review", "en")).toBe("/en/qr");
    expect(pageUrl("/lodki-zegrze-motorowka-bez-patentu", "pl")).toBe("/motorowka-bez-patentu");
    expect(pageUrl("/atrakcje-warszawa", "en")).toBe("/atrakcje-warszawa");
    expect(pageUrl("/no-such-page", "en")).toBe("/no-such-page");
    expect(pageUrl("https://example.com/", "en")).toBe("https://example.com/");
  });

  it("fixes English on the twins only; Polish URLs and the self-alternate page follow the visitor", () => {
    expect(fixedLangOf("/en/contact")).toBe("en");
    expect(fixedLangOf("/warsaw-river-cruise")).toBe("en");
    expect(fixedLangOf("/contact")).toBeUndefined();
    expect(fixedLangOf("/atrakcje-warszawa")).toBeUndefined();
    expect(fixedLangOf("/review")).toBeUndefined();
    expect(fixedLangOf("/nope")).toBeUndefined();
    // Issue 34, item 5: an unknown path under an English prefix is English (its 404 page too).
    expect(fixedLangOf("/en/no-such-page")).toBe("en");
    expect(fixedLangOf("/en/a/b")).toBe("en");
    expect(fixedLangOf("/warsaw-river-cruise/15-min")).toBe("en");
    expect(fixedLangOf("/english")).toBeUndefined();
    expect(fixedLangOf("/rejsy-wisla-warszawa/15-min")).toBeUndefined();
  });

  it("names a page by its Polish path from any of its URLs", () => {
    expect(polishPathOf("/en/stag-party")).toBe("/wieczor-kawalerski");
    expect(polishPathOf("/review")).toBe("/qr");
    expect(polishPathOf("/elsewhere")).toBe("/elsewhere");
    expect(pageOfPath("/en/qr")?.pl).toBe("/qr");
  });

  it("has unique, lower-case paths without trailing slashes", () => {
    const all = PAGE_URLS.flatMap((p) => [
      p.pl,
      ...(p.pl === p.en ? [] : [p.en]),
      ...(p.aliases ?? []),
    ]);
    expect(new Set(all).size).toBe(all.length);
    for (const path of all)
      expect(path === "/" || (path === path.toLowerCase() && !path.endsWith("/")), path).toBe(true);
  });
});

describe("the path-spelling rule", () => {
  it("redirects another case or a trailing slash to the page's spelling", () => {
    const cases: Array<[asked: string, spelling: string]> = [
      ["/REJSY-ZEGRZE", "/rejsy-zegrze"],
      ["/Rejsy-Zegrze", "/rejsy-zegrze"],
      ["/rejsy-zegrze/", "/rejsy-zegrze"],
      ["/CONTACT", "/contact"],
      ["/En/Contact//", "/en/contact"],
      ["/en/", "/en"],
      ["//", "/"],
    ];
    for (const [asked, spelling] of cases) expect(canonicalSpelling(asked), asked).toBe(spelling);
    expect(canonicalSpelling("/ADMIN", new Set(["/admin"]))).toBe("/admin");
  });

  it("leaves right spellings and unknown paths alone (an unknown path is a 404)", () => {
    expect(canonicalSpelling("/rejsy-zegrze")).toBeUndefined();
    expect(canonicalSpelling("/")).toBeUndefined();
    expect(canonicalSpelling("/review")).toBeUndefined();
    expect(canonicalSpelling("/NO-SUCH-PAGE")).toBeUndefined();
    expect(canonicalSpelling("/no-such-page/")).toBeUndefined();
    expect(canonicalSpelling("/%E0%A4%A")).toBeUndefined();
  });
});
