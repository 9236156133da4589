import { describe, expect, it } from "vitest";
import {
  SEED_LOCATION_ROWS,
  SEED_ROWS,
  buildCatalogue,
  type CruiseRow,
} from "~/features/cruises/catalogue.server";
import { LOCATION_START_POINTS } from "~/features/cruises/defaults";
import { SEED_COPY_SECTIONS } from "~/content/catalogue-seed";
import { pageCopyFor, pageKeyForPath } from "./page-copy.server";
import { NOINDEX_PATHS, PUBLIC_PATHS } from "./public-routes";

/** The seed's catalogue, with some cruises changed. */
function catalogue(change: (row: CruiseRow) => Partial<CruiseRow> = () => ({})) {
  const rows = SEED_ROWS.map((r) => ({ ...r, ...change(r) }));
  return {
    ...buildCatalogue(rows, SEED_LOCATION_ROWS),
    seedStartPoints: LOCATION_START_POINTS,
    copySections: SEED_COPY_SECTIONS,
  };
}
const SEED = catalogue();

/** The head description of `path` in `lang`, by a catalogue (the seed's unless given). */
const descriptionOf = (path: string, lang: "pl" | "en", cat = SEED) =>
  pageCopyFor(path, lang, cat).description;

describe("page copy by path", () => {
  it("has a title, description and heading for every public path in both languages, every fact filled", () => {
    for (const path of [...PUBLIC_PATHS, ...NOINDEX_PATHS]) {
      expect(pageKeyForPath(path, SEED), path).not.toBe("notFound");
      for (const lang of ["pl", "en"] as const) {
        const copy = pageCopyFor(path, lang, SEED);
        expect(copy.title && copy.description && copy.heading, `${path} ${lang}`).toBeTruthy();
        expect(JSON.stringify(copy), `${path} ${lang}`).not.toMatch(/\{\w+\}/);
      }
    }
  });

  it("gives the twin and the aliases their page's copy, unknown paths the not-found copy", () => {
    expect(pageKeyForPath("/nie-ma-takiej", SEED)).toBe("notFound");
    expect(pageKeyForPath("/en/zegrze-lake-cruises", SEED)).toBe("zegrze");
    expect(pageKeyForPath("/review", SEED)).toBe("linkHub");
    // Another spelling is answered by a 301 before it gets here (server/path-spelling.ts).
    expect(pageKeyForPath("/rejsy-zegrze/", SEED)).toBe("notFound");
  });
});

describe("facts in the head copy come from the catalogue (decision 410)", () => {
  it("keeps the seed's words word for word while the facts are the seed's", () => {
    const seedWords: Array<[path: string, lang: "pl" | "en", description: string]> = [
      [
        "/rejsy-wisla-warszawa",
        "pl",
        "Rejsy po Wiśle w Warszawie: 20-minutowy rejs biletowany do 80 km/h i prywatne rejsy 30, 60 i 90 minut dla maksymalnie 6 osób. Sprawdź ceny i zarezerwuj online.",
      ],
      [
        "/warsaw-river-cruise",
        "en",
        "A fast RIB speedboat cruise on the Vistula in Warsaw: a 20-minute shared ride, ticketed per person, or a private charter for up to 6 people. With travel tips.",
      ],
      [
        "/rejsy-zegrze",
        "pl",
        "Prywatne rejsy motorówką RIB po Zalewie Zegrzyńskim: 30 i 60 minut dla maksymalnie 6 osób, start z portu żeglarskiego, 50 minut od Warszawy.",
      ],
      [
        "/en/zegrze-lake-cruises",
        "en",
        "Private RIB cruises on Zegrze Lake: 30 and 60 minutes for up to 6 people, starting from the sailing port, 50 minutes from Warsaw.",
      ],
    ];
    for (const [path, lang, description] of seedWords)
      expect(descriptionOf(path, lang), path).toBe(description);
    expect(pageCopyFor("/rejsy-wisla-warszawa/20-min", "pl", SEED)).toEqual({
      title: "Rejs 20 min „Szaleństwo” – bilet na motorówkę RIB | RIB Warsaw",
      description:
        "20-minutowy rejs motorówką RIB po Wiśle z prędkością do 80 km/h. Bilety na pojedyncze miejsca, start przy kładce pieszo-rowerowej, widok na Stare Miasto.",
      heading: "Szaleństwo – rejs 20 minut",
    });
    expect(descriptionOf("/rejsy-zegrze/60-min", "en")).toBe(
      "60 minutes on Zegrze Lake by RIB: fast stretches, calm bays and Serock seen from the water. The whole boat for up to 6 people.",
    );
    expect(descriptionOf("/", "pl")).toContain("20-minutowy rejs biletowany");
  });

  it("says a capacity of 8, or of 1, in its plural form on the location and cruise pages, in both languages", () => {
    const eight = catalogue((r) => (r.kind === "private" ? { capacity: 8 } : {}));
    expect(descriptionOf("/rejsy-zegrze", "pl", eight)).toContain(
      "30 i 60 minut dla maksymalnie 8 osób, start z portu",
    );
    expect(descriptionOf("/en/zegrze-lake-cruises", "en", eight)).toContain(
      "30 and 60 minutes for up to 8 people,",
    );
    expect(descriptionOf("/rejsy-wisla-warszawa", "pl", eight)).toContain(
      "dla maksymalnie 8 osób.",
    );
    expect(descriptionOf("/rejsy-wisla-warszawa/60-min", "pl", eight)).toMatch(
      /Cała łódź dla maksymalnie 8 osób\.$/,
    );
    expect(descriptionOf("/rejsy-zegrze/30-min", "en", eight)).toContain(
      "The whole boat for up to 8 people, from the sailing port.",
    );
    const one = catalogue((r) => (r.key === "30min" ? { capacity: 1 } : {}));
    expect(descriptionOf("/rejsy-wisla-warszawa/30-min", "pl", one)).toContain(
      "rejs RIB dla maksymalnie 1 osoby:",
    );
    expect(descriptionOf("/warsaw-river-cruise/30-min", "en", one)).toContain(
      "for up to 1 person:",
    );
  });

  it("names a changed duration in the title, description and heading", () => {
    const longer = catalogue((r) => (r.key === "zegrze_60min" ? { durationMin: 75 } : {}));
    const pl = pageCopyFor("/rejsy-zegrze/60-min", "pl", longer);
    expect(pl.title).toBe("Prywatny rejs 75 min „Prawdziwa wyprawa” na Zegrzu | RIB Warsaw");
    expect(pl.heading).toBe("Zegrze 75 min – Prawdziwa wyprawa");
    // The description states the same duration, not "Godzina" ("An hour").
    expect(pl.description).toMatch(/^75 min motorówką RIB po Zalewie Zegrzyńskim/);
    expect(descriptionOf("/rejsy-zegrze/60-min", "en", longer)).toMatch(/^75 minutes on Zegrze/);
    expect(descriptionOf("/rejsy-zegrze", "pl", longer)).toContain("30 i 75 minut");
    expect(descriptionOf("/en/zegrze-lake-cruises", "en", longer)).toContain("30 and 75 minutes");
  });

  it("says 'Start: …' once the start point is no longer the seed's, in both languages", () => {
    const moved = {
      ...SEED,
      locationList: SEED.locationList.map((l) =>
        l.id === SEED.locationList[1]!.id
          ? { ...l, startPoint_pl: "Marina Nieporęt", startPoint_en: "Nieporęt marina" }
          : l,
      ),
    };
    expect(descriptionOf("/rejsy-zegrze", "pl", moved)).toBe(
      "Prywatne rejsy motorówką RIB po Zalewie Zegrzyńskim: 30 i 60 minut dla maksymalnie 6 osób, 50 minut od Warszawy. Start: Marina Nieporęt.",
    );
    expect(descriptionOf("/en/zegrze-lake-cruises", "en", moved)).toBe(
      "Private RIB cruises on Zegrze Lake: 30 and 60 minutes for up to 6 people, 50 minutes from Warsaw. Start: Nieporęt marina.",
    );
    expect(descriptionOf("/rejsy-zegrze/30-min", "en", moved)).toMatch(
      /for up to 6 people\. Start: Nieporęt marina\.$/,
    );
    // Warsaw's start point is the seed's: its words stay.
    expect(descriptionOf("/rejsy-wisla-warszawa/20-min", "pl", moved)).toContain(
      "start przy kładce pieszo-rowerowej",
    );
  });
});
