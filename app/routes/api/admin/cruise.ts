import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { adminGetCruise, deleteCruise, updateCruise } from "~/features/cruises/admin.server";
import { cruisePatchSchema } from "~/features/cruises/schema";
import { json } from "~/lib/api.server";
import { found } from "./shared.server";

/** GET, PATCH, DELETE /api/admin/cruises/:id (docs/architecture.md §4, row "cruises"). */
const route = adminRoute({
  GET: async ({ lang, id }) => json({ cruise: found(await adminGetCruise(id()), lang) }),
  PATCH: {
    body: cruisePatchSchema,
    handle: async ({ actor, lang, body, id }) =>
      json({ cruise: found(await updateCruise(actor, id(), body, lang), lang) }),
  },
  DELETE: async ({ actor, lang, id }) => {
    found(await deleteCruise(actor, id(), lang), lang);
    return new Response(null, { status: 204 });
  },
});

export const loader = route.loader;
export const action = route.action;
