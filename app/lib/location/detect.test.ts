import { describe, expect, it } from "vitest";
import { classifyCoordinates, distanceKm, isInPoland, locationFromSearch } from "./detect";

describe("distanceKm (haversine, R = 6371 km)", () => {
  it("is zero for the same point and symmetric", () => {
    expect(distanceKm(52.23, 21.01, 52.23, 21.01)).toBe(0);
    expect(distanceKm(52.23, 21.01, 54.35, 18.65)).toBeCloseTo(
      distanceKm(54.35, 18.65, 52.23, 21.01),
      9,
    );
  });
  it("measures Warsaw to Gdańsk at about 284 km", () => {
    expect(distanceKm(52.23, 21.01, 54.35, 18.65)).toBeGreaterThan(280);
    expect(distanceKm(52.23, 21.01, 54.35, 18.65)).toBeLessThan(290);
  });
});

describe("classifyCoordinates", () => {
  it("finds each city inside its radius", () => {
    expect(classifyCoordinates(52.23, 21.01).type).toBe("warszawa");
    expect(classifyCoordinates(52.47, 20.97).type).toBe("zegrze");
  });
  it("uses first match: a point inside both Warsaw (20 km) and Zegrze (15 km) radii is Warsaw", () => {
    // 52.37, 21.0 is ~15.6 km from Warsaw centre and ~11 km from Zegrze.
    expect(distanceKm(52.37, 21.0, 52.23, 21.01)).toBeLessThan(20);
    expect(distanceKm(52.37, 21.0, 52.47, 20.97)).toBeLessThan(15);
    expect(classifyCoordinates(52.37, 21.0).type).toBe("warszawa");
  });
  it("finds Zegrze outside Warsaw's radius", () => {
    expect(classifyCoordinates(52.52, 20.99).type).toBe("zegrze");
  });
  it("finds Gdańsk within 30 km", () => {
    expect(classifyCoordinates(54.52, 18.53).type).toBe("gdansk");
  });
  it("falls back to Warsaw elsewhere, flagging Poland by the bounding box", () => {
    expect(classifyCoordinates(50.06, 19.94)).toMatchObject({ type: "warszawa", isInPoland: true }); // Kraków
    expect(classifyCoordinates(52.52, 13.4)).toMatchObject({ type: "warszawa", isInPoland: false }); // Berlin
  });
});

describe("isInPoland bounding box", () => {
  it("includes the edges and excludes outside", () => {
    expect(isInPoland(49, 14.1)).toBe(true);
    expect(isInPoland(54.8, 24.15)).toBe(true);
    expect(isInPoland(54.81, 20)).toBe(false);
    expect(isInPoland(52, 24.2)).toBe(false);
  });
});

describe("locationFromSearch URL overrides", () => {
  it("reads location and country", () => {
    expect(locationFromSearch("?location=zegrze")).toEqual({ type: "zegrze", isInPoland: true });
    expect(locationFromSearch("?location=gdansk")).toEqual({ type: "gdansk", isInPoland: true });
    expect(locationFromSearch("?country=outside")).toEqual({ type: "default", isInPoland: false });
    expect(locationFromSearch("?location=krakow")).toBeUndefined();
    expect(locationFromSearch("")).toBeUndefined();
  });
});
