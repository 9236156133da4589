/**
 * The Site tab's calls about promotional events (decision 391): the list with the Warsaw date it
 * was read on, a new or changed event, and a deletion. Components call these, never the API client.
 */
import { adminFetch } from "~/lib/admin-api-client";
import type { PromoEvent, PromoEventInput } from "~/lib/site-data/promo-events";

const BASE = "/api/admin/promo-events";

/** A location row as the events section reads it (GET /api/admin/locations). */
export interface EventLocationRow {
  id: string;
  status: string;
  name_pl: string;
  name_en: string;
}

export const promoEventsApi = {
  /** Every event, and today's date in Warsaw (which dated events are still to come). */
  list: () => adminFetch<{ items: PromoEvent[]; today: string }>(BASE),
  /** A new event (`"new"`) or a change of event `id`; answers the saved event. */
  save: (id: number | "new", body: PromoEventInput) =>
    adminFetch<{ event: PromoEvent }>(id === "new" ? BASE : `${BASE}/${id}`, {
      method: id === "new" ? "POST" : "PUT",
      body,
    }).then((r) => r.event),
  remove: (id: number) => adminFetch(`${BASE}/${id}`, { method: "DELETE" }),
  /** The location rows, the places an event may be at (decision 404). */
  locations: () =>
    adminFetch<{ items: EventLocationRow[] }>("/api/admin/locations").then((r) => r.items),
};
