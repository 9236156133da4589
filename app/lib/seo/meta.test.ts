import { describe, expect, it } from "vitest";
import { alternatesFor, seoMeta } from "./meta";

describe("hreflang alternates (docs/product.md §2)", () => {
  it("points x-default and pl to the Polish URL and en to the English landing", () => {
    expect(alternatesFor("/rejsy-zegrze")).toEqual({ pl: "/rejsy-zegrze", en: "/warsaw-river-cruise", xDefault: "/rejsy-zegrze" });
  });
  it("points both languages of the attractions page to itself", () => {
    expect(alternatesFor("/atrakcje-warszawa")).toEqual({ pl: "/atrakcje-warszawa", en: "/atrakcje-warszawa", xDefault: "/atrakcje-warszawa" });
  });
  it("makes the English landing the alternate of home", () => {
    expect(alternatesFor("/warsaw-river-cruise")).toEqual({ pl: "/", en: "/warsaw-river-cruise", xDefault: "/" });
  });
});

describe("seoMeta", () => {
  it("builds absolute canonical, OG and LocalBusiness JSON-LD with the product spec's price range", () => {
    const tags = seoMeta({ siteUrl: "https://example.pl", path: "/rejsy-zegrze", lang: "pl", title: "T", description: "D" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://example.pl/rejsy-zegrze" });
    expect(tags).toContainEqual({ property: "og:url", content: "https://example.pl/rejsy-zegrze" });
    const ld = tags.find((t) => "script:ld+json" in t) as { "script:ld+json": Record<string, unknown> };
    expect(ld["script:ld+json"].priceRange).toBe("80 - 1500 PLN");
    expect(ld["script:ld+json"].makesOffer).toMatchObject({ price: 80, priceCurrency: "PLN" });
  });
});
