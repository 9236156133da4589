import { asc, eq } from "drizzle-orm";
import { getDb, schema } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { isCruiseType, type CruiseType } from "./cruise-types";
import type { PricesResult } from "./types";
import { markDegraded } from "~/lib/degraded.server";

export type PublicPrices = Partial<Record<CruiseType, number>>;

/**
 * docs/product.md §7.6: cruise_type → price over ACTIVE rows only. Unknown cruise types in the table are
 * ignored (the public site only knows the six of docs/product.md §3).
 */
export async function getPublicPrices(): Promise<PublicPrices> {
  const rows = await getDb()
    .select({ cruiseType: schema.cruisePrices.cruiseType, price: schema.cruisePrices.price })
    .from(schema.cruisePrices)
    .where(eq(schema.cruisePrices.isActive, true))
    .orderBy(asc(schema.cruisePrices.cruiseType));
  const prices: PublicPrices = {};
  for (const row of rows) {
    if (isCruiseType(row.cruiseType)) prices[row.cruiseType] = Number(row.price);
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
