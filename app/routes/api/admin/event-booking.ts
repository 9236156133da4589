import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { getEnquiry, updateEnquiry } from "~/features/enquiries/enquiries.server";
import { enquiryPatchSchema } from "~/features/enquiries/schema";
import { json } from "~/lib/api.server";
import { inboxCruises } from "../../enquiry-cruises.server";
import { found } from "./shared.server";

const route = adminRoute({
  /**
   * GET /api/admin/event-bookings/:id : every field, the cruise asked about (`cruise: {key,
   * name_pl, location}` or null; decision 351), the operator e-mail's state, the thread.
   */
  GET: async ({ lang, id }) => json({ enquiry: found(await getEnquiry(id(), inboxCruises), lang) }),
  /** PATCH /api/admin/event-bookings/:id {status?, note?} */
  PATCH: {
    body: enquiryPatchSchema,
    handle: async ({ actor, lang, body, id }) =>
      json({ enquiry: found(await updateEnquiry(actor, id(), body, inboxCruises), lang) }),
  },
});

export const loader = route.loader;
export const action = route.action;
