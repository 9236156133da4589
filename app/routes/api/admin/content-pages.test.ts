import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { copyLeaves } from "~/lib/copy/copy-keys";
import { OPEN_SUFFIX, pickWording } from "~/lib/copy/open-wording";
import { COPY_PAGES } from "./content-pages.server";

/** Texts the product description (docs/product.md) quotes word for word. */
function quoted(): Set<string> {
  const doc = readFileSync("docs/product.md", "utf8");
  const out = new Set<string>();
  for (const m of doc.matchAll(/"([^"\n]{2,200})"|„([^”\n]{2,200})”|“([^”\n]{2,200})”/g))
    out.add((m[1] ?? m[2] ?? m[3]!).trim());
  return out;
}

describe("editable page copy", () => {
  it("offers no text that the product description quotes word for word (those stay in code)", () => {
    const q = quoted();
    const offending: string[] = [];
    for (const page of COPY_PAGES)
      for (const lang of ["pl", "en"] as const)
        for (const l of copyLeaves(page.catalogue[lang], page.id, page.exclude))
          if (q.has(l.value.trim())) offending.push(`${lang} ${l.key}: ${l.value}`);
    expect(offending).toEqual([]);
  });

  it("once Gdańsk is open, no text of any page says it is coming soon (decision 302)", () => {
    // Shown only in the coming-soon views (home's card, the Gdańsk page), never once open.
    const soonViewsOnly = new Set(["home.locations.comingSoon", "cruises.gdansk.comingSoon"]);
    const soon = /wkrótce|coming soon|\bsoon\b/i;
    const offending: string[] = [];
    let pairs = 0;
    for (const page of COPY_PAGES)
      for (const lang of ["pl", "en"] as const) {
        const open = copyLeaves(pickWording(page.catalogue[lang], true), page.id, page.exclude);
        for (const l of open)
          if (soon.test(l.value) && !soonViewsOnly.has(l.key))
            offending.push(`${lang} ${l.key}: ${l.value}`);
        pairs += copyLeaves(page.catalogue[lang], page.id, page.exclude).filter((l) =>
          l.key.endsWith(OPEN_SUFFIX),
        ).length;
      }
    expect(offending).toEqual([]);
    expect(pairs).toBeGreaterThan(40);
  });

  it("has unique page ids, and every Polish text has its English twin under the same key", () => {
    expect(new Set(COPY_PAGES.map((p) => p.id)).size).toBe(COPY_PAGES.length);
    for (const page of COPY_PAGES) {
      const pl = copyLeaves(page.catalogue.pl, page.id, page.exclude).map((l) => l.key);
      expect(pl.length, page.id).toBeGreaterThan(0);
      // English may have more (a gloss for foreign visitors); those are not offered for editing.
      const en = new Set(copyLeaves(page.catalogue.en, page.id, page.exclude).map((l) => l.key));
      expect(
        pl.filter((k) => !en.has(k)),
        page.id,
      ).toEqual([]);
    }
    expect(COPY_PAGES.find((p) => p.id === "home")).toBeDefined();
  });
});
