import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { enquiriesCsv } from "~/features/enquiries/enquiries.server";
import { enquiryListQuerySchema } from "~/features/enquiries/schema";
import { parseQuery } from "~/lib/api.server";
import { attachment, CSV_TYPE, today } from "./shared.server";

/** GET /api/admin/event-bookings.csv?status=&q=&from=&to= : the filtered list as CSV (UTF-8 with BOM). */
const route = adminRoute({
  GET: async ({ request, lang }) => {
    const query = parseQuery(request, enquiryListQuerySchema(lang));
    return attachment(await enquiriesCsv(query, lang), `enquiries-${today()}.csv`, CSV_TYPE);
  },
});

export const loader = route.loader;
export const action = route.action;
