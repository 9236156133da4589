import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import { enquiriesCsv } from "~/features/enquiries/enquiries.server";
import { enquiryListQuerySchema } from "~/features/enquiries/schema";
import { ApiError, apiMessages, fieldErrorsOf, handleApi, requestLang } from "~/lib/api.server";
import type { Route } from "./+types/event-bookings-csv";
import { notAllowed } from "./shared.server";

/** GET /api/admin/event-bookings.csv?status=&q=&from=&to= : the filtered list as CSV (UTF-8 with BOM). */
export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    await requireAdmin(request);
    const lang = requestLang(request);
    const parsed = enquiryListQuerySchema(lang).safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!parsed.success) throw new ApiError(400, "invalid_input", apiMessages(lang).invalid, { fieldErrors: fieldErrorsOf(parsed.error) });
    const csv = await enquiriesCsv(parsed.data, lang);
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
