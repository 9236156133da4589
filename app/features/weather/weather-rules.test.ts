import { describe, expect, it } from "vitest";
import { sunnyDayHighlight, weatherIcon } from "./weather-rules";

describe("weatherIcon (docs/product.md §9 thresholds)", () => {
  it.each([
    [0, "sun"],
    [1, "cloud"],
    [3, "cloud"],
    [4, "rain"],
    [45, "rain"],
    [61, "rain"],
    [67, "rain"],
    [68, "snow"],
    [77, "snow"],
    [78, "cloud"],
    [95, "cloud"],
  ] as const)("code %i → %s", (code, icon) => {
    expect(weatherIcon(code)).toBe(icon);
  });
});

describe("sunnyDayHighlight", () => {
  const days = [
    { id: "a", weatherCode: 61, cloudCover: 10 },
    { id: "b", weatherCode: 1, cloudCover: 30 },
    { id: "c", weatherCode: 50, cloudCover: 29 },
    { id: "d", weatherCode: 0, cloudCover: 0 },
  ];
  it("picks the first day with code < 51 and cloud < 30 when it rains now", () => {
    expect(sunnyDayHighlight({ weatherCode: 61, cloudCover: 20 }, days)?.id).toBe("c");
  });
  it("applies when current cloud cover is over 50", () => {
    expect(sunnyDayHighlight({ weatherCode: 2, cloudCover: 51 }, days)?.id).toBe("c");
  });
  it("does not apply when the weather is fine now (code < 51, cloud ≤ 50)", () => {
    expect(sunnyDayHighlight({ weatherCode: 50, cloudCover: 50 }, days)).toBeUndefined();
  });
  it("returns nothing when no day qualifies", () => {
    expect(
      sunnyDayHighlight({ weatherCode: 80, cloudCover: 90 }, days.slice(0, 2)),
    ).toBeUndefined();
  });
});
