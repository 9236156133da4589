import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import { listMedia } from "~/features/media/library.server";
import { handleApi, json } from "~/lib/api.server";
import type { Route } from "./+types/media";
import { notAllowed } from "./shared.server";

/**
 * GET /api/admin/media : the library and the bin. The upload (POST, multipart) is answered
 * before the router by server/media-upload.ts; any other method gets 405 here.
 */
export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    await requireAdmin(request);
    return json(await listMedia());
  });
}

export function action({ request }: Route.ActionArgs) {
  return notAllowed(request, "GET, POST", requireAdmin);
}
