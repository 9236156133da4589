import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { revertAudit } from "~/features/change-history/history.server";
import { invalidateCruises } from "~/features/cruises/catalogue.server";
import { ApiError, json, jsonError, type ApiErrorBody } from "~/lib/api.server";
import { historyMessages } from "~/features/change-history/messages";
import { notFound } from "./shared.server";

const REASONS = {
  pl: {
    not_revertible: "Tej zmiany nie można cofnąć.",
    already_reverted: "Ta zmiana została już cofnięta.",
    gone: "Ten element już nie istnieje.",
    conflict: "Element o tym numerze już istnieje.",
    later_change: (entry: number, fields: string) =>
      `Wpis nr ${entry} zmienił później to samo (${fields}). Najpierw cofnij wpis nr ${entry}.`,
  },
  en: {
    not_revertible: "This change cannot be undone.",
    already_reverted: "This change has already been undone.",
    gone: "This item no longer exists.",
    conflict: "An item with this number already exists.",
    later_change: (entry: number, fields: string) =>
      `Entry no. ${entry} later changed the same (${fields}). Undo entry no. ${entry} first.`,
  },
} as const;

/** POST /api/admin/audit-log/:id/revert : undoes the fields one change set (recorded); 409 `later_change` with `laterEntry` when a later entry changed one of them. */
const route = adminRoute({
  POST: async ({ actor, lang, id }) => {
    const outcome = await revertAudit(actor, id());
    // An undone setting, notice or event shows on the next page load in this process: the
    // feature registered that with its undo (registerSiteAdminUndo); an undone cruise or
    // location drops the kept catalogue.
    if (outcome.ok) {
      invalidateCruises();
      return json({ item: outcome.item });
    }
    if (outcome.reason === "not_found") throw notFound(lang);
    if (outcome.reason === "later_change") {
      // 409 naming the later entry, so the operator knows which one to undo first (decision 260).
      const labels: Record<string, string> = historyMessages[lang].fields;
      const fields = outcome.fields.map((f) => labels[f] ?? f).join(", ");
      return jsonError(
        409,
        "later_change",
        REASONS[lang].later_change(outcome.laterEntry, fields),
        { laterEntry: outcome.laterEntry } as Partial<ApiErrorBody>,
      );
    }
    throw new ApiError(409, outcome.reason, REASONS[lang][outcome.reason]);
  },
});

export const loader = route.loader;
export const action = route.action;
