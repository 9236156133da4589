import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { getEnquiry, updateEnquiry } from "~/features/enquiries/enquiries.server";
import { enquiryPatchSchema } from "~/features/enquiries/schema";
import { json } from "~/lib/api.server";
import { inboxCruises } from "../../enquiry-cruises.server";
import { notFound } from "./shared.server";

const route = adminRoute({
  /**
   * GET /api/admin/event-bookings/:id : every field, the cruise asked about (`cruise: {key,
   * name_pl, location}` or null; decision 351), the operator e-mail's state, the thread.
   */
  GET: async ({ lang, id }) => {
    const enquiry = await getEnquiry(id(), inboxCruises);
    if (!enquiry) throw notFound(lang);
    return json({ enquiry });
  },
  /** PATCH /api/admin/event-bookings/:id {status?, note?} */
  PATCH: {
    body: enquiryPatchSchema,
    handle: async ({ actor, lang, body, id }) => {
      const enquiry = await updateEnquiry(actor, id(), body, inboxCruises);
      if (!enquiry) throw notFound(lang);
      return json({ enquiry });
    },
  },
});

export const loader = route.loader;
export const action = route.action;
