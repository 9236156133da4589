import { describe, expect, it } from "vitest";
import { homeMessages } from "~/features/home/messages";
import { keysWithOpenWording, pickWording } from "./open-wording";

describe("open wording (decision 302)", () => {
  const copy = {
    hero: { kicker: "Gdańsk · wkrótce", kickerOpen: "Gdańsk · Wyspa Spichrzów", cta: "Zarezerwuj" },
    items: [
      { id: "launch", title: "Informacja o starcie", titleOpen: "Terminy", text: "Damy znać." },
      { id: "crew", title: "Załoga", text: "Ta sama." },
    ],
    other: { text: "Bez pary" },
  };

  it("keeps the coming-soon wording and drops the open one while coming soon", () => {
    const soon = pickWording(copy, false);
    expect(soon.hero).toEqual({ kicker: "Gdańsk · wkrótce", cta: "Zarezerwuj" });
    expect(soon.items[0]).toEqual({
      id: "launch",
      title: "Informacja o starcie",
      text: "Damy znać.",
    });
    expect(JSON.stringify(soon)).not.toContain("Open");
  });

  it("puts the open wording in the text's own key once open", () => {
    const open = pickWording(copy, true);
    expect(open.hero).toEqual({ kicker: "Gdańsk · Wyspa Spichrzów", cta: "Zarezerwuj" });
    expect(open.items[0]).toEqual({ id: "launch", title: "Terminy", text: "Damy znać." });
    expect(JSON.stringify(open)).not.toContain("wkrótce");
  });

  it("returns untouched branches as they are", () => {
    const open = pickWording(copy, true);
    expect(open.other).toBe(copy.other);
    expect(open.items[1]).toBe(copy.items[1]);
    const plain = { a: { b: "x" }, list: ["y"] };
    expect(pickWording(plain, true)).toBe(plain);
  });

  it("leaves a key that ends in Open but has no sibling alone", () => {
    expect(pickWording({ menuOpen: "Menu" }, true)).toEqual({ menuOpen: "Menu" });
  });

  it("finds the keys with an open wording", () => {
    expect(keysWithOpenWording(["a.title", "a.titleOpen", "a.text", "b.textOpen"])).toEqual([
      "a.title",
    ]);
  });

  it("home for a Gdańsk visitor: no 'wkrótce' / 'coming soon' once open, word for word before", () => {
    for (const lang of ["pl", "en"] as const) {
      const soon = pickWording(homeMessages[lang], false);
      const open = pickWording(homeMessages[lang], true);
      expect(soon.hero.gdansk).toEqual({
        kicker: homeMessages[lang].hero.gdansk.kicker,
        title: homeMessages[lang].hero.gdansk.title,
        subtitle: homeMessages[lang].hero.gdansk.subtitle,
      });
      for (const text of [
        ...Object.values(open.hero.gdansk),
        open.locations.text,
        open.locations.cards.gdansk.description,
        open.why.heading.gdansk,
        ...open.why.items.gdansk.flatMap((i) => [i.title, i.text]),
        ...open.events.types.map((t) => t.text),
        open.contact.locations.gdansk.text,
      ])
        expect(text).not.toMatch(/wkrótce|coming soon|\bsoon\b|szykujemy|getting ready/i);
    }
  });
});
