import type { CruiseType } from "./cruise-types";

/** What a page loader streams to the price components. */
export type PricesResult =
  { ok: true; prices: Partial<Record<CruiseType, number>> } | { ok: false };
