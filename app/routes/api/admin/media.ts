import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { listMedia } from "~/features/media/library.server";
import { json } from "~/lib/api.server";

/**
 * GET /api/admin/media : the library and the bin. The upload (POST, multipart) is answered
 * before the router by server/media-upload.ts; any other method gets 405 here.
 */
const route = adminRoute(
  {
    GET: async () => json(await listMedia()),
  },
  { elsewhere: ["POST"] },
);

export const loader = route.loader;
export const action = route.action;
