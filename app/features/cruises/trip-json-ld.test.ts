import { describe, expect, it } from "vitest";
import { WARSAW_CRUISES } from "./catalogue";
import { touristTripJsonLd } from "./trip-json-ld";

const base = { siteUrl: "https://ribwarsaw.pl", lang: "pl" as const, name: "n", description: "d", route: ["a", "b"] };

describe("touristTripJsonLd", () => {
  it("uses the database price when there is one", () => {
    const ld = touristTripJsonLd({ ...base, cruise: WARSAW_CRUISES["20"], price: 95 });
    expect(ld.offers).toMatchObject({ "@type": "Offer", price: 95, priceCurrency: "PLN" });
  });
  it("never falls back to a price from the copy: without a database price the Offer has none", () => {
    expect(touristTripJsonLd({ ...base, cruise: WARSAW_CRUISES["20"] }).offers).not.toHaveProperty("price");
    expect(touristTripJsonLd({ ...base, cruise: WARSAW_CRUISES["90"] }).offers).not.toHaveProperty("price");
  });
  it("leaves the price out for 'ask for price' cruises without a database price", () => {
    const offers = touristTripJsonLd({ ...base, cruise: WARSAW_CRUISES["30"] }).offers as Record<string, unknown>;
    expect(offers).not.toHaveProperty("price");
    expect(offers.eligibleQuantity).toMatchObject({ maxValue: 6 });
  });
  it("numbers the itinerary and links the page", () => {
    const ld = touristTripJsonLd({ ...base, cruise: WARSAW_CRUISES["60"] });
    expect(ld.url).toBe("https://ribwarsaw.pl/rejsy-wisla-warszawa/60-min");
    expect((ld.itinerary as { itemListElement: unknown[] }).itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "a" },
      { "@type": "ListItem", position: 2, name: "b" },
    ]);
  });
});
