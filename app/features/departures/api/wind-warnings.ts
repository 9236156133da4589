/**
 * The wind warning's calls (decision 391): the warnings and the booking provider's state, and
 * the one-tap "cruises cancelled" notice for a location's day and its undo. Components call
 * these, never the API client.
 */
import { adminFetch } from "~/lib/admin-api-client";
import type { ProviderItemState } from "../departures.server";
import { addDays, warsawInstant } from "../warsaw-time";
import type { WindWarning } from "../wind";
import { cancelNotice } from "../wind-text";

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
    adminFetch(`/api/admin/notices/${w.location}`, {
      method: "PUT",
      body: {
        kind: "cancelled",
        message_pl: cancelNotice(w, "pl"),
        message_en: cancelNotice(w, "en"),
        from: new Date(warsawInstant(w.day, "00:00")).toISOString(),
        until: new Date(warsawInstant(addDays(w.day, 1), "00:00")).toISOString(),
      },
    }),
  /** Takes that location's notice off the site again. */
  undoCancel: (w: WindWarning) =>
    adminFetch(`/api/admin/notices/${w.location}`, { method: "DELETE" }),
};
