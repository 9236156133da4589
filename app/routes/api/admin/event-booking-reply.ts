import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { replyToEnquiry } from "~/features/enquiries/enquiries.server";
import { enquiryReplySchema } from "~/features/enquiries/schema";
import { json } from "~/lib/api.server";
import { found } from "./shared.server";

/** POST /api/admin/event-bookings/:id/reply {subject, body, status?} : 202, queued through the outbox; a "new" enquiry moves to "in_progress" unless `status` says otherwise. */
const route = adminRoute({
  POST: {
    body: enquiryReplySchema,
    handle: async ({ actor, lang, body, id }) => {
      const { queued, noteId } = found(await replyToEnquiry(actor, id(), body), lang);
      return json({ queued, noteId }, { status: 202 });
    },
  },
});

export const loader = route.loader;
export const action = route.action;
