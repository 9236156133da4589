import { expect, it } from "vitest";
import { getDb, schema } from "~/lib/db.server";
import { pruneRateLimits } from "~/lib/rate-limit.server";
import { describeEachDb } from "../../../tests/support/test-db";
import { firstKeptDay, pruneOldAnalytics } from "./retention.server";

const NOW = new Date("2026-11-27T10:00:00Z");

it("keeps 25 months of days, counted in Warsaw; month ends clamp", () => {
  expect(firstKeptDay(NOW, 25)).toBe("2024-10-27");
  expect(firstKeptDay(new Date("2026-03-31T12:00:00Z"), 1)).toBe("2026-02-28");
  // 23:30 UTC on 31 December is already 1 January in Warsaw.
  expect(firstKeptDay(new Date("2026-12-31T23:30:00Z"), 25)).toBe("2024-12-01");
});

// docs/security.md, issue 31 (third review), finding 4.
describeEachDb("retention of statistics and rate-limit counters", () => {
  it("the daily jobs delete analytics rows older than 25 months and rate-limit rows past their window, and nothing else", async () => {
    const row = (day: string, path: string) => ({
      day,
      name: "pageview",
      path,
      lang: "pl",
      count: 3,
    });
    await getDb()
      .insert(schema.analyticsDaily)
      .values([
        row("2023-01-15", "/old"),
        row("2024-10-26", "/just-too-old"),
        row("2024-10-27", "/kept-edge"),
        row("2025-11-27", "/last-year"),
        row("2026-11-27", "/today"),
      ]);
    const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3_600_000);
    await getDb()
      .insert(schema.rateLimits)
      .values([
        { key: "newsletter:203.0.113.7", count: 4, windowStart: hoursAgo(30) },
        { key: "login:acct:someone@example.com:203.0.113.7", count: 2, windowStart: hoursAgo(2) },
        { key: "event-booking:203.0.113.8", count: 1, windowStart: hoursAgo(0.1) },
      ]);
    await getDb()
      .insert(schema.rateLimit)
      .values([
        { id: "a", key: "203.0.113.7/sign-in/email", count: 5, lastRequest: hoursAgo(5).getTime() },
        {
          id: "b",
          key: "203.0.113.9/sign-in/email",
          count: 1,
          lastRequest: hoursAgo(0.01).getTime(),
        },
      ]);

    expect(await pruneOldAnalytics(NOW)).toBe(2);
    const days = await getDb().select().from(schema.analyticsDaily);
    expect(days.map((d) => d.path).sort()).toEqual(["/kept-edge", "/last-year", "/today"]);

    expect(await pruneRateLimits(NOW)).toEqual({ ours: 2, auth: 1 });
    expect((await getDb().select().from(schema.rateLimits)).map((r) => r.key)).toEqual([
      "event-booking:203.0.113.8",
    ]);
    expect((await getDb().select().from(schema.rateLimit)).map((r) => r.id)).toEqual(["b"]);

    // A second run finds nothing more.
    expect(await pruneOldAnalytics(NOW)).toBe(0);
    expect(await pruneRateLimits(NOW)).toEqual({ ours: 0, auth: 0 });
  });
});
