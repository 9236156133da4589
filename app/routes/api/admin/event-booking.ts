import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import { getEnquiry, updateEnquiry } from "~/features/enquiries/enquiries.server";
import { enquiryPatchSchema } from "~/features/enquiries/schema";
import { handleApi, json, parseBody, requestLang } from "~/lib/api.server";
import type { Route } from "./+types/event-booking";
import { adminCall, notFound, parseId } from "./shared.server";

/** GET /api/admin/event-bookings/:id : every field, the operator e-mail's state, the thread. */
export function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    await requireAdmin(request);
    const lang = requestLang(request);
    const enquiry = await getEnquiry(parseId(params.id, lang));
    if (!enquiry) throw notFound(lang);
    return json({ enquiry });
  });
}

/** PATCH /api/admin/event-bookings/:id {status?, note?} */
export function action({ request, params }: Route.ActionArgs) {
  return handleApi(request, async () => {
    const { actor, lang } = await adminCall(request, "PATCH", "GET, PATCH");
    const id = parseId(params.id, lang);
    const input = await parseBody(request, enquiryPatchSchema(lang));
    const enquiry = await updateEnquiry(actor, id, input);
    if (!enquiry) throw notFound(lang);
    return json({ enquiry });
  });
}
