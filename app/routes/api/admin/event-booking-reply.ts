import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import { replyToEnquiry } from "~/features/enquiries/enquiries.server";
import { enquiryReplySchema } from "~/features/enquiries/schema";
import { handleApi, json, parseBody } from "~/lib/api.server";
import type { Route } from "./+types/event-booking-reply";
import { adminCall, notAllowed, notFound, parseId } from "./shared.server";

/** POST /api/admin/event-bookings/:id/reply {subject, body, status?} : 202, queued through the outbox; a "new" enquiry moves to "in_progress" unless `status` says otherwise. */
export function action({ request, params }: Route.ActionArgs) {
  return handleApi(request, async () => {
    const { actor, lang } = await adminCall(request, "POST");
    const id = parseId(params.id, lang);
    const input = await parseBody(request, enquiryReplySchema(lang));
    const result = await replyToEnquiry(actor, id, input);
    if (!result) throw notFound(lang);
    return json({ queued: result.queued, noteId: result.noteId }, { status: 202 });
  });
}

export function loader({ request }: Route.LoaderArgs) {
  return notAllowed(request, "POST", requireAdmin);
}
