import { describe, expect, it } from "vitest";
import { inSeason, obeyStatements, seasonOpens, timetableDepartures } from "./compute";
import { toPageDepartures } from "./page-departures.server";
import { dayText, stateText } from "./labels";
import type { Departure, DepartureCruise, IsoWeekday } from "./types";

const cruise: DepartureCruise = {
  key: "zegrze_30min",
  location: "zegrze",
  kind: "private",
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

describe("the site's own statements (decision 350)", () => {
  const d = (start: string, status: Departure["status"] = "available"): Departure => ({
    start,
    end: start,
    seatsLeft: status === "sold_out" ? 0 : 5,
    status,
    bookingUrl: status === "sold_out" ? null : `https://fareharbor.com/${start}`,
  });

  it("outside the season no departure is listed, from either source", () => {
    const season = { from: "04-15", until: "10-15" };
    const out = obeyStatements(
      [
        d("2026-04-14T18:00:00+02:00"),
        d("2026-04-15T10:00:00+02:00"),
        d("2026-10-16T10:00:00+02:00"),
      ],
      season,
      [],
    );
    expect(out.map((x) => x.start)).toEqual(["2026-04-15T10:00:00+02:00"]);
    // The timetable, whose season is the one in force (the location's, when inherited).
    const now = new Date("2026-11-28T08:00:00Z");
    const all = {
      ...cruise,
      departures: { days: [1, 2, 3, 4, 5, 6, 7] as IsoWeekday[], times: ["12:00"] },
    };
    expect(timetableDepartures({ ...all, season }, { from: "2026-11-28", days: 7, now })).toEqual(
      [],
    );
    expect(
      timetableDepartures({ ...all, season: null }, { from: "2026-11-28", days: 7, now }),
    ).toHaveLength(7);
  });

  it("a cancelled notice's window marks the departures starting in it cancelled, without a link", () => {
    const from = Date.parse("2026-07-01T00:00:00+02:00");
    const until = Date.parse("2026-07-02T00:00:00+02:00");
    const out = obeyStatements(
      [
        d("2026-06-30T18:00:00+02:00"),
        d("2026-07-01T10:00:00+02:00"),
        d("2026-07-01T18:00:00+02:00", "sold_out"),
        d("2026-07-02T00:00:00+02:00"),
      ],
      null,
      [{ from, until }],
    );
    expect(out.map((x) => [x.start.slice(0, 16), x.status, x.bookingUrl === null])).toEqual([
      ["2026-06-30T18:00", "available", false],
      ["2026-07-01T10:00", "cancelled", true],
      ["2026-07-01T18:00", "cancelled", true],
      ["2026-07-02T00:00", "available", false],
    ]);
    // A notice already on (no start) covers everything until its end.
    expect(
      obeyStatements([d("2026-06-30T18:00:00+02:00")], null, [{ from: null, until }])[0]!.status,
    ).toBe("cancelled");
  });

  it("a private cruise's departure is free or taken, never a seat count; a cancelled one says so", () => {
    const priv = { kind: "private" as const, channel: "provider" as const };
    expect(stateText({ status: "available", seatsLeft: 12 }, "pl", priv)).toBe("Wolny termin");
    expect(stateText({ status: "few", seatsLeft: 3 }, "en", priv)).toBe("Available");
    expect(stateText({ status: "sold_out", seatsLeft: 0 }, "pl", priv)).toBe("Zajęty");
    expect(stateText({ status: "sold_out", seatsLeft: 0 }, "en", priv)).toBe("Taken");
    expect(stateText({ status: "cancelled", seatsLeft: 12 }, "pl")).toBe("Odwołany");
    expect(stateText({ status: "cancelled", seatsLeft: null }, "en")).toBe("Cancelled");
    const rows = toPageDepartures(
      {
        key: "x",
        source: "provider",
        asOf: null,
        departures: [d("2026-07-01T10:00:00+02:00", "few")],
      },
      6,
      new Date("2026-07-01T04:00:00Z"),
      null,
      "pl",
      { kind: "private", booking: { channel: "provider", itemId: "1" } },
    );
    expect(rows.items[0]).toMatchObject({
      status: "available",
      stateText: "Wolny termin",
      link: "provider",
    });
  });

  it("a timetable departure names its channel's action and opens it in the same tab", () => {
    const tt = (channel: "provider" | "phone" | "enquiry", lang: "pl" | "en", url: string) =>
      toPageDepartures(
        {
          key: "x",
          source: "timetable",
          asOf: null,
          departures: [{ ...d("2026-07-01T10:00:00+02:00"), seatsLeft: null, bookingUrl: url }],
        },
        6,
        new Date("2026-07-01T04:00:00Z"),
        null,
        lang,
        {
          kind: "private",
          booking: { channel, itemId: null },
          pageUrls: { pl: "/rejsy-zegrze/x", en: "/en/zegrze-lake-cruises/x" },
        },
      ).items[0]!;
    expect(tt("phone", "pl", "tel:+48500")).toMatchObject({
      stateText: "Zadzwoń i zarezerwuj",
      link: "tel",
    });
    expect(tt("phone", "en", "tel:+48500")).toMatchObject({
      stateText: "Call to book",
      link: "tel",
    });
    expect(tt("enquiry", "en", "/rejsy-zegrze/x")).toMatchObject({
      stateText: "Ask for a date",
      link: "page",
      href: "/en/zegrze-lake-cruises/x",
    });
    expect(tt("enquiry", "pl", "/rejsy-zegrze/x").stateText).toBe("Zapytaj o termin");
    expect(tt("provider", "pl", "https://fareharbor.com/x")).toMatchObject({
      stateText: "Zarezerwuj",
      link: "provider",
    });
  });
});

it("issue 45, item 9: a Polish departure day names its month in full, an English one keeps 'Tue 1 Dec'", () => {
  expect(dayText({ day: "2026-12-01", rel: null }, "pl")).toBe("wt. 1 grudnia");
  expect(dayText({ day: "2026-05-23", rel: null }, "pl")).toBe("sob. 23 maja");
  expect(dayText({ day: "2026-12-01", rel: null }, "en")).toBe("Tue 1 Dec");
});
