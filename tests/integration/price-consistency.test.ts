/**
 * One source for every price (issue 18, docs/glossary.md "Prices"): static copy may only state a
 * number that comes from app/config/business.ts. Cruise prices live in the cruise_prices table and
 * reach the page through the price loaders, so a cruise price typed into a catalogue fails here.
 * The rendered pages are checked against the live table by tests/e2e/price-consistency.spec.ts.
 */
import { describe, expect, it } from "vitest";
import { statedPrices } from "../support/stated-prices";
import { PARTNER_PRICES, RENTAL_PRODUCT } from "~/config/business";
import { touristTripJsonLd, tripFactsOf } from "~/features/cruises/trip-json-ld";
import { buildCatalogue, SEED_ROWS } from "~/features/cruises/catalogue.server";
import { zegrzeFromPrice } from "~/features/home/components/locations-section";

const modules = import.meta.glob(
  [
    "/app/**/*messages.ts",
    "/app/content/**/*.ts",
    "/app/lib/seo/pages.ts",
    "/app/features/event-booking/schema.ts",
    "/app/features/newsletter/schema.ts",
  ],
  { eager: true },
);

/** Every string reachable from a module's exports, with its path for the failure message. */
function strings(
  value: unknown,
  path: string,
  out: Array<[string, string]>,
  seen = new Set<unknown>(),
): Array<[string, string]> {
  if (typeof value === "string") out.push([path, value]);
  else if (value && typeof value === "object" && !seen.has(value)) {
    seen.add(value);
    for (const [k, v] of Object.entries(value)) strings(v, `${path}.${k}`, out, seen);
  }
  return out;
}

const FROM_CONFIG = new Set<number>([
  RENTAL_PRODUCT.hourly,
  RENTAL_PRODUCT.daily,
  ...PARTNER_PRICES,
]);

describe("price consistency of the static copy", () => {
  it("reads the message catalogues (the glob is not empty)", () => {
    expect(Object.keys(modules).length).toBeGreaterThan(15);
  });

  it("states only prices that come from app/config/business.ts", () => {
    const offenders: string[] = [];
    for (const [file, mod] of Object.entries(modules)) {
      for (const [path, text] of strings(mod, file, [])) {
        for (const price of statedPrices(text))
          if (!FROM_CONFIG.has(price)) offenders.push(`${path}: ${price} in "${text}"`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it("finds prices in the forms it checks", () => {
    expect(
      statedPrices("od 90 zł, 1 400 PLN, 1,400 PLN, 89,50 zł, PLN 80, 150\u00a0zł/h, 80 km/h"),
    ).toEqual([90, 1400, 1400, 89.5, 150, 80]);
  });
});

describe("structured data never shows a stale price", () => {
  // Every cruise of the seed, as a render has it while the database cannot answer.
  const SEED_CRUISES = buildCatalogue(SEED_ROWS, []).cruises;
  const base = {
    siteUrl: "https://example.test",
    lang: "pl" as const,
    name: "n",
    description: "d",
    route: [],
    askForPrice: "Zapytaj o cenę",
  };
  it("uses the live price when the loader has it", () => {
    const ld = touristTripJsonLd({
      ...base,
      trip: tripFactsOf(
        SEED_CRUISES.find((c) => c.key === "20min")!,
        "pl",
      ),
      price: 95,
    });
    expect((ld.offers as Record<string, unknown>).price).toBe(95);
  });
  it("leaves the price out when it is not known", () => {
    for (const cruise of SEED_CRUISES) {
      const ld = touristTripJsonLd({ ...base, trip: tripFactsOf(cruise, "pl") });
      expect(ld.offers).not.toHaveProperty("price");
    }
  });
});

describe("Zegrze card price", () => {
  it("is the cheaper live Zegrze price, or unknown", () => {
    expect(
      zegrzeFromPrice({
        ok: true,
        prices: { zegrze_30min: 500, zegrze_60min: 900 },
      }),
    ).toBe(500);
    expect(zegrzeFromPrice({ ok: true, prices: { zegrze_60min: 900 } })).toBe(900);
    expect(zegrzeFromPrice({ ok: true, prices: { "20min": 90 } })).toBeUndefined();
    expect(zegrzeFromPrice({ ok: false })).toBeUndefined();
  });
});
