/**
 * Departures against the fake FareHarbor, on PGlite and on PostgreSQL: states and links, the
 * cache shared by two processes (two services; on PostgreSQL two database clients) with the
 * upstream request count, the provider down, slow, unauthorised and malformed, the timetable.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createDatabase, type Database } from "~/lib/db.server";
import { createScratchDatabase, type ScratchDatabase } from "../../../tests/support/postgres";
import { createTestDatabase } from "../../../tests/support/test-db";
import {
  FAKE_KEYS,
  FAKE_SHORTNAME,
  startFakeFareHarbor,
  type FareHarborMode,
} from "../../../tests/support/fake-fareharbor";
import { createDeparturesService, type DeparturesServiceOptions } from "./departures.server";
import { createFareHarborProvider } from "./fareharbor.server";
import type { DepartureCruise } from "./types";
// The features' services each other needs (decision 420).
import "~/routes/feature-services.server";

const TICKET: DepartureCruise = {
  key: "20min",
  location: "warszawa",
  kind: "shared",
  durationMin: 20,
  published: true,
  booking: { channel: "provider", itemId: "623503" },
  departures: null,
  season: null,
  bookingAction: "https://fareharbor.com/embeds/book/ribwarsaw/items/623503/?ref=cruise-20",
  refName: "cruise-20",
};
const TIMETABLED: DepartureCruise = {
  ...TICKET,
  departures: { days: [1, 2, 3, 4, 5, 6, 7], times: ["09:30", "15:00"] },
};

let fake: Awaited<ReturnType<typeof startFakeFareHarbor>>;
beforeAll(async () => {
  fake = await startFakeFareHarbor(0, { slowMs: 3000 });
});
afterAll(() => fake.close());

/** 06:00 in Warsaw on a summer day: every departure of the day is ahead. */
const START = Date.parse("2026-07-01T04:00:00Z");

for (const kind of ["pglite", "postgres"] as const) {
  const skip = kind === "postgres" && !process.env.TEST_DATABASE_URL;
  describe.skipIf(skip)(`departures [${kind}]`, () => {
    let a: Database & { drop(): Promise<void> };
    let b: Database;
    let scratch: ScratchDatabase | undefined;
    let clock = START;
    beforeAll(async () => {
      if (kind === "pglite") {
        a = await createTestDatabase("pglite");
        b = a;
      } else {
        scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, "departures");
        const first = createDatabase({ url: scratch.url, dataDir: "" });
        await first.migrate();
        a = { ...first, drop: () => first.close() };
        b = createDatabase({ url: scratch.url, dataDir: "" });
      }
    });
    afterAll(async () => {
      if (b !== a) await b?.close();
      await a?.drop();
      await scratch?.drop();
    });
    beforeEach(async () => {
      clock = START;
      fake.setMode("normal");
      fake.resetHits();
      await a.db.execute("delete from departure_cache");
    });

    const service = (database: Database, over: Partial<DeparturesServiceOptions> = {}) =>
      createDeparturesService({
        provider: createFareHarborProvider({
          apiUrl: fake.apiUrl,
          appKey: FAKE_KEYS.app,
          userKey: FAKE_KEYS.user,
          shortname: FAKE_SHORTNAME,
          timeoutMs: 500,
        }),
        refreshS: 60,
        db: () => database.db,
        now: () => new Date(clock),
        ...over,
      });

    it("a cold cache answers at once without the provider, then the next request has its departures, states and links", async () => {
      const s = service(a);
      const cold = await s.departures(TICKET, { days: 1 });
      expect(cold).toEqual({ key: "20min", source: "none", asOf: null, departures: [] });
      await s.settled();
      expect(fake.hits.total).toBe(1);
      clock += 1000;
      const warm = await s.departures(TICKET, { days: 1 });
      expect(warm.source).toBe("provider");
      expect(warm.asOf).toBe(new Date(START).toISOString());
      expect(warm.departures.map((d) => [d.start, d.end, d.seatsLeft, d.status])).toEqual([
        ["2026-07-01T10:00:00+02:00", "2026-07-01T10:20:00+02:00", 12, "available"],
        ["2026-07-01T12:00:00+02:00", "2026-07-01T12:20:00+02:00", 3, "few"],
        ["2026-07-01T14:00:00+02:00", "2026-07-01T14:20:00+02:00", 0, "sold_out"],
        ["2026-07-01T16:00:00+02:00", "2026-07-01T16:20:00+02:00", 8, "available"],
        ["2026-07-01T18:00:00+02:00", "2026-07-01T18:20:00+02:00", 1, "few"],
      ]);
      expect(warm.departures[0]!.bookingUrl).toBe(
        "https://fareharbor.com/embeds/book/ribwarsaw/items/623503/availability/623503018210/book/?ref=cruise-20",
      );
      expect(warm.departures[2]!.bookingUrl).toBeNull();
      // Any from/days is cut from the one window: no call of its own.
      const later = await s.departures(TICKET, { from: "2026-07-10", days: 14, ref: "api" });
      expect(later.departures).toHaveLength(5 * 6);
      expect(later.departures[0]!.start).toBe("2026-07-10T10:00:00+02:00");
      expect(later.departures[0]!.bookingUrl).toMatch(/\?ref=api$/);
      await s.settled();
      expect(fake.hits.total).toBe(1);
    });

    it("two processes share one cache: about one upstream request per item per refresh interval", async () => {
      const p1 = service(a);
      const p2 = service(b);
      // A burst on both processes at once: one claim wins.
      await Promise.all(
        Array.from({ length: 20 }, (_, i) => (i % 2 ? p1 : p2).departures(TICKET, { days: 7 })),
      );
      await Promise.all([p1.settled(), p2.settled()]);
      expect(fake.hits.total).toBe(1);
      // A minute of traffic, a request every 5 s on each: still the one call until 60 s pass.
      for (let s = 5; s < 60; s += 5) {
        clock = START + s * 1000;
        await Promise.all([p1.departures(TICKET, { days: 7 }), p2.departures(TICKET, { days: 7 })]);
        await Promise.all([p1.settled(), p2.settled()]);
      }
      expect(fake.hits.total).toBe(1);
      clock = START + 61_000;
      await Promise.all(
        Array.from({ length: 10 }, (_, i) => (i % 2 ? p1 : p2).departures(TICKET, { days: 7 })),
      );
      await Promise.all([p1.settled(), p2.settled()]);
      expect(fake.hits.total).toBe(2);
      const status = await p2.status();
      expect(status.items).toEqual([
        expect.objectContaining({ item: "623503", upstreamCalls: 2, lastError: null }),
      ]);
    });

    it("with a row memo: a burst shares one read, the own refresh shows at once, another process's after the memo", async () => {
      let selects = 0;
      const counted = new Proxy(a.db, {
        get(target, prop, receiver) {
          if (prop === "select") selects++;
          return Reflect.get(target, prop, receiver) as unknown;
        },
      });
      const s = service(a, { rowMemoMs: 1000, db: () => counted });
      const cold = await Promise.all(
        Array.from({ length: 10 }, () => s.departures(TICKET, { days: 1 })),
      );
      expect(cold.every((d) => d.source === "none")).toBe(true);
      expect(selects).toBe(1);
      await s.settled();
      // Its own refresh dropped the copy: 100 ms later the departures are there.
      clock += 100;
      expect((await s.departures(TICKET, { days: 1 })).source).toBe("provider");
      expect(selects).toBe(2);
      // Another process empties the cache: seen once the copy is a second old, not before.
      await b.db.execute("delete from departure_cache");
      clock += 500;
      expect((await s.departures(TICKET, { days: 1 })).source).toBe("provider");
      clock += 600;
      expect((await s.departures(TICKET, { days: 1 })).source).toBe("none");
      expect(selects).toBe(3);
      await s.settled();
    });

    const FAILURES: Record<Exclude<FareHarborMode, "normal">, RegExp> = {
      down: /^unavailable: HTTP 503/,
      slow: /^timeout/,
      unauthorised: /^unauthorised/,
      malformed: /^malformed/,
      huge: /^malformed: answer too large/,
    };
    for (const [mode, failure] of Object.entries(FAILURES) as [FareHarborMode, RegExp][]) {
      it(`provider ${mode}: the last good data with its stamp for 30 minutes, then the timetable`, async () => {
        const s = service(a);
        await s.departures(TIMETABLED, { days: 1 });
        await s.settled();
        clock += 1000;
        expect((await s.departures(TIMETABLED, { days: 1 })).source).toBe("provider");
        fake.setMode(mode);
        clock = START + 5 * 60_000;
        const t0 = performance.now();
        const during = await s.departures(TIMETABLED, { days: 1 });
        expect(performance.now() - t0).toBeLessThan(400);
        expect(during.source).toBe("provider");
        expect(during.asOf).toBe(new Date(START).toISOString());
        await s.settled();
        const state = (await s.status()).items[0]!;
        expect(state.lastError).toMatch(failure);
        expect(JSON.stringify(state)).not.toContain(FAKE_KEYS.app);
        expect(JSON.stringify(state)).not.toContain(FAKE_KEYS.user);
        // Still failing half an hour after the last success: the operator's timetable.
        clock = START + 31 * 60_000;
        const after = await s.departures(TIMETABLED, { days: 1 });
        expect(after.source).toBe("timetable");
        expect(after.departures.map((d) => d.start)).toEqual([
          "2026-07-01T09:30:00+02:00",
          "2026-07-01T15:00:00+02:00",
        ]);
        await s.settled();
        // Failures are retried once per interval, not per request.
        expect(fake.hits.total).toBe(3);
      });
    }

    it("without keys: the timetable, and no request to the provider", async () => {
      const s = service(a, {
        provider: createFareHarborProvider({ apiUrl: fake.apiUrl, shortname: FAKE_SHORTNAME }),
      });
      const answer = await s.departures(TIMETABLED, { from: "2026-07-01", days: 2 });
      expect(answer).toEqual({
        key: "20min",
        source: "timetable",
        asOf: null,
        departures: [
          expect.objectContaining({
            start: "2026-07-01T09:30:00+02:00",
            end: "2026-07-01T09:50:00+02:00",
          }),
          expect.objectContaining({ start: "2026-07-01T15:00:00+02:00" }),
          expect.objectContaining({ start: "2026-07-02T09:30:00+02:00" }),
          expect.objectContaining({
            start: "2026-07-02T15:00:00+02:00",
            seatsLeft: null,
            status: "available",
            bookingUrl: TIMETABLED.bookingAction,
          }),
        ],
      });
      await s.settled();
      expect(fake.hits.total).toBe(0);
    });

    it("obeys the site: none outside the season (the panel counts those still sold), a cancelled notice's day cancelled", async () => {
      // 1 July: the notice cancels the day's departures from 13:00 on; the season ends on 3 July.
      const from = Date.parse("2026-07-01T13:00:00+02:00");
      const until = Date.parse("2026-07-02T00:00:00+02:00");
      const s = service(a, {
        cancelled: async (location) => (location === "warszawa" ? [{ from, until }] : []),
      });
      const seasoned = { ...TICKET, season: { from: "04-15", until: "07-03" } };
      await s.departures(seasoned, { days: 1 });
      await s.settled();
      clock += 1000;
      const warm = await s.departures(seasoned, { days: 14 });
      expect(warm.source).toBe("provider");
      const days = [...new Set(warm.departures.map((d) => d.start.slice(0, 10)))];
      expect(days).toEqual(["2026-07-01", "2026-07-02", "2026-07-03"]);
      expect(
        warm.departures
          .filter((d) => d.start.startsWith("2026-07-01"))
          .map((d) => [d.start.slice(11, 16), d.status, d.bookingUrl === null]),
      ).toEqual([
        ["10:00", "available", false],
        ["12:00", "few", false],
        ["14:00", "cancelled", true],
        ["16:00", "cancelled", true],
        ["18:00", "cancelled", true],
      ]);
      // The provider still sells 4 of 5 departures a day for the 12 days after 3 July.
      expect(await s.outsideSeason(seasoned)).toBe(4 * 12);
      expect(await s.outsideSeason(TICKET)).toBe(0);
      // Out of season today: nothing from either source.
      const winter = { ...TIMETABLED, season: { from: "04-15", until: "06-30" } };
      expect((await s.departures(winter, { days: 14 })).departures).toEqual([]);
      expect(s.seasonOpens(winter)).toBe("2027-04-15");
    });
  });
}
