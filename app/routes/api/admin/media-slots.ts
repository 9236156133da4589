import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import { listSlots } from "~/features/media/library.server";
import { handleApi, json, requestLang } from "~/lib/api.server";
import type { Route } from "./+types/media-slots";
import { notAllowed } from "./shared.server";

/** GET /api/admin/media-slots : every public picture place `{slot, label, minWidth, mediaId or mediaIds}`. */
export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    await requireAdmin(request);
    return json({ items: await listSlots(requestLang(request)) });
  });
}

export function action({ request }: Route.ActionArgs) {
  return notAllowed(request, "GET", requireAdmin);
}
