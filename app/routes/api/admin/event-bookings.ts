import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import { listEnquiries } from "~/features/enquiries/enquiries.server";
import { enquiryListQuerySchema } from "~/features/enquiries/schema";
import { ApiError, apiMessages, fieldErrorsOf, handleApi, json, requestLang } from "~/lib/api.server";
import type { Route } from "./+types/event-bookings";
import { notAllowed } from "./shared.server";

/** GET /api/admin/event-bookings?status=&q=&from=&to=&page= : the enquiries inbox, newest first. */
export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    await requireAdmin(request);
    const lang = requestLang(request);
    const parsed = enquiryListQuerySchema(lang).safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!parsed.success) throw new ApiError(400, "invalid_input", apiMessages(lang).invalid, { fieldErrors: fieldErrorsOf(parsed.error) });
    return json(await listEnquiries(parsed.data));
  });
}

export function action({ request }: Route.ActionArgs) {
  return notAllowed(request, "GET", requireAdmin);
}
