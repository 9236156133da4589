import { expect, it } from "vitest";
import { attractionLink, safeHttpUrl } from "./types";

it("keeps only http(s) links", () => {
  expect(safeHttpUrl("https://example.com/x")).toBe("https://example.com/x");
  expect(safeHttpUrl("javascript:alert(1)")).toBeUndefined();
  expect(safeHttpUrl("not a url")).toBeUndefined();
  expect(safeHttpUrl(null)).toBeUndefined();
});

it("links to the website, else the map", () => {
  expect(attractionLink({ website_url: null, google_maps_url: "https://maps.example/" })).toBe("https://maps.example/");
  expect(attractionLink({ website_url: "https://site.example/", google_maps_url: "https://maps.example/" })).toBe("https://site.example/");
  expect(attractionLink({ website_url: "ftp://x", google_maps_url: null })).toBeUndefined();
});
