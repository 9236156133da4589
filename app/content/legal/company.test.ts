import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS } from "~/lib/site-data/settings";
import { fillLegal } from "./company";
import { termsEn } from "./terms.en";
import { termsPl } from "./terms.pl";

describe("the terms say where the cruises run by Gdańsk's status (decision 302)", () => {
  it("names Gdańsk as coming soon until it opens, word for word as before", () => {
    expect(fillLegal(termsPl, DEFAULT_SETTINGS, "pl").intro[0]).toContain(
      "w Warszawie i na Zalewie Zegrzyńskim (rejsy w Gdańsku wkrótce) oraz zasady",
    );
    expect(fillLegal(termsEn, DEFAULT_SETTINGS, "en").intro[0]).toContain(
      "in Warsaw and on Zegrze Lake (Gdańsk cruises coming soon), and how",
    );
  });

  it("names it with the others once open, and the page gets only the wording it shows", () => {
    for (const [doc, lang] of [
      [termsPl, "pl"],
      [termsEn, "en"],
    ] as const) {
      const filled = fillLegal(doc, DEFAULT_SETTINGS, lang, true);
      const text = JSON.stringify(filled);
      expect(text).not.toMatch(/wkrótce|coming soon|\{where\}/i);
      expect(filled.intro[0]).toContain(lang === "pl" ? "i w Gdańsku oraz" : "and in Gdańsk, and");
    }
  });
});
