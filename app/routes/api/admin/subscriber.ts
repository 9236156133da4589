import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import { eraseSubscriber } from "~/features/subscribers/subscribers.server";
import { ApiError, handleApi, requestLang } from "~/lib/api.server";
import { adminMessages, notAllowed, parseId } from "./shared.server";
import type { Route } from "./+types/subscriber";

/** DELETE /api/admin/subscribers/:id erases the person (row, stored e-mails, booking requests): 204. */
export function action({ request, params }: Route.ActionArgs) {
  return handleApi(request, async () => {
    const actor = await requireAdmin(request);
    const lang = requestLang(request);
    const id = parseId(params.id, lang);
    if (request.method !== "DELETE")
      throw new ApiError(
        405,
        "method_not_allowed",
        adminMessages(lang).method,
        {},
        { Allow: "DELETE" },
      );
    if (!(await eraseSubscriber(id, actor)))
      throw new ApiError(404, "not_found", adminMessages(lang).notFound);
    return new Response(null, { status: 204 });
  });
}

export function loader({ request }: Route.LoaderArgs) {
  return notAllowed(request, "DELETE", requireAdmin);
}
