/**
 * The wind warning's calls (decision 391): the warnings and the booking provider's state, and
 * the one-tap "cruises cancelled" notice for a location's day and its undo, which the server puts
 * up and takes off through the notices feature (decision 420). Components call these, never the
 * API client.
 */
import { adminFetch } from "~/lib/admin-api-client";
import type { ProviderItemState } from "../departures.server";
import type { WindWarning } from "../wind";

/** What GET /api/admin/wind-warnings answers. */
export interface WindWarningsAnswer {
  warnings: WindWarning[];
  provider: { provider: string; configured: boolean; items: ProviderItemState[] };
  now: string;
}

export const windWarningsApi = {
  list: () => adminFetch<WindWarningsAnswer>("/api/admin/wind-warnings"),
  /** Puts the "cruises cancelled" notice on the warning's location for its whole Warsaw day. */
  cancelDay: (w: WindWarning) =>
    adminFetch(`/api/admin/wind-warnings/${w.location}/notice`, {
      method: "PUT",
      body: { day: w.day },
    }),
  /** Takes that location's notice off the site again. */
  undoCancel: (w: WindWarning) =>
    adminFetch(`/api/admin/wind-warnings/${w.location}/notice`, { method: "DELETE" }),
};
