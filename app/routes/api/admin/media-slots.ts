import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { listSlots } from "~/features/media/library.server";
import { json } from "~/lib/api.server";

/** GET /api/admin/media-slots : every public picture place `{slot, label, minWidth, mediaId or mediaIds}`. */
const route = adminRoute({
  GET: async ({ lang }) => json({ items: await listSlots(lang) }),
});

export const loader = route.loader;
export const action = route.action;
