import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import { accessReportById, eraseSubscriber } from "~/features/subscribers/subscribers.server";
import { handleApi, json, requestLang } from "~/lib/api.server";
import { assertMethod, attachment, notFound, parseId } from "./shared.server";
import type { Route } from "./+types/subscriber";

/**
 * GET /api/admin/subscribers/:id is the access report (a GDPR access request): everything
 * stored about the subscriber's address, `{report: {email, subscriber, messages, eventBookings},
 * generatedAt}`; with `?download=1` the same JSON as an attachment.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    await requireAdmin(request);
    const lang = requestLang(request);
    const id = parseId(params.id, lang);
    const report = await accessReportById(id);
    if (!report) throw notFound(lang);
    const body = { report, generatedAt: new Date().toISOString() };
    if (new URL(request.url).searchParams.get("download") !== "1") return json(body);
    return attachment(
      JSON.stringify(body, null, 2),
      `subscriber-${id}-data.json`,
      "application/json; charset=utf-8",
    );
  });
}

/** DELETE /api/admin/subscribers/:id erases the person (row, stored e-mails, booking requests): 204. */
export function action({ request, params }: Route.ActionArgs) {
  return handleApi(request, async () => {
    const actor = await requireAdmin(request);
    const lang = requestLang(request);
    const id = parseId(params.id, lang);
    assertMethod(request, "DELETE", lang, "GET, DELETE");
    if (!(await eraseSubscriber(id, actor))) throw notFound(lang);
    return new Response(null, { status: 204 });
  });
}
