import { describe, expect, it } from "vitest";
import { faqContent } from "~/content/faq";
import { homeMessages } from "~/features/home/messages";
import {
  applyCopy,
  copyLeaves,
  copyProblem,
  listIds,
  maxCopyLength,
  NO_OVERRIDES,
  placeholders,
} from "./copy-keys";

const overrides = (texts: Record<string, string>, lists: Record<string, string[]> = {}) => ({
  texts: new Map(Object.entries(texts)),
  lists: new Map(Object.entries(lists)),
});

describe("copy keys", () => {
  it("keys every prose string by its path, list items by their id, never by position", () => {
    const keys = copyLeaves(faqContent.pl, "faq").map((l) => l.key);
    expect(keys).toContain("faq.items.weather.q");
    expect(keys).toContain("faq.items.weather.a");
    expect(keys.some((k) => /\.\d+(\.|$)/.test(k))).toBe(false);
    const home = copyLeaves(homeMessages.pl, "home");
    expect(home.find((l) => l.key === "home.hero.default.title")?.value).toBe(
      homeMessages.pl.hero.default.title,
    );
    // Addresses are not prose, lists of bare strings have no stable key.
    expect(home.some((l) => l.value.startsWith("/"))).toBe(false);
    expect(home.some((l) => l.key.startsWith("home.locations.cards.warszawa.details"))).toBe(false);
  });

  it("both languages of a catalogue have the same keys", () => {
    const pl = copyLeaves(homeMessages.pl, "home").map((l) => l.key);
    const en = copyLeaves(homeMessages.en, "home").map((l) => l.key);
    expect(en).toEqual(pl);
  });

  it("leaves out excluded keys and everything under them", () => {
    const keys = copyLeaves(homeMessages.pl, "home", ["home.hero"]).map((l) => l.key);
    expect(keys.some((k) => k.startsWith("home.hero."))).toBe(false);
    expect(keys.length).toBeGreaterThan(10);
  });

  it("applies an edit and returns untouched branches as they are", () => {
    const out = applyCopy(
      homeMessages.pl,
      "home",
      overrides({ "home.hero.default.title": "Nowy nagłówek" }),
    );
    expect(out.hero.default.title).toBe("Nowy nagłówek");
    expect(out.hero.warszawa).toBe(homeMessages.pl.hero.warszawa);
    expect(out.locations).toBe(homeMessages.pl.locations);
    expect(homeMessages.pl.hero.default.title).not.toBe("Nowy nagłówek");
    // Another page's edits leave this one alone (same object).
    expect(applyCopy(homeMessages.pl, "home", overrides({ "faq.items.wear.q": "x" }))).toBe(
      homeMessages.pl,
    );
    expect(applyCopy(homeMessages.pl, "home", NO_OVERRIDES)).toBe(homeMessages.pl);
  });

  it("rebuilds an id list in the stored order, drops left-out items, adds items with all their texts", () => {
    const out = applyCopy(
      faqContent.pl,
      "faq",
      overrides(
        {
          "faq.items.x-abcdefgh.q": "Nowe pytanie?",
          "faq.items.x-abcdefgh.a": "Odpowiedź.",
          "faq.items.x-incomple.q": "Bez odpowiedzi",
          "faq.items.wear.q": "Ubranie?",
        },
        {
          "faq.items": ["voucher", "x-abcdefgh", "wear", "x-incomple", "unknown"],
        },
      ),
    );
    expect(out.items.map((i) => i.id)).toEqual(["voucher", "x-abcdefgh", "wear"]);
    expect(out.items[1]).toEqual({
      id: "x-abcdefgh",
      q: "Nowe pytanie?",
      a: "Odpowiedź.",
    });
    expect(out.items[2]!.q).toBe("Ubranie?");
    expect(listIds(faqContent.pl, "faq", "faq.items")).toContain("weather");
    expect(listIds(faqContent.pl, "faq", "faq.nothing")).toBeNull();
  });

  it("checks an edit: not empty, placeholders kept, at most 4× the default (300 always allowed)", () => {
    expect(copyProblem("  ", "Tekst")).toEqual({ kind: "empty" });
    expect(copyProblem("Najbliżej: Warszawa", "Najbliżej Ciebie: {name}")).toEqual({
      kind: "placeholder",
      missing: ["name"],
    });
    expect(copyProblem("Blisko {name}", "Najbliżej Ciebie: {name}")).toBeNull();
    expect(placeholders("{a} i {b} i {a}")).toEqual(["a", "b"]);
    expect(maxCopyLength("abc")).toBe(300);
    expect(maxCopyLength("x".repeat(100))).toBe(400);
    expect(copyProblem("y".repeat(300), "abc")).toBeNull();
    expect(copyProblem("y".repeat(301), "abc")).toEqual({
      kind: "tooLong",
      max: 300,
    });
    expect(copyProblem("y".repeat(401), "x".repeat(100))).toEqual({
      kind: "tooLong",
      max: 400,
    });
  });
});
