import { describe, expect, it } from "vitest";
import type { Departure } from "./types";
import { windWarnings } from "./wind";
import { whereOf, windLine, windMail } from "./wind-text";

const dep = (start: string, end: string, status: Departure["status"] = "available"): Departure => ({
  start: `2026-07-02T${start}:00+02:00`,
  end: `2026-07-02T${end}:00+02:00`,
  seatsLeft: 5,
  status,
  bookingUrl: null,
});
const gusts = Array.from({ length: 24 }, (_, h) => ({
  hour: `2026-07-02T${String(h).padStart(2, "0")}:00`,
  gustKmh: h >= 14 && h <= 17 ? (h === 16 ? 48 : 40) : 20,
}));

it("warns for the departures whose hours cross the limit, one line per day", () => {
  expect(
    windWarnings("zegrze", 35, gusts, [
      dep("10:00", "10:20"),
      dep("13:30", "14:10"),
      dep("16:00", "16:20"),
      dep("17:40", "18:00"),
      dep("19:00", "19:20"),
    ]),
  ).toEqual([
    {
      location: "zegrze",
      day: "2026-07-02",
      from: "13:30",
      until: "18:00",
      maxGustKmh: 48,
      limitKmh: 35,
    },
  ]);
});

it("is quiet below the limit, without a forecast, and for closed departures", () => {
  expect(windWarnings("zegrze", 50, gusts, [dep("16:00", "16:20")])).toEqual([]);
  expect(windWarnings("zegrze", 35, [], [dep("16:00", "16:20")])).toEqual([]);
  expect(windWarnings("zegrze", 35, gusts, [dep("16:00", "16:20", "closed")])).toEqual([]);
});

it("issue 45, item 11: the wind e-mail names the day's date, the panel's line keeps 'Jutro'", () => {
  const w = {
    location: "zegrze" as const,
    day: "2026-11-29",
    from: "14:00",
    until: "18:00",
    maxGustKmh: 48,
    limitKmh: 35,
  };
  const mail = windMail(w, "2026-11-28", "https://example.test/admin");
  expect(mail.subject).toBe(
    "Wiatr: Jutro (29 listopada) 14:00–18:00 na Zegrzu porywy do 48 km/h, limit 35",
  );
  expect(mail.text).toContain("Jutro (29 listopada) 14:00–18:00");
  expect(windMail({ ...w, day: "2026-11-28" }, "2026-11-28", "x").subject).toContain(
    "Dziś (28 listopada)",
  );
  expect(windLine(w, "pl", "2026-11-28")).toBe(
    "Jutro 14:00–18:00 na Zegrzu porywy do 48 km/h, limit 35",
  );
});

describe("an added location in the wind warning's words (decision 400)", () => {
  it("is named by its row's name, in either language", () => {
    const w = { location: "torun", name: { pl: "Toruń", en: "Torun" } };
    expect(whereOf(w, "pl")).toBe("w lokalizacji Toruń");
    expect(whereOf(w, "en")).toBe("in Torun");
    expect(whereOf({ location: "zegrze" }, "pl")).toBe("na Zegrzu");
  });
});
