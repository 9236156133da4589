import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import { getEnquiry, updateEnquiry } from "~/features/enquiries/enquiries.server";
import { enquiryPatchSchema } from "~/features/enquiries/schema";
import { ApiError, apiMessages, fieldErrorsOf, handleApi, json, readJsonBody, requestLang } from "~/lib/api.server";
import type { Route } from "./+types/event-booking";
import { adminMessages, assertMethod, parseId } from "./shared.server";

/** GET /api/admin/event-bookings/:id : every field, the operator e-mail's state, the thread. */
export function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    await requireAdmin(request);
    const lang = requestLang(request);
    const enquiry = await getEnquiry(parseId(params.id, lang));
    if (!enquiry) throw new ApiError(404, "not_found", adminMessages(lang).notFound);
    return json({ enquiry });
  });
}

/** PATCH /api/admin/event-bookings/:id {status?, note?} */
export function action({ request, params }: Route.ActionArgs) {
  return handleApi(request, async () => {
    const actor = await requireAdmin(request);
    const lang = requestLang(request);
    assertMethod(request, "PATCH", lang, "GET, PATCH");
    const id = parseId(params.id, lang);
    const parsed = enquiryPatchSchema(lang).safeParse(await readJsonBody(request));
    if (!parsed.success) throw new ApiError(400, "invalid_input", apiMessages(lang).invalid, { fieldErrors: fieldErrorsOf(parsed.error) });
    const enquiry = await updateEnquiry(actor, id, parsed.data);
    if (!enquiry) throw new ApiError(404, "not_found", adminMessages(lang).notFound);
    return json({ enquiry });
  });
}
