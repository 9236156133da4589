import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import { erasePerson } from "~/features/subscribers/people.server";
import { handleApi, json, readJsonBody } from "~/lib/api.server";
import type { Route } from "./+types/people-erase";
import { adminCall, notAllowed, personEmail } from "./shared.server";

export function loader({ request }: Route.LoaderArgs) {
  return notAllowed(request, "POST", requireAdmin);
}

/**
 * POST /api/admin/people/erase {email}: erases everything stored about the address (decision
 * 222) and answers `{erased: {subscribers, enquiries, notes, emails, auditRows}}`.
 */
export function action({ request }: Route.ActionArgs) {
  return handleApi(request, async () => {
    const { actor, lang } = await adminCall(request, "POST");
    const body = await readJsonBody(request);
    const email = personEmail(body.email, lang);
    return json({ erased: await erasePerson(actor, email) });
  });
}
