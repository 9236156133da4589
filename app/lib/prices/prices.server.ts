import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { getDb, schema } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import type { PricesResult } from "./types";
import { markDegraded } from "~/lib/degraded.server";

export type PublicPrices = Partial<Record<string, number>>;

/**
 * docs/product.md §7.6: cruise_type → price over ACTIVE rows only, for the six original cruises and every cruise
 * of the catalogue (a new cruise's row has its key as `cruise_type`, decision 300); a row of no
 * cruise (or of a deleted one) is left out.
 */
export async function getPublicPrices(): Promise<PublicPrices> {
  const rows = await getDb()
    .select({ cruiseType: schema.cruisePrices.cruiseType, price: schema.cruisePrices.price })
    .from(schema.cruisePrices)
    .where(
      and(
        eq(schema.cruisePrices.isActive, true),
        inArray(
          schema.cruisePrices.cruiseType,
          getDb()
            .select({ key: schema.cruises.key })
            .from(schema.cruises)
            .where(isNull(schema.cruises.deletedAt)),
        ),
      ),
    )
    .orderBy(asc(schema.cruisePrices.cruiseType));
  const prices: PublicPrices = {};
  for (const row of rows) {
    prices[row.cruiseType] = Number(row.price);
  }
  return prices;
}

const PAGE_PRICES_TIMEOUT_MS = 3000;

/**
 * For route loaders: return the promise UNAWAITED so the page streams
 * (`return { prices: loadPricesForPage() }`). Never rejects: a database failure or a slow
 * database resolves to `{ ok: false }` and the page shows "Zapytaj o cenę".
 */
export function loadPricesForPage(): Promise<PricesResult> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<PricesResult>((resolve) => {
    timer = setTimeout(() => {
      logger.warn("Public prices: database too slow, rendering without prices");
      markDegraded();
      resolve({ ok: false });
    }, PAGE_PRICES_TIMEOUT_MS);
  });
  const load = getPublicPrices().then(
    (prices): PricesResult => ({ ok: true, prices }),
    (err: unknown): PricesResult => {
      logger.warn({ err }, "Public prices could not be loaded");
      markDegraded();
      return { ok: false };
    },
  );
  return Promise.race([load, timeout]).finally(() => clearTimeout(timer));
}
