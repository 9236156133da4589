import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import { revertAudit } from "~/features/change-history/history.server";
import { ApiError, handleApi, json } from "~/lib/api.server";
import { invalidateSiteData } from "~/lib/site-data/site-data.server";
import type { Route } from "./+types/audit-log-revert";
import { adminCall, notAllowed, notFound, parseId } from "./shared.server";

const REASONS = {
  pl: {
    not_revertible: "Tej zmiany nie można cofnąć.",
    already_reverted: "Ta zmiana została już cofnięta.",
    gone: "Ten element już nie istnieje.",
    conflict: "Element o tym numerze już istnieje.",
  },
  en: {
    not_revertible: "This change cannot be undone.",
    already_reverted: "This change has already been undone.",
    gone: "This item no longer exists.",
    conflict: "An item with this number already exists.",
  },
} as const;

/** POST /api/admin/audit-log/:id/revert : restores `before` of a price, attraction, setting, notice or event change (recorded). */
export function action({ request, params }: Route.ActionArgs) {
  return handleApi(request, async () => {
    const { actor, lang } = await adminCall(request, "POST");
    const outcome = await revertAudit(actor, parseId(params.id, lang));
    if (outcome.ok) {
      // An undone setting, notice or event shows on the next page load in this process.
      invalidateSiteData();
      return json({ item: outcome.item });
    }
    if (outcome.reason === "not_found") throw notFound(lang);
    throw new ApiError(409, outcome.reason, REASONS[lang][outcome.reason]);
  });
}

export function loader({ request }: Route.LoaderArgs) {
  return notAllowed(request, "POST", requireAdmin);
}
