import { describe, expect, it } from "vitest";
import { cruiseMessages } from "./messages";
import { buildCatalogue, SEED_LOCATION_ROWS, SEED_ROWS } from "./catalogue.server";
import { largestPrivateBoat, locationFactsOf, privateBoatFacts } from "./facts";
import { withFacts } from "./page-data.server";
import { DEFAULT_SETTINGS } from "~/lib/site-data/settings";

const placeholder = /\{\w+\}/;

function withCapacity(key: string, capacity: number) {
  return SEED_ROWS.map((r) => (r.key === key ? { ...r, capacity } : r));
}

describe("the catalogue's facts in the cruise pages' copy (decision 410)", () => {
  it("the largest private boat of a location, the shared ticket boat not counted", () => {
    const catalogue = buildCatalogue(SEED_ROWS, []);
    expect(largestPrivateBoat(catalogue.cruises.filter((c) => c.location === "warszawa"))).toBe(6);
    expect(locationFactsOf(catalogue, "zegrze", "pl")).toMatchObject({
      upToPeople: "do 6 osób",
      startPoint: "Port żeglarski nad Zalewem Zegrzyńskim",
    });
  });
  it("a changed capacity and start point reach every text that states them, in both languages", () => {
    const catalogue = buildCatalogue(
      withCapacity("zegrze_60min", 8),
      SEED_LOCATION_ROWS.map((r) =>
        r.id === "gdansk"
          ? {
              ...r,
              id: "gdansk",
              status: "open",
              startPointPl: "Wyspa Sobieszewska",
              startPointEn: "Sobieszewo Island",
              lat: 54.35,
              lng: 18.8,
              windLimitKmh: 40,
              season: null,
              updatedAt: new Date(0),
            }
          : r,
      ),
    );
    const settings = { boats: { eventCapacity: "14" } };
    for (const lang of ["pl", "en"] as const) {
      const copy = withFacts(cruiseMessages[lang], catalogue, settings, lang);
      const text = JSON.stringify({
        cruises: copy.cruises,
        warsaw: copy.warsaw,
        zegrze: copy.zegrze,
        gdansk: copy.gdansk,
      });
      expect(text).not.toMatch(placeholder);
      expect(copy.zegrze.heroText).toContain(lang === "pl" ? "do 8 osób" : "up to 8 people");
      expect(copy.gdansk.heroKicker).toBe(
        lang === "pl" ? "Gdańsk · Wyspa Sobieszewska" : "Gdańsk · Sobieszewo Island",
      );
      expect(copy.cruises["90"].facts[1].title).toBe(
        lang === "pl" ? "Maksymalnie 6 osób" : "Up to 6 people",
      );
      expect(copy.cruises["90"].facts[1].text).toContain(
        lang === "pl" ? "do 14 osób" : "up to 14 people",
      );
      // The price line is shared by the cards: each fills it with its own cruise.
      expect(copy.common.perBoat).toContain("{upToPeople}");
    }
  });
  it("the whole catalogue's largest private boat counts only open locations", () => {
    const catalogue = buildCatalogue(withCapacity("zegrze_30min", 9), []);
    expect(privateBoatFacts(catalogue, "pl")).toEqual({
      privatePeople: "9 osób",
      privateUpToPeople: "do 9 osób",
    });
    expect(DEFAULT_SETTINGS.boats.eventCapacity).toBe("12");
  });
});
