import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { listEnquiries } from "~/features/enquiries/enquiries.server";
import { enquiryListQuerySchema } from "~/features/enquiries/schema";
import { json, parseQuery } from "~/lib/api.server";
import { inboxCruises } from "../../enquiry-cruises.server";

/** GET /api/admin/event-bookings?status=&q=&from=&to=&page= : the enquiries inbox, newest first. */
const route = adminRoute({
  GET: async ({ request, lang }) =>
    json(
      await listEnquiries(
        parseQuery(request, enquiryListQuerySchema(lang)),
        undefined,
        inboxCruises,
      ),
    ),
});

export const loader = route.loader;
export const action = route.action;
