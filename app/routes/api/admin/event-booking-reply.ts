import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import { replyToEnquiry } from "~/features/enquiries/enquiries.server";
import { enquiryReplySchema } from "~/features/enquiries/schema";
import { ApiError, apiMessages, fieldErrorsOf, handleApi, json, readJsonBody, requestLang } from "~/lib/api.server";
import type { Route } from "./+types/event-booking-reply";
import { adminMessages, assertMethod, notAllowed, parseId } from "./shared.server";

/** POST /api/admin/event-bookings/:id/reply {subject, body} : 202, queued through the outbox. */
export function action({ request, params }: Route.ActionArgs) {
  return handleApi(request, async () => {
    const actor = await requireAdmin(request);
    const lang = requestLang(request);
    assertMethod(request, "POST", lang);
    const id = parseId(params.id, lang);
    const parsed = enquiryReplySchema(lang).safeParse(await readJsonBody(request));
    if (!parsed.success) throw new ApiError(400, "invalid_input", apiMessages(lang).invalid, { fieldErrors: fieldErrorsOf(parsed.error) });
    const result = await replyToEnquiry(actor, id, parsed.data);
    if (!result) throw new ApiError(404, "not_found", adminMessages(lang).notFound);
    return json({ queued: result.queued, noteId: result.noteId }, { status: 202 });
  });
}

export function loader({ request }: Route.LoaderArgs) {
  return notAllowed(request, "POST", requireAdmin);
}
