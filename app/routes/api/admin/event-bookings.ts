import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import { listEnquiries } from "~/features/enquiries/enquiries.server";
import { enquiryListQuerySchema } from "~/features/enquiries/schema";
import { handleApi, json, parseQuery, requestLang } from "~/lib/api.server";
import type { Route } from "./+types/event-bookings";
import { notAllowed } from "./shared.server";

/** GET /api/admin/event-bookings?status=&q=&from=&to=&page= : the enquiries inbox, newest first. */
export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    await requireAdmin(request);
    const lang = requestLang(request);
    const query = parseQuery(request, enquiryListQuerySchema(lang));
    return json(await listEnquiries(query));
  });
}

export function action({ request }: Route.ActionArgs) {
  return notAllowed(request, "GET", requireAdmin);
}
