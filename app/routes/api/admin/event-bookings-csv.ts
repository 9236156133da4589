import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import { enquiriesCsv } from "~/features/enquiries/enquiries.server";
import { enquiryListQuerySchema } from "~/features/enquiries/schema";
import { handleApi, parseQuery, requestLang } from "~/lib/api.server";
import type { Route } from "./+types/event-bookings-csv";
import { attachment, CSV_TYPE, notAllowed, today } from "./shared.server";

/** GET /api/admin/event-bookings.csv?status=&q=&from=&to= : the filtered list as CSV (UTF-8 with BOM). */
export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    await requireAdmin(request);
    const lang = requestLang(request);
    const query = parseQuery(request, enquiryListQuerySchema(lang));
    return attachment(await enquiriesCsv(query, lang), `enquiries-${today()}.csv`, CSV_TYPE);
  });
}

export function action({ request }: Route.ActionArgs) {
  return notAllowed(request, "GET", requireAdmin);
}
