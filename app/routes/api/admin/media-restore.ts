import { restoreMedia, getMedia } from "~/features/media/library.server";
import { mediaMessages } from "~/features/media/messages";
import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import { ApiError, handleApi, json } from "~/lib/api.server";
import type { Route } from "./+types/media-restore";
import { adminCall, notAllowed, parseId } from "./shared.server";

/** POST /api/admin/media/:id/restore : takes a photo out of the bin (within 30 days). */
export function action({ request, params }: Route.ActionArgs) {
  return handleApi(request, async () => {
    const { actor, lang } = await adminCall(request, "POST");
    const id = parseId(params.id, lang);
    if (!(await restoreMedia(actor, id)))
      throw new ApiError(404, "not_found", mediaMessages[lang].api.notRestorable);
    return json({ item: await getMedia(id) });
  });
}

export function loader({ request }: Route.LoaderArgs) {
  return notAllowed(request, "POST", requireAdmin);
}
