import { z } from "zod";
import { adminRoute } from "~/features/admin-auth/admin-route.server";
import {
  createInvitation,
  InvitationError,
  listPendingInvitations,
} from "~/features/admin-auth/invitations.server";
import { accountMessages } from "~/features/admin-auth/messages";
import { ApiError, json } from "~/lib/api.server";

/** `{email, lang?}`: the address is checked in the handler, with its own message; `lang` is Polish unless "en". */
const invitationSchema = () =>
  z.object({
    email: z.unknown(),
    lang: z
      .unknown()
      .optional()
      .transform((v) => (v === "en" ? "en" : "pl")),
  });

const route = adminRoute({
  /** GET /api/admin/invitations: pending invitations (never a token). */
  GET: async () => json({ invitations: await listPendingInvitations() }),
  /** POST /api/admin/invitations {email, lang}: e-mails a single-use link valid 24 h (audit-logged). */
  POST: {
    body: invitationSchema,
    handle: async ({ actor, lang, body }) => {
      const t = accountMessages[lang];
      const email = z.string().trim().max(254).pipe(z.email()).safeParse(body.email);
      if (!email.success)
        throw new ApiError(400, "invalid_input", t.emailInvalid, {
          fieldErrors: { email: t.emailInvalid },
        });
      try {
        const { invitation } = await createInvitation(actor, email.data, body.lang);
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
