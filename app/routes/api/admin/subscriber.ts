import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { accessReportById, eraseSubscriber } from "~/features/subscribers/subscribers.server";
import { json } from "~/lib/api.server";
import { attachment, notFound } from "./shared.server";

const route = adminRoute({
  /**
   * GET /api/admin/subscribers/:id is the access report (a GDPR access request): everything
   * stored about the subscriber's address, `{report: {email, subscriber, messages, eventBookings},
   * generatedAt}`; with `?download=1` the same JSON as an attachment.
   */
  GET: async ({ request, lang, id: pathId }) => {
    const id = pathId();
    const report = await accessReportById(id);
    if (!report) throw notFound(lang);
    const body = { report, generatedAt: new Date().toISOString() };
    if (new URL(request.url).searchParams.get("download") !== "1") return json(body);
    return attachment(
      JSON.stringify(body, null, 2),
      `subscriber-${id}-data.json`,
      "application/json; charset=utf-8",
    );
  },
  /** DELETE /api/admin/subscribers/:id erases the person (row, stored e-mails, booking requests): 204. */
  DELETE: async ({ actor, lang, id }) => {
    if (!(await eraseSubscriber(id(), actor))) throw notFound(lang);
    return new Response(null, { status: 204 });
  },
});

export const loader = route.loader;
export const action = route.action;
