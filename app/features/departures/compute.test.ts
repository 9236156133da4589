import { expect, it } from "vitest";
import { inSeason, seasonOpens, timetableDepartures } from "./compute";
import { toPageDepartures } from "./page-departures.server";
import { dayText, stateText } from "./labels";
import type { DepartureCruise } from "./types";

const cruise: DepartureCruise = {
  key: "zegrze_30min",
  location: "zegrze",
  durationMin: 30,
  published: true,
  booking: { channel: "phone", itemId: null },
  departures: { days: [6, 7], times: ["12:00", "10:00", "25:00"] },
  season: { from: "05-01", until: "09-30" },
  bookingAction: "tel:+48500600700",
  refName: "zegrze",
};

it("the timetable: its weekdays and checked times, inside the season, from now on, in Warsaw time", () => {
  // Saturday 2026-06-27 11:00 Warsaw: the 10:00 departure has gone.
  const now = new Date("2026-06-27T09:00:00Z");
  const out = timetableDepartures(cruise, { from: "2026-06-27", days: 7, now });
  expect(out.map((d) => d.start)).toEqual([
    "2026-06-27T12:00:00+02:00",
    "2026-06-28T10:00:00+02:00",
    "2026-06-28T12:00:00+02:00",
  ]);
  expect(out[0]).toEqual({
    start: "2026-06-27T12:00:00+02:00",
    end: "2026-06-27T12:30:00+02:00",
    seatsLeft: null,
    status: "available",
    bookingUrl: "tel:+48500600700",
  });
});

it("winter time has the +01:00 offset, and the season's end is respected", () => {
  const now = new Date("2026-09-20T00:00:00Z");
  const out = timetableDepartures(cruise, { from: "2026-09-26", days: 9, now });
  expect(out.map((d) => d.start)).toEqual([
    "2026-09-26T10:00:00+02:00",
    "2026-09-26T12:00:00+02:00",
    "2026-09-27T10:00:00+02:00",
    "2026-09-27T12:00:00+02:00",
  ]);
  const winter = { ...cruise, season: null };
  expect(timetableDepartures(winter, { from: "2026-11-28", days: 1, now })[0]!.start).toBe(
    "2026-11-28T10:00:00+01:00",
  );
});

it("outside the season: when it starts", () => {
  expect(seasonOpens("2026-11-27", cruise.season)).toBe("2027-05-01");
  expect(seasonOpens("2026-03-01", cruise.season)).toBe("2026-05-01");
  expect(seasonOpens("2026-06-01", cruise.season)).toBeNull();
  expect(seasonOpens("2026-06-01", null)).toBeNull();
  // A season over New Year.
  expect(inSeason("2027-01-10", { from: "12-01", until: "02-28" })).toBe(true);
  expect(inSeason("2027-03-10", { from: "12-01", until: "02-28" })).toBe(false);
});

it("the page's rows: today and tomorrow by the server's day, the stamp only when the data is old", () => {
  const now = new Date("2026-07-01T08:00:00Z");
  const answer = {
    key: "20min",
    source: "provider" as const,
    asOf: "2026-07-01T07:42:00.000Z",
    departures: [
      {
        start: "2026-07-01T14:00:00+02:00",
        end: "2026-07-01T14:20:00+02:00",
        seatsLeft: 0,
        status: "sold_out" as const,
        bookingUrl: null,
      },
      {
        start: "2026-07-02T10:00:00+02:00",
        end: "2026-07-02T10:20:00+02:00",
        seatsLeft: 3,
        status: "few" as const,
        bookingUrl: "https://fareharbor.com/x",
      },
    ],
  };
  const page = toPageDepartures(answer, 6, now, null, "pl");
  expect(page.asOf).toBe("09:42");
  expect(page.items.map((r) => [r.rel, r.time, r.endTime])).toEqual([
    ["today", "14:00", "14:20"],
    ["tomorrow", "10:00", "10:20"],
  ]);
  expect(page.items.map((r) => [r.dayText, r.stateText])).toEqual([
    ["Dziś", "Brak miejsc"],
    ["Jutro", "Zostały tylko 3 miejsca"],
  ]);
  expect(page.text).toEqual({
    heading: "Najbliższe rejsy",
    seasonOpens: null,
    asOf: "Stan na 09:42",
  });
  const en = toPageDepartures(answer, 6, new Date("2026-06-29T08:00:00Z"), null, "en");
  expect(en.items.map((r) => r.dayText)).toEqual(["Wed 1 Jul", "Thu 2 Jul"]);
  expect(en.items[1]!.stateText).toBe("Only 3 seats left");
  // The few-seats wording in every Polish plural form, and the plain count beside it.
  expect([1, 4, 5, 22].map((n) => stateText({ status: "few", seatsLeft: n }, "pl"))).toEqual([
    "Zostało tylko 1 miejsce",
    "Zostały tylko 4 miejsca",
    "Zostało tylko 5 miejsc",
    "Zostały tylko 22 miejsca",
  ]);
  expect(stateText({ status: "few", seatsLeft: 1 }, "en")).toBe("Only 1 seat left");
  expect(stateText({ status: "available", seatsLeft: 12 }, "pl")).toBe("12 wolnych miejsc");
  expect(toPageDepartures(answer, 1, new Date("2026-07-01T07:44:00Z"), null, "pl").asOf).toBeNull();
});

it("issue 45, item 9: a Polish departure day names its month in full, an English one keeps 'Tue 1 Dec'", () => {
  expect(dayText({ day: "2026-12-01", rel: null }, "pl")).toBe("wt. 1 grudnia");
  expect(dayText({ day: "2026-05-23", rel: null }, "pl")).toBe("sob. 23 maja");
  expect(dayText({ day: "2026-12-01", rel: null }, "en")).toBe("Tue 1 Dec");
});
