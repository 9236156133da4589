import { expect, it } from "vitest";
import {
  createFareHarborProvider,
  parseAvailabilities,
  parseProviderTime,
} from "./fareharbor.server";
import {
  FAKE_KEYS,
  FAKE_SHORTNAME,
  startFakeFareHarbor,
} from "../../../tests/support/fake-fareharbor";
import { startLateUpstream, whileCollecting } from "../../../tests/support/late-upstream";

it("reads the provider's timestamps with or without a colon in the offset", () => {
  expect(parseProviderTime("2023-08-18T00:30:00-0600")).toBe("2023-08-18T06:30:00.000Z");
  expect(parseProviderTime("2026-07-01T14:00:00+02:00")).toBe("2026-07-01T12:00:00.000Z");
  expect(parseProviderTime("2026-07-01T14:00Z")).toBe("2026-07-01T14:00:00.000Z");
});

it("refuses what is not a time", () => {
  for (const bad of [
    "2026-02-31T10:00:00+0100",
    "2026-07-01 14:00",
    "2026-07-01T25:00:00Z",
    "<script>",
    12,
    null,
    "1850-01-01T00:00:00Z",
  ])
    expect(parseProviderTime(bad)).toBeNull();
});

it("keeps checked availabilities and drops bad ones", () => {
  const { items, dropped } = parseAvailabilities({
    availabilities: [
      {
        pk: 2,
        start_at: "2026-07-01T16:00:00+0200",
        end_at: "2026-07-01T16:20:00+0200",
        capacity: 0,
      },
      {
        pk: 1,
        start_at: "2026-07-01T14:00:00+0200",
        end_at: "2026-07-01T14:20:00+0200",
        capacity: 7,
        online_booking_status: "auto",
      },
      {
        pk: 3,
        start_at: "2026-07-01T18:00:00+0200",
        end_at: "2026-07-01T18:20:00+0200",
        capacity: 5,
        online_booking_status: "closed",
      },
      {
        pk: 4,
        start_at: "2026-07-01T18:00:00+0200",
        end_at: "2026-07-01T17:20:00+0200",
        capacity: 5,
      },
      {
        pk: 5,
        start_at: "2026-07-01T18:00:00+0200",
        end_at: "2026-07-01T18:20:00+0200",
        capacity: -1,
      },
      {
        pk: 6,
        start_at: "2026-07-01T18:00:00+0200",
        end_at: "2026-07-01T18:20:00+0200",
        capacity: 1e9,
      },
      {
        pk: "x",
        start_at: "2026-07-01T18:00:00+0200",
        end_at: "2026-07-01T18:20:00+0200",
        capacity: 1,
      },
      {
        pk: 7,
        start_at: "2026-07-01T18:00:00+0200",
        end_at: "2026-07-01T18:20:00+0200",
        capacity: 2.5,
      },
      null,
    ],
  });
  expect(items.map((a) => [a.pk, a.capacity, a.bookable])).toEqual([
    ["1", 7, true],
    ["2", 0, true],
    ["3", 5, false],
  ]);
  expect(dropped).toBe(6);
});

it("calls an answer without availabilities malformed", () => {
  for (const bad of [null, [], {}, { availabilities: "many" }])
    expect(() => parseAvailabilities(bad)).toThrow(/availabilities/);
});

it("links a departure to its booking page with the ref tag", () => {
  const p = createFareHarborProvider({ apiUrl: "http://x", shortname: "ribwarsaw" });
  expect(p.configured).toBe(false);
  expect(p.bookingUrl("623503", "50291151", "cruise-20")).toBe(
    "https://fareharbor.com/embeds/book/ribwarsaw/items/623503/availability/50291151/book/?ref=cruise-20",
  );
});

it("aborts a huge answer at its byte cap instead of reading it whole (issue 41, decision 330)", async () => {
  const fake = await startFakeFareHarbor();
  try {
    fake.setMode("huge");
    const provider = createFareHarborProvider({
      apiUrl: fake.apiUrl,
      appKey: FAKE_KEYS.app,
      userKey: FAKE_KEYS.user,
      shortname: FAKE_SHORTNAME,
      timeoutMs: 30_000,
    });
    const started = Date.now();
    await expect(
      provider.fetchAvailabilities("623503", "2026-07-01", "2026-07-15"),
    ).rejects.toMatchObject({ kind: "malformed", message: "answer too large" });
    expect(Date.now() - started).toBeLessThan(5000);
    await new Promise((r) => setTimeout(r, 200));
    // The 400 MB body was cut off near the 2 MB cap (socket buffers aside), never sent whole.
    expect(fake.huge.bytesSent).toBeLessThan(8 * 1024 * 1024);
    expect(fake.huge.cutOff).toBe(1);
    expect(fake.huge.completed).toBe(0);
  } finally {
    await fake.close();
  }
});

it("keeps a slow provider to its deadline while the garbage collector runs", async () => {
  const late = await startLateUpstream(3000);
  try {
    const provider = createFareHarborProvider({
      apiUrl: late.url,
      appKey: FAKE_KEYS.app,
      userKey: FAKE_KEYS.user,
      shortname: FAKE_SHORTNAME,
      timeoutMs: 300,
    });
    const t0 = performance.now();
    await whileCollecting(() =>
      expect(
        provider.fetchAvailabilities("623503", "2026-07-01", "2026-07-15"),
      ).rejects.toMatchObject({ kind: "timeout" }),
    );
    expect(performance.now() - t0).toBeLessThan(1500);
  } finally {
    await late.close();
  }
});
