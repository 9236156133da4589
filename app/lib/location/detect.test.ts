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

describe("locations the operator added (decision 405)", () => {
  const TORUN = { id: "torun", lat: 53.0138, lng: 18.5984 };
  const PLOCK = { id: "plock", lat: 52.5463, lng: 19.7065 };
  const GRODZISK = { id: "grodzisk", lat: 52.1086, lng: 20.6256 };

  it("a position within 50 km of an added location, nearer than the others, is that location", () => {
    // Chełmża, ~20 km from Toruń.
    expect(classifyCoordinates(53.1846, 18.6045, [TORUN, PLOCK])).toMatchObject({
      type: "default",
      added: "torun",
      isInPoland: true,
    });
    // Between Płock (~8 km) and Toruń (~85 km): the nearer one.
    expect(classifyCoordinates(52.6, 19.65, [TORUN, PLOCK]).added).toBe("plock");
  });

  it("beyond 50 km, or with no added locations, it stays Warsaw as before", () => {
    // Bydgoszcz is ~40 km from Toruń; a point ~60 km west of Toruń is not within 50 km.
    expect(classifyCoordinates(53.1235, 18.0084, [TORUN]).added).toBe("torun");
    expect(classifyCoordinates(53.2, 17.7, [TORUN])).toMatchObject({ type: "warszawa" });
    expect(classifyCoordinates(53.1846, 18.6045)).toMatchObject({ type: "warszawa" });
    expect(classifyCoordinates(53.1846, 18.6045).added).toBeUndefined();
  });

  it("the original three keep their areas, and an added location nearer to Warsaw's centre than to the position is not chosen", () => {
    // Inside Warsaw's 20 km: Warsaw, even with an added location 14 km away.
    expect(classifyCoordinates(52.2, 20.85, [GRODZISK]).type).toBe("warszawa");
    expect(classifyCoordinates(52.2, 20.85, [GRODZISK]).added).toBeUndefined();
    // Outside Warsaw's area (~22 km from its centre) and ~37 km from Grodzisk: Warsaw's centre is
    // nearer, so the fallback (Warsaw) as before.
    expect(distanceKm(52.05, 21.15, 52.23, 21.01)).toBeGreaterThan(20);
    expect(distanceKm(52.05, 21.15, GRODZISK.lat, GRODZISK.lng)).toBeLessThan(50);
    expect(classifyCoordinates(52.05, 21.15, [GRODZISK])).toMatchObject({ type: "warszawa" });
    expect(classifyCoordinates(52.05, 21.15, [GRODZISK]).added).toBeUndefined();
    // West of Grodzisk, ~10 km from it: Grodzisk.
    expect(classifyCoordinates(52.1, 20.48, [GRODZISK]).added).toBe("grodzisk");
    // One without coordinates is never detected.
    expect(
      classifyCoordinates(52.1, 20.48, [{ id: "grodzisk", lat: null, lng: null }]).added,
    ).toBeUndefined();
  });

  it("?location=<id> picks an added location the page knows, and nothing else", () => {
    expect(locationFromSearch("?location=torun", ["torun"])).toEqual({
      type: "default",
      added: "torun",
      isInPoland: true,
    });
    expect(locationFromSearch("?location=torun")).toBeUndefined();
    expect(locationFromSearch("?location=plock", ["torun"])).toBeUndefined();
    expect(locationFromSearch("?location=zegrze", ["torun"])).toEqual({
      type: "zegrze",
      isInPoland: true,
    });
  });
});
