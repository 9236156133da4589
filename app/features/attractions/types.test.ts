import { expect, it } from "vitest";
import { attractionLink, safeHttpUrl } from "./types";

it("keeps only http(s) links", () => {
  expect(safeHttpUrl("https://example.com/x")).toBe("https://example.com/x");
  expect(safeHttpUrl("javascript:alert(1)")).toBeUndefined();
  expect(safeHttpUrl("not a url")).toBeUndefined();
  expect(safeHttpUrl(null)).toBeUndefined();
});

it("links to the website, else the map, else a map search", () => {
  const base = { name: "Gokarty & co", location: "Warszawa" };
  expect(
    attractionLink({ ...base, website_url: null, google_maps_url: "https://maps.example/" }),
  ).toBe("https://maps.example/");
  expect(
    attractionLink({
      ...base,
      website_url: "https://site.example/",
      google_maps_url: "https://maps.example/",
    }),
  ).toBe("https://site.example/");
  expect(attractionLink({ ...base, website_url: "ftp://x", google_maps_url: "javascript:x" })).toBe(
    "https://www.google.com/maps/search/?api=1&query=Gokarty%20%26%20co%2C%20Warszawa",
  );
});
