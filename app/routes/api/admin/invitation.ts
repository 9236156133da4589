import { revokeInvitation } from "~/features/admin-auth/invitations.server";
import { accountMessages } from "~/features/admin-auth/messages";
import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import { ApiError, handleApi, json } from "~/lib/api.server";
import type { Route } from "./+types/invitation";
import { adminCall, notAllowed, parseId } from "./shared.server";

export function loader({ request }: Route.LoaderArgs) {
  return notAllowed(request, "DELETE", requireAdmin);
}

/** DELETE /api/admin/invitations/:id: revokes a pending invitation (audit-logged). */
export function action({ request, params }: Route.ActionArgs) {
  return handleApi(request, async () => {
    const { actor, lang } = await adminCall(request, "DELETE");
    const id = parseId(params.id, lang);
    if (!(await revokeInvitation(actor, id)))
      throw new ApiError(404, "not_found", accountMessages[lang].invitationNotFound);
    return json({ ok: true });
  });
}
