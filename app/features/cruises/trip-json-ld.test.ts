import { describe, expect, it } from "vitest";
import { buildCatalogue, SEED_ROWS } from "./catalogue.server";
import { touristTripJsonLd, tripFactsOf } from "./trip-json-ld";

/** A seeded cruise's trip facts, by key (the Polish page; the JSON-LD's URL follows its `lang`). */
const seedTrip = (key: string) =>
  tripFactsOf(
    buildCatalogue(SEED_ROWS, []).cruises.find((c) => c.key === key)!,
    "pl",
  );

const base = {
  siteUrl: "https://ribwarsaw.pl",
  lang: "pl" as const,
  name: "n",
  description: "d",
  route: ["a", "b"],
  askForPrice: "Zapytaj o cenę",
};

describe("touristTripJsonLd", () => {
  it("out of season the Offer is not InStock, it says when it starts (decision 350)", () => {
    const trip = seedTrip("20min");
    expect(touristTripJsonLd({ ...base, trip, price: 95 }).offers).toMatchObject({
      availability: "https://schema.org/InStock",
    });
    const out = touristTripJsonLd({ ...base, trip, price: 95, opensOn: "2027-04-15" }).offers;
    expect(out).toMatchObject({ price: 95, availabilityStarts: "2027-04-15" });
    expect(out).not.toHaveProperty("availability");
  });
  it("uses the database price when there is one", () => {
    const ld = touristTripJsonLd({
      ...base,
      trip: seedTrip("20min"),
      price: 95,
    });
    expect(ld.offers).toMatchObject({
      "@type": "Offer",
      price: 95,
      priceCurrency: "PLN",
    });
  });
  it("never falls back to a price from the copy: without a database price the Offer has none", () => {
    expect(
      touristTripJsonLd({
        ...base,
        trip: seedTrip("20min"),
      }).offers,
    ).not.toHaveProperty("price");
    expect(
      touristTripJsonLd({
        ...base,
        trip: seedTrip("90min"),
      }).offers,
    ).not.toHaveProperty("price");
  });
  it("leaves the price out for 'ask for price' cruises without a database price", () => {
    const offers = touristTripJsonLd({
      ...base,
      trip: seedTrip("30min"),
    }).offers as Record<string, unknown>;
    expect(offers).not.toHaveProperty("price");
    expect(offers.eligibleQuantity).toMatchObject({ maxValue: 6 });
  });
  it("says of a cruise booked by phone what its page says: the price and 'ask for price', not InStock", () => {
    const offers = touristTripJsonLd({
      ...base,
      trip: seedTrip("30min"),
      price: 400,
    }).offers as Record<string, unknown>;
    expect(offers).toMatchObject({ price: 400, description: "Zapytaj o cenę" });
    expect(offers).not.toHaveProperty("availability");
    expect(
      touristTripJsonLd({
        ...base,
        trip: seedTrip("20min"),
      }).offers,
    ).toMatchObject({ availability: "https://schema.org/InStock" });
  });
  it("has no inLanguage (schema.org defines none for TouristTrip) and links the twin in English", () => {
    const ld = touristTripJsonLd({
      ...base,
      lang: "en",
      trip: seedTrip("60min"),
    });
    expect(ld).not.toHaveProperty("inLanguage");
    expect(ld.url).toBe("https://ribwarsaw.pl/warsaw-river-cruise/60-min");
  });
  it("numbers the itinerary and links the page", () => {
    const ld = touristTripJsonLd({
      ...base,
      trip: seedTrip("60min"),
    });
    expect(ld.url).toBe("https://ribwarsaw.pl/rejsy-wisla-warszawa/60-min");
    expect((ld.itinerary as { itemListElement: unknown[] }).itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "a" },
      { "@type": "ListItem", position: 2, name: "b" },
    ]);
  });
  it("names the audience in touristType, not the trip, in the page's language (issue 34, item 11; decision 410)", () => {
    const en = { ...base, lang: "en" as const };
    const shared = touristTripJsonLd({ ...en, trip: seedTrip("20min") });
    const charter = touristTripJsonLd({ ...en, trip: seedTrip("60min") });
    expect(shared.touristType).toEqual(["Tourists", "Families"]);
    expect(charter.touristType).toContain("Groups of friends");
    const pl = touristTripJsonLd({ ...base, trip: seedTrip("60min") });
    expect(pl.touristType).toContain("Grupy przyjaciół");
    expect(pl.touristType).not.toContain("Groups of friends");
  });
});
