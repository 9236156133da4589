/**
 * Every price a rendered page states (visible text and JSON-LD Offers) equals its source: the live
 * cruise_prices table (GET /api/prices), the attractions table (GET /api/attractions),
 * app/config/business.ts or a value voucher's steps (app/features/vouchers/schema.ts). The static catalogues are checked by tests/integration/price-consistency.test.ts.
 */
import { PARTNER_PRICES, RENTAL_PRODUCT, STRUCTURED_PRICE_RANGE } from "../../app/config/business";
import { PUBLIC_PATHS } from "../../app/lib/seo/public-routes";
import { VALUE_MAX_PLN, VALUE_MIN_PLN, VALUE_STEP_PLN } from "../../app/features/vouchers/schema";
import { expect, setLanguage, test, type Lang } from "./fixtures";
import { statedPrices } from "../support/stated-prices";

function offerPrices(node: unknown, out: number[] = []): number[] {
  if (Array.isArray(node)) node.forEach((n) => offerPrices(n, out));
  else if (node && typeof node === "object") {
    const o = node as Record<string, unknown>;
    if (o["@type"] === "Offer" && o.price !== undefined) out.push(Number(o.price));
    Object.values(o).forEach((v) => offerPrices(v, out));
  }
  return out;
}

for (const lang of ["pl", "en"] as Lang[]) {
  test(`every price on every public page matches its source (${lang})`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    const live = (await (await request.get("/api/prices")).json()) as {
      prices: Record<string, number>;
    };
    const attractions = (await (await request.get("/api/attractions")).json()) as {
      attractions: Array<{ price?: string | null }>;
    };
    const allowed = new Set<number>([
      ...Object.values(live.prices).map(Number),
      ...attractions.attractions.flatMap((a) => statedPrices(a.price ?? "")),
      RENTAL_PRODUCT.hourly,
      RENTAL_PRODUCT.daily,
      ...PARTNER_PRICES,
      // A value voucher's amounts, the steps its form offers (decision 370).
      ...Array.from(
        { length: (VALUE_MAX_PLN - VALUE_MIN_PLN) / VALUE_STEP_PLN + 1 },
        (_, i) => VALUE_MIN_PLN + i * VALUE_STEP_PLN,
      ),
    ]);
    await setLanguage(context, lang);
    const wrong: string[] = [];
    for (const path of PUBLIC_PATHS) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      const text = await page.locator("body").innerText();
      for (const p of statedPrices(text))
        if (!allowed.has(p)) wrong.push(`${path}: text states ${p}`);
      const lds = await page.locator('script[type="application/ld+json"]').allTextContents();
      for (const ld of lds) {
        for (const p of offerPrices(JSON.parse(ld))) {
          // The LocalBusiness carries the configured default structured price; every other Offer is live.
          if (!allowed.has(p) && p !== STRUCTURED_PRICE_RANGE.defaultPrice)
            wrong.push(`${path}: JSON-LD Offer ${p}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
}
