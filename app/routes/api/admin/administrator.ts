import { removeAdministrator } from "~/features/admin-auth/administrators.server";
import { accountMessages } from "~/features/admin-auth/messages";
import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import { ApiError, handleApi, json } from "~/lib/api.server";
import type { Route } from "./+types/administrator";
import { adminCall, notAllowed } from "./shared.server";

export function loader({ request }: Route.LoaderArgs) {
  return notAllowed(request, "DELETE", requireAdmin);
}

/**
 * DELETE /api/admin/administrators/:id: deletes that administrator's account and ends its
 * sessions at once (audit-logged). 409 for yourself, the last administrator, or the one
 * ADMIN_EMAIL names; 404 for an id that is no administrator.
 */
export function action({ request, params }: Route.ActionArgs) {
  return handleApi(request, async () => {
    const { actor, lang } = await adminCall(request, "DELETE");
    const t = accountMessages[lang];
    const id = String(params.id ?? "");
    const result =
      id.length > 0 && id.length <= 100
        ? await removeAdministrator(actor, id)
        : ({ ok: false, reason: "not_found" } as const);
    if (result.ok) return json({ ok: true });
    if (result.reason === "not_found") throw new ApiError(404, "not_found", t.adminNotFound);
    const message =
      result.reason === "self"
        ? t.adminRemoveSelf
        : result.reason === "last"
          ? t.adminRemoveLast
          : t.adminRemoveEnv;
    throw new ApiError(409, `remove_${result.reason}`, message);
  });
}
