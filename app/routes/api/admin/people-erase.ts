import { z } from "zod";
import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { erasePerson } from "~/features/subscribers/people.server";
import { json } from "~/lib/api.server";
import { personEmail } from "./shared.server";

/**
 * POST /api/admin/people/erase {email}: erases everything stored about the address (decision
 * 222) and answers `{erased: {subscribers, enquiries, notes, emails, auditRows}}`.
 */
const route = adminRoute({
  POST: {
    // The address is checked by personEmail, as the report's query is (one message for both).
    body: () => z.object({ email: z.unknown() }),
    handle: async ({ actor, lang, body }) =>
      json({ erased: await erasePerson(actor, personEmail(body.email, lang)) }),
  },
});

export const loader = route.loader;
export const action = route.action;
