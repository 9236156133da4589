import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { removeAdministrator } from "~/features/admin-auth/administrators.server";
import { accountMessages } from "~/features/admin-auth/messages";
import { ApiError, json } from "~/lib/api.server";

/**
 * DELETE /api/admin/administrators/:id: deletes that administrator's account and ends its
 * sessions at once (audit-logged). 409 for yourself, the last administrator, or the one
 * ADMIN_EMAIL names; 404 for an id that is no administrator.
 */
const route = adminRoute({
  DELETE: async ({ actor, lang, params }) => {
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
  },
});

export const loader = route.loader;
export const action = route.action;
