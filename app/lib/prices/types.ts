/** What a page loader streams to the price components: by `cruise_type` (the six original cruises and every catalogue cruise). */
export type PricesResult = { ok: true; prices: Partial<Record<string, number>> } | { ok: false };
