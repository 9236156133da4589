import { describe, expect, it } from "vitest";
import {
  durationFacts,
  fillFacts,
  fillFactsByKey,
  fillFactsDeep,
  people,
  peopleFacts,
  upToPeople,
} from "./facts";

describe("people in their plural forms (decision 410)", () => {
  it.each([
    [1, "1 osoba"],
    [2, "2 osoby"],
    [4, "4 osoby"],
    [5, "5 osób"],
    [8, "8 osób"],
    [12, "12 osób"],
    [13, "13 osób"],
    [14, "14 osób"],
    [22, "22 osoby"],
    [25, "25 osób"],
  ])("Polish: %i → %s", (n, text) => {
    expect(people(n, "pl")).toBe(text);
  });
  it("English: person and people", () => {
    expect(people(1, "en")).toBe("1 person");
    expect(people(8, "en")).toBe("8 people");
  });
  it('"do" takes the genitive: do 1 osoby, do 2 osób, do 8 osób; "up to" in English', () => {
    expect(upToPeople(1, "pl")).toBe("do 1 osoby");
    expect(upToPeople(2, "pl")).toBe("do 2 osób");
    expect(upToPeople(8, "pl")).toBe("do 8 osób");
    expect(upToPeople(12, "en")).toBe("up to 12 people");
    expect(upToPeople(1, "en")).toBe("up to 1 person");
  });
  it("names the placeholders, with a prefix when given", () => {
    expect(peopleFacts(8, "pl")).toEqual({ people: "8 osób", upToPeople: "do 8 osób" });
    expect(peopleFacts(12, "en", "event")).toEqual({
      eventPeople: "12 people",
      eventUpToPeople: "up to 12 people",
    });
  });
});

describe("a cruise's duration in its plural forms", () => {
  it("says minutes in the form each count takes, in both languages", () => {
    expect(durationFacts(20, "pl")).toEqual({ minutes: "20", duration: "20 minut" });
    expect(durationFacts(1, "pl").duration).toBe("1 minuta");
    expect(durationFacts(22, "pl").duration).toBe("22 minuty");
    expect(durationFacts(45, "pl").duration).toBe("45 minut");
    expect(durationFacts(90, "en")).toEqual({ minutes: "90", duration: "90 minutes" });
    expect(durationFacts(1, "en").duration).toBe("1 minute");
  });
  it("fills a fact's title of the written copy", () => {
    expect(fillFacts("{duration}", durationFacts(25, "pl"))).toBe("25 minut");
    expect(fillFacts("A {minutes}-minute ride", durationFacts(80, "en"))).toBe("An 80-minute ride");
  });
});

describe("filling placeholders", () => {
  it("fills the facts it is given and leaves any other placeholder for its own filler", () => {
    expect(fillFacts("za całą łódź ({upToPeople}) · {price}", { upToPeople: "do 8 osób" })).toBe(
      "za całą łódź (do 8 osób) · {price}",
    );
  });
  it('an English "a" before a filled number follows how the number is said', () => {
    const ride = "A {minutes}-minute ride, a {minutes}-minute thrill";
    expect(fillFacts(ride, { minutes: "20" })).toBe("A 20-minute ride, a 20-minute thrill");
    expect(fillFacts(ride, { minutes: "80" })).toBe("An 80-minute ride, an 80-minute thrill");
    for (const n of ["8", "11", "18", "85", "800"])
      expect(fillFacts("a {n}-minute ride", { n })).toBe(`an ${n}-minute ride`);
    for (const n of ["1", "110", "180", "28", "100"])
      expect(fillFacts("a {n}-minute ride", { n })).toBe(`a ${n}-minute ride`);
    // An unfilled placeholder and its article are left as they were; a word ending in "a" is no article.
    expect(fillFacts("A {other} and Gdynia {minutes}", { minutes: "80" })).toBe(
      "A {other} and Gdynia 80",
    );
  });
  it("fills every string of a copy tree and keeps unchanged branches as they are", () => {
    const tree = { a: "Start: {startPoint}", b: { c: ["x", "{people}"] }, d: { e: "plain" } };
    const filled = fillFactsDeep(tree, { startPoint: "Wyspa Spichrzów", people: "8 osób" });
    expect(filled).toEqual({
      a: "Start: Wyspa Spichrzów",
      b: { c: ["x", "8 osób"] },
      d: { e: "plain" },
    });
    expect(filled.d).toBe(tree.d);
  });
  it("fills a branch named by a location with that location's facts", () => {
    const copy = {
      hero: { zegrze: "Cała łódź {upToPeople}", gdansk: "Gdańsk · {startPoint}" },
      cards: { gdansk: { details: ["Start: {startPoint}"] } },
      perBoat: "za łódź ({upToPeople})",
    };
    const filled = fillFactsByKey(copy, {
      zegrze: { upToPeople: "do 6 osób" },
      gdansk: { startPoint: "Wyspa Sobieszewska", upToPeople: "do 8 osób" },
    });
    expect(filled.hero).toEqual({
      zegrze: "Cała łódź do 6 osób",
      gdansk: "Gdańsk · Wyspa Sobieszewska",
    });
    expect(filled.cards.gdansk.details).toEqual(["Start: Wyspa Sobieszewska"]);
    // A text shared by the locations waits for the card that knows its cruise.
    expect(filled.perBoat).toBe("za łódź ({upToPeople})");
  });
});
