import { describe, expect, it } from "vitest";
import { instantToWarsawLocal, warsawLocalToInstant } from "./warsaw-time";

describe("Warsaw clock", () => {
  it("converts winter and summer times with their offsets", () => {
    expect(warsawLocalToInstant("2026-12-01T18:30")?.toISOString()).toBe(
      "2026-12-01T17:30:00.000Z",
    );
    expect(warsawLocalToInstant("2026-07-01T18:30")?.toISOString()).toBe(
      "2026-07-01T16:30:00.000Z",
    );
    expect(instantToWarsawLocal(new Date("2026-07-01T16:30:00Z"))).toBe("2026-07-01T18:30");
  });
  it("rejects malformed and non-existent times", () => {
    expect(warsawLocalToInstant("2026-13-01T18:30")).toBeUndefined();
    expect(warsawLocalToInstant("2026-03-29T02:30")).toBeUndefined(); // clocks go forward at 02:00
    expect(warsawLocalToInstant("tomorrow")).toBeUndefined();
  });
});
