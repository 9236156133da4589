import { describe, expect, it } from "vitest";
import {
  SEED_LOCATION_ROWS,
  SEED_ROWS,
  buildCatalogue,
  servedPlacesOf,
  type LocationRow,
} from "~/features/cruises/catalogue.server";
import { DEFAULT_SETTINGS } from "~/lib/site-data/settings";
import { pageHead } from "./head.server";

/** The business's LocalBusiness JSON-LD on the home page, the catalogue having these locations. */
function business(locations: LocationRow[]): Record<string, unknown> {
  const head = pageHead({
    siteUrl: "https://example.pl",
    path: "/",
    lang: "pl",
    page: { title: "T", description: "D", heading: "H" },
    media: {},
    site: DEFAULT_SETTINGS,
    places: servedPlacesOf(buildCatalogue(SEED_ROWS, locations)),
  });
  const ld = head.flatMap((t) =>
    "script:ld+json" in t ? [t["script:ld+json"] as Record<string, unknown>] : [],
  );
  return ld.find((j) => ([] as unknown[]).concat(j["@type"]).includes("LocalBusiness"))!;
}

const TORUN: LocationRow = {
  ...SEED_LOCATION_ROWS[0]!,
  id: "torun",
  status: "open",
  namePl: "Toruń",
  nameEn: "Torun",
  slugPl: "rejsy-torun",
  slugEn: "torun-river-cruises",
  pageEn: null,
  sortOrder: 4,
  spec: false,
  layout: "standard",
  lat: 53.0069,
  lng: 18.6048,
};

describe("the business's JSON-LD from the catalogue (issue 42, decision 451)", () => {
  it("gives the seed's Warsaw as its geo and the three locations as its areas, as always", () => {
    const b = business(SEED_LOCATION_ROWS);
    expect(b.geo).toEqual({ "@type": "GeoCoordinates", latitude: 52.2369, longitude: 21.0305 });
    expect(b.areaServed).toEqual(["Warszawa", "Zegrze", "Gdańsk"]);
  });

  it("follows a moved start point and names an added open location, not a hidden or coming-soon one", () => {
    const moved = SEED_LOCATION_ROWS.map((r) =>
      r.id === "warszawa" ? { ...r, lat: 52.25, lng: 21.04 } : r,
    );
    const b = business([...moved, TORUN]);
    expect(b.geo).toEqual({ "@type": "GeoCoordinates", latitude: 52.25, longitude: 21.04 });
    expect(b.areaServed).toEqual(["Warszawa", "Zegrze", "Gdańsk", "Toruń"]);
    for (const status of ["hidden", "coming_soon"])
      expect(business([...moved, { ...TORUN, status }]).areaServed).toEqual([
        "Warszawa",
        "Zegrze",
        "Gdańsk",
      ]);
  });

  it("gives no geo when the main location has no coordinates", () => {
    const b = business(
      SEED_LOCATION_ROWS.map((r) => (r.id === "warszawa" ? { ...r, lat: null, lng: null } : r)),
    );
    expect(b).not.toHaveProperty("geo");
    expect(b.areaServed).toEqual(["Warszawa", "Zegrze", "Gdańsk"]);
  });
});
