/**
 * The Prices tab's calls to /api/admin/prices (decision 391): the list and one price's change.
 * Components call these, never the API client.
 */
import { adminFetch } from "~/lib/admin-api-client";
import type { AdminPrice } from "~/lib/api-shapes";

/** A price row; a cruise's row also names its location, its place in its order and its label. */
export type PriceRowData = AdminPrice & { location?: string; order?: number; label?: string };

/** A location as the Prices tab's sections name it (the rows by order). */
export interface PriceLocation {
  id: string;
  name: string;
  status: string;
}

/** What a price's change sends: the amount, the description, whether it is shown. */
export interface PriceChange {
  price: number;
  description: string | null;
  is_active: boolean;
}

export const pricesApi = {
  list: () =>
    adminFetch<{ prices: PriceRowData[]; locations: PriceLocation[] }>("/api/admin/prices").then(
      (r) => ({ prices: r.prices, locations: r.locations ?? [] }),
    ),
  update: (id: number, change: PriceChange) =>
    adminFetch<{ price: AdminPrice }>(`/api/admin/prices/${id}`, {
      method: "PATCH",
      body: change,
    }).then((r) => r.price),
};
