import { invitationCreateSchema } from "~/features/admin-auth/account-schema";
import { adminRoute } from "~/features/admin-auth/admin-route.server";
import {
  createInvitation,
  InvitationError,
  listPendingInvitations,
} from "~/features/admin-auth/invitations.server";
import { accountMessages } from "~/features/admin-auth/messages";
import { ApiError, json } from "~/lib/api.server";

const route = adminRoute({
  /** GET /api/admin/invitations: pending invitations (never a token). */
  GET: async () => json({ invitations: await listPendingInvitations() }),
  /** POST /api/admin/invitations {email, lang}: e-mails a single-use link valid 24 h (audit-logged). */
  POST: {
    body: invitationCreateSchema,
    handle: async ({ actor, lang, body }) => {
      const t = accountMessages[lang];
      try {
        const { invitation } = await createInvitation(actor, body.email, body.lang);
        return json({ invitation }, { status: 201 });
      } catch (err) {
        if (err instanceof InvitationError && err.reason === "already_admin")
          throw new ApiError(409, "already_admin", t.alreadyAdmin, {
            fieldErrors: { email: t.alreadyAdmin },
          });
        throw err;
      }
    },
  },
});

export const loader = route.loader;
export const action = route.action;
