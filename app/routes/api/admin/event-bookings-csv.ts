import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import { enquiriesCsv } from "~/features/enquiries/enquiries.server";
import { enquiryListQuerySchema } from "~/features/enquiries/schema";
import { handleApi, parseQuery, requestLang } from "~/lib/api.server";
import type { Route } from "./+types/event-bookings-csv";
import { notAllowed } from "./shared.server";

/** GET /api/admin/event-bookings.csv?status=&q=&from=&to= : the filtered list as CSV (UTF-8 with BOM). */
export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    await requireAdmin(request);
    const lang = requestLang(request);
    const query = parseQuery(request, enquiryListQuerySchema(lang));
    const csv = await enquiriesCsv(query, lang);
    const day = new Date().toISOString().slice(0, 10);
    return new Response(csv, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="enquiries-${day}.csv"`,
        "Cache-Control": "no-store",
      },
    });
  });
}

export function action({ request }: Route.ActionArgs) {
  return notAllowed(request, "GET", requireAdmin);
}
