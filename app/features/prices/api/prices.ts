/**
 * The Prices tab's calls to /api/admin/prices (decision 391): the list and one price's change.
 * Components call these, never the API client.
 */
import { adminFetch } from "~/lib/admin-api-client";
import type { AdminPrice } from "~/lib/api-shapes";

/** A price row; a catalogue cruise's row also names its location and cruise. */
export type PriceRowData = AdminPrice & { location?: string; label?: string };

/** What a price's change sends: the amount, the description, whether it is shown. */
export interface PriceChange {
  price: number;
  description: string | null;
  is_active: boolean;
}

export const pricesApi = {
  list: () => adminFetch<{ prices: PriceRowData[] }>("/api/admin/prices").then((r) => r.prices),
  update: (id: number, change: PriceChange) =>
    adminFetch<{ price: AdminPrice }>(`/api/admin/prices/${id}`, {
      method: "PATCH",
      body: change,
    }).then((r) => r.price),
};
