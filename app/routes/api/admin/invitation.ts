import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { revokeInvitation } from "~/features/admin-auth/invitations.server";
import { accountMessages } from "~/features/admin-auth/messages";
import { ApiError, json } from "~/lib/api.server";

/** DELETE /api/admin/invitations/:id: revokes a pending invitation (audit-logged). */
const route = adminRoute({
  DELETE: async ({ actor, lang, id }) => {
    if (!(await revokeInvitation(actor, id())))
      throw new ApiError(404, "not_found", accountMessages[lang].invitationNotFound);
    return json({ ok: true });
  },
});

export const loader = route.loader;
export const action = route.action;
