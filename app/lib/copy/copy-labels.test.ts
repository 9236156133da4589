import { describe, expect, it } from "vitest";
import { COPY_PAGES } from "~/routes/api/admin/content-pages.server";
import { copyLeaves } from "./copy-keys";
import { copyLabel, copyLabelParts, SOON_KEYS, splitToken } from "./copy-labels";
import { keysWithOpenWording } from "./open-wording";

/**
 * Every editable key of every page, as the panel lists them (the key registry of decision 240:
 * the Polish catalogue's keys; English-only fields are not offered).
 */
const KEYS = COPY_PAGES.flatMap((p) =>
  copyLeaves(p.catalogue.pl, p.id, p.exclude).map((l) => l.key),
);

describe("copy labels", () => {
  it("walks a real registry of keys", () => {
    expect(KEYS.length).toBeGreaterThan(200);
    expect(KEYS).toContain("home.hero.warszawa.kicker");
  });

  it("names every token of every current key from the dictionary, in both languages", () => {
    const missing = new Set<string>();
    for (const key of KEYS)
      for (const lang of ["pl", "en"] as const)
        for (const part of copyLabelParts(key, lang))
          if (!part.known) missing.add(`${key} (${part.token})`);
    expect([...missing]).toEqual([]);
  });

  it("gives every key a non-empty label without raw camelCase or key punctuation", () => {
    for (const key of KEYS)
      for (const lang of ["pl", "en"] as const) {
        const label = copyLabel(key, lang);
        expect(label.trim(), key).not.toBe("");
        expect(label, key).not.toContain(key);
        // No token left as written in code: "ctaTitle", "imageAlt", "team-building".
        expect(label, `${lang} ${key}: ${label}`).not.toMatch(/\b[a-z]+[A-Z]\w*\b/);
        expect(label.split(" · ").every((s) => s.trim() !== "")).toBe(true);
      }
  });

  it("labels keys in Polish and English", () => {
    expect(copyLabel("home.hero.warszawa.kicker", "pl")).toBe("Baner główny · Warszawa · nadtytuł");
    expect(copyLabel("home.hero.warszawa.kicker", "en")).toBe("Hero banner · Warsaw · kicker line");
    expect(copyLabel("home.hero.default.title", "pl")).toBe(
      "Baner główny · wszystkie lokalizacje · tytuł",
    );
    expect(copyLabel("faq.items.weather.a", "pl")).toBe("Pytania · zła pogoda · odpowiedź");
    expect(copyLabel("faq.items.weather.q", "en")).toBe("Questions · bad weather · question");
    expect(copyLabel("cruises.cruises.60.imageAlt", "pl")).toBe(
      "Rejsy po Wiśle · rejs prywatny 60 min · tekst alternatywny obrazka",
    );
    expect(copyLabel("events.hub.types.private.title", "en")).toBe(
      "Events page · types of event · private groups · title",
    );
    expect(copyLabel("rental.pricesHeading", "pl")).toBe("Nagłówek cennika");
    // A list inside a section that names it already adds no segment.
    expect(copyLabel("home.projects.items.boatRental.title", "pl")).toBe(
      "Nasze inne projekty · wypożyczalnia łodzi · tytuł",
    );
    expect(copyLabel("cruises.zegrze.cruises.zegrze60.text", "en")).toBe(
      "Zegrze cruises page · 60-minute cruise · text",
    );
  });

  it("labels sections, and with the page for lists of keys from every page", () => {
    expect(copyLabel("home.hero", "pl")).toBe("Baner główny");
    expect(copyLabel("home.hero", "en")).toBe("Hero banner");
    expect(copyLabel("faq.items.weather", "pl")).toBe("Pytania · zła pogoda");
    expect(copyLabel("home.hero.default.title", "pl", { page: true })).toBe(
      "Strona główna · baner główny · wszystkie lokalizacje · tytuł",
    );
    expect(copyLabel("faq.items", "en", { page: true })).toBe("FAQ · questions");
    expect(copyLabel("rental", "pl")).toBe("Motorówka bez patentu");
  });

  it("names both wordings of a Gdańsk text with the status each is for (decision 302)", () => {
    // The list of coming-soon keys is exactly the keys that have an open wording beside them.
    expect([...SOON_KEYS].sort()).toEqual(keysWithOpenWording(KEYS).sort());
    expect(copyLabel("home.hero.gdansk.kicker", "pl")).toBe(
      "Baner główny · Gdańsk · nadtytuł (Gdańsk wkrótce)",
    );
    expect(copyLabel("home.hero.gdansk.kickerOpen", "pl")).toBe(
      "Baner główny · Gdańsk · nadtytuł (Gdańsk otwarty)",
    );
    expect(copyLabel("home.hero.gdansk.kickerOpen", "en")).toBe(
      "Hero banner · Gdańsk · kicker line (Gdańsk open)",
    );
    expect(copyLabel("gdansk.footer", "en", { page: true })).toBe(
      "Gdańsk: footer, contact, weather, search results · footer: Gdańsk in the locations list (Gdańsk coming soon)",
    );
    expect(copyLabel("gdansk.seo.titleOpen", "pl")).toBe(
      "Tytuł, opis i nagłówek strony Gdańska · tytuł (Gdańsk otwarty)",
    );
    // A text with one wording is named as before.
    expect(copyLabel("home.hero.gdansk.imageAlt", "pl")).not.toContain("(Gdańsk");
  });

  it("names an added FAQ question by rule, with its question when known", () => {
    expect(copyLabel("faq.items.x-ab12cd34.q", "pl")).toBe("Pytania · dodane pytanie · pytanie");
    expect(
      copyLabel("faq.items.x-ab12cd34", "en", {
        names: { "x-ab12cd34": "Can I bring my dog?" },
      }),
    ).toBe("Questions · added question “Can I bring my dog?”");
    expect(
      copyLabel("faq.items.x-ab12cd34", "pl", {
        names: { "x-ab12cd34": "Czy mogę zabrać psa?" },
      }),
    ).toBe("Pytania · dodane pytanie „Czy mogę zabrać psa?”");
  });

  it("falls back to words for a token it does not know, so a new key is never blank", () => {
    expect(splitToken("bookingNotePrivate90")).toBe("booking note private 90");
    expect(splitToken("team-building")).toBe("team building");
    expect(copyLabel("home.newSection.someLongText", "pl")).toBe("New section · some long text");
    expect(copyLabel("newPage.hero.title", "en", { page: true })).toBe("New page · hero · title");
  });
});
