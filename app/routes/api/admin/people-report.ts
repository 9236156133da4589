import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { personReport } from "~/features/subscribers/people.server";
import { json } from "~/lib/api.server";
import { personEmail } from "./shared.server";

/**
 * GET /api/admin/people/report?email=: everything stored about one address (decision 222):
 * `{email, subscriber, enquiries: [{…, notes, replies}], emails: [{kind, to, subject, createdAt,
 * status}], auditRows}`, e-mails sent to others about the person included.
 */
const route = adminRoute({
  GET: async ({ request, lang }) => {
    const email = personEmail(new URL(request.url).searchParams.get("email"), lang);
    return json({
      ...(await personReport(email)),
      generatedAt: new Date().toISOString(),
    });
  },
});

export const loader = route.loader;
export const action = route.action;
