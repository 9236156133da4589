import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import { personReport } from "~/features/subscribers/people.server";
import { handleApi, json } from "~/lib/api.server";
import type { Route } from "./+types/people-report";
import { adminCall, notAllowed, personEmail } from "./shared.server";

/**
 * GET /api/admin/people/report?email=: everything stored about one address (decision 222):
 * `{email, subscriber, enquiries: [{…, notes, replies}], emails: [{kind, to, subject, createdAt,
 * status}], auditRows}`, e-mails sent to others about the person included.
 */
export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const { lang } = await adminCall(request, "GET");
    const email = personEmail(new URL(request.url).searchParams.get("email"), lang);
    return json({
      ...(await personReport(email)),
      generatedAt: new Date().toISOString(),
    });
  });
}

export function action({ request }: Route.ActionArgs) {
  return notAllowed(request, "GET", requireAdmin);
}
