import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { attractionSchema } from "~/features/attractions/schema";
import {
  deleteAttraction,
  updateAttraction,
} from "~/features/attractions/attractions-admin.server";
import { json } from "~/lib/api.server";
import { found } from "./shared.server";

/** PUT and DELETE /api/admin/attractions/:id (docs/product.md §7 admin 5-6). */
const route = adminRoute({
  PUT: {
    body: attractionSchema,
    handle: async ({ actor, lang, body, id }) =>
      json({ attraction: found(await updateAttraction(actor, id(), body), lang) }),
  },
  DELETE: async ({ actor, lang, id }) => {
    const attractionId = id();
    found(await deleteAttraction(actor, attractionId), lang);
    return json({ deleted: attractionId });
  },
});

export const loader = route.loader;
export const action = route.action;
