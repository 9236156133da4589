import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { restoreMedia, getMedia } from "~/features/media/library.server";
import { mediaMessages } from "~/features/media/messages";
import { ApiError, json } from "~/lib/api.server";

/** POST /api/admin/media/:id/restore : takes a photo out of the bin (within 30 days). */
const route = adminRoute({
  POST: async ({ actor, lang, id: pathId }) => {
    const id = pathId();
    if (!(await restoreMedia(actor, id)))
      throw new ApiError(404, "not_found", mediaMessages[lang].api.notRestorable);
    return json({ item: await getMedia(id) });
  },
});

export const loader = route.loader;
export const action = route.action;
