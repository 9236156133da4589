import { describe, expect, it } from "vitest";
import { alternatesFor, DEFAULT_IMAGE_ALT, seoMeta, type SeoInput } from "./meta";

/** The tags of a page at `path` in `lang` on https://example.pl, titled "T" and described "D". */
const metaOf = (path: string, lang: "pl" | "en", more: Partial<SeoInput> = {}) =>
  seoMeta({ siteUrl: "https://example.pl", path, lang, title: "T", description: "D", ...more });

describe("hreflang alternates (docs/architecture.md §3)", () => {
  it("points x-default and pl to the Polish URL and en to the English twin, the same from both URLs", () => {
    const zegrze = {
      pl: "/rejsy-zegrze",
      en: "/en/zegrze-lake-cruises",
      xDefault: "/rejsy-zegrze",
    };
    expect(alternatesFor("/rejsy-zegrze")).toEqual(zegrze);
    expect(alternatesFor("/en/zegrze-lake-cruises")).toEqual(zegrze);
  });
  it("points both languages of the attractions page to itself", () => {
    expect(alternatesFor("/atrakcje-warszawa")).toEqual({
      pl: "/atrakcje-warszawa",
      en: "/atrakcje-warszawa",
      xDefault: "/atrakcje-warszawa",
    });
  });
  it("makes /warsaw-river-cruise the twin of the Warsaw cruise page and /en the twin of home", () => {
    expect(alternatesFor("/warsaw-river-cruise")).toEqual({
      pl: "/rejsy-wisla-warszawa",
      en: "/warsaw-river-cruise",
      xDefault: "/rejsy-wisla-warszawa",
    });
    expect(alternatesFor("/en")).toEqual({ pl: "/", en: "/en", xDefault: "/" });
  });
  it("has none for a path that is no page", () => {
    expect(alternatesFor("/nie-ma")).toBeUndefined();
  });
});

describe("canonical", () => {
  /** The <link> tags of `rel` that a page at `path` shown in `lang` gets. */
  const links = (path: string, lang: "pl" | "en", rel: string) =>
    metaOf(path, lang).filter((t) => "rel" in t && t.rel === rel);
  const canonical = (path: string, lang: "pl" | "en") => links(path, lang, "canonical")[0];
  it("is the twin for a Polish URL rendered in English, the page's own URL for an alias", () => {
    expect(canonical("/rejsy-zegrze", "en")).toMatchObject({
      href: "https://example.pl/en/zegrze-lake-cruises",
    });
    expect(canonical("/review", "pl")).toMatchObject({
      href: "https://example.pl/qr",
    });
    expect(canonical("/review", "en")).toMatchObject({
      href: "https://example.pl/en/qr",
    });
    expect(canonical("/lodki-zegrze-motorowka-bez-patentu", "pl")).toMatchObject({
      href: "https://example.pl/motorowka-bez-patentu",
    });
    expect(canonical("/atrakcje-warszawa", "en")).toMatchObject({
      href: "https://example.pl/atrakcje-warszawa",
    });
  });
  it("comes with hreflang only where the rendering is its own canonical", () => {
    const alternates = (path: string, lang: "pl" | "en") => links(path, lang, "alternate");
    expect(alternates("/rejsy-zegrze", "pl")).toHaveLength(3);
    expect(alternates("/en/zegrze-lake-cruises", "en")).toHaveLength(3);
    expect(alternates("/atrakcje-warszawa", "en")).toHaveLength(3);
    // A Polish URL shown in English, and an alias: their canonical page carries them.
    expect(alternates("/rejsy-zegrze", "en")).toEqual([]);
    expect(alternates("/", "en")).toEqual([]);
    expect(alternates("/review", "pl")).toEqual([]);
  });
  it("is left out, with og:url and hreflang, when the page asks (the 404 page)", () => {
    const tags = metaOf("/nie-ma", "pl", {
      canonical: false,
      alternates: false,
      noindex: true,
    });
    expect(tags.some((t) => "rel" in t && (t.rel === "canonical" || t.rel === "alternate"))).toBe(
      false,
    );
    expect(tags.some((t) => "property" in t && t.property === "og:url")).toBe(false);
  });
});

describe("seoMeta", () => {
  it("builds absolute canonical, OG and LocalBusiness JSON-LD with the product spec's price range", () => {
    const tags = metaOf("/rejsy-zegrze", "pl");
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://example.pl/rejsy-zegrze",
    });
    expect(tags).toContainEqual({
      property: "og:url",
      content: "https://example.pl/rejsy-zegrze",
    });
    const ld = tags.find((t) => "script:ld+json" in t) as {
      "script:ld+json": Record<string, unknown>;
    };
    expect(ld["script:ld+json"].priceRange).toBe("80 - 1500 PLN");
    expect(ld["script:ld+json"].makesOffer).toMatchObject({
      price: 80,
      priceCurrency: "PLN",
    });
    expect(ld["script:ld+json"]).not.toHaveProperty("inLanguage");
  });
  it("describes the social image in the page's language", () => {
    const tags = metaOf("/en", "en");
    const alt = tags.find((t) => "property" in t && t.property === "og:image:alt") as {
      content: string;
    };
    expect(alt.content).toMatch(/speedboat/);
    expect(tags).toContainEqual({
      name: "twitter:image:alt",
      content: alt.content,
    });
  });
});

describe("the default social image's alt (issue 34, item 19)", () => {
  it("is whole sentences and puts only Warsaw on the Vistula", () => {
    for (const alt of Object.values(DEFAULT_IMAGE_ALT)) expect(alt).toMatch(/\.$/);
    expect(DEFAULT_IMAGE_ALT.en).not.toMatch(/behind$/);
    expect(DEFAULT_IMAGE_ALT.en).not.toMatch(/on the Vistula: Warsaw, Zegrze/);
    expect(DEFAULT_IMAGE_ALT.en).toContain("on the Vistula in Warsaw, on Zegrze Lake");
    expect(DEFAULT_IMAGE_ALT.pl).toContain("po Wiśle w Warszawie, na Zalewie Zegrzyńskim");
  });
});
