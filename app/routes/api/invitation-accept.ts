import { acceptInvitation, InvitationError } from "~/features/admin-auth/invitations.server";
import { passwordProblemMessage } from "~/features/admin-auth/account.server";
import { accountMessages } from "~/features/admin-auth/messages";
import { invitationAcceptSchema } from "~/features/admin-auth/invitation-schema";
import { ApiError, handleApi, json, parseBody, requestLang } from "~/lib/api.server";
import type { Route } from "./+types/invitation-accept";

export function loader() {
  return json(
    { error: "method_not_allowed", message: "Use POST." },
    { status: 405, headers: { Allow: "POST" } },
  );
}

/**
 * POST /api/invitations/accept {token, password}: the invitee sets a password and becomes an
 * administrator. No session needed: the 256-bit single-use token is the credential.
 */
export function action({ request }: Route.ActionArgs) {
  return handleApi(request, async () => {
    const lang = requestLang(request);
    const t = accountMessages[lang];
    if (request.method !== "POST")
      throw new ApiError(405, "method_not_allowed", t.genericError, {}, { Allow: "POST" });
    const { token, password } = await parseBody(request, invitationAcceptSchema(lang));
    try {
      const { email } = await acceptInvitation(token, password);
      return json({ email }, { status: 201 });
    } catch (err) {
      if (!(err instanceof InvitationError)) throw err;
      if (err.reason === "weak_password") {
        const message = passwordProblemMessage(err.passwordProblem!, lang);
        throw new ApiError(400, "weak_password", message, { fieldErrors: { password: message } });
      }
      if (err.reason === "already_admin") throw new ApiError(409, "already_admin", t.alreadyAdmin);
      const message = {
        expired: t.invitationExpired,
        used: t.invitationUsed,
        revoked: t.invitationRevoked,
        sender_removed: t.invitationSenderRemoved,
        unknown: t.invitationUnknown,
      }[err.reason];
      throw new ApiError(410, `invitation_${err.reason}`, message);
    }
  });
}
