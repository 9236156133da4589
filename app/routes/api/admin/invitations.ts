import { z } from "zod";
import {
  createInvitation,
  InvitationError,
  listPendingInvitations,
} from "~/features/admin-auth/invitations.server";
import { accountMessages } from "~/features/admin-auth/messages";
import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import { ApiError, handleApi, json, readJsonBody } from "~/lib/api.server";
import type { Route } from "./+types/invitations";
import { adminCall } from "./shared.server";

/** GET /api/admin/invitations: pending invitations (never a token). */
export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    await requireAdmin(request);
    return json({ invitations: await listPendingInvitations() });
  });
}

/** POST /api/admin/invitations {email, lang}: e-mails a single-use link valid 24 h (audit-logged). */
export function action({ request }: Route.ActionArgs) {
  return handleApi(request, async () => {
    const { actor, lang } = await adminCall(request, "POST", "GET, POST");
    const t = accountMessages[lang];
    const body = await readJsonBody(request);
    const email = z.string().trim().max(254).pipe(z.email()).safeParse(body.email);
    if (!email.success)
      throw new ApiError(400, "invalid_input", t.emailInvalid, {
        fieldErrors: { email: t.emailInvalid },
      });
    const mailLang = body.lang === "en" ? "en" : "pl";
    try {
      const { invitation } = await createInvitation(actor, email.data, mailLang);
      return json({ invitation }, { status: 201 });
    } catch (err) {
      if (err instanceof InvitationError && err.reason === "already_admin")
        throw new ApiError(409, "already_admin", t.alreadyAdmin, {
          fieldErrors: { email: t.alreadyAdmin },
        });
      throw err;
    }
  });
}
