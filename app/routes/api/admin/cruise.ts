import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { adminGetCruise, deleteCruise, updateCruise } from "~/features/cruises/admin.server";
import { cruisePatchSchema } from "~/features/cruises/schema";
import { json } from "~/lib/api.server";
import { notFound } from "./shared.server";

/** GET, PATCH, DELETE /api/admin/cruises/:id (docs/architecture.md §4, row "cruises"). */
const route = adminRoute({
  GET: async ({ lang, id }) => {
    const cruise = await adminGetCruise(id());
    if (!cruise) throw notFound(lang);
    return json({ cruise });
  },
  PATCH: {
    body: cruisePatchSchema,
    handle: async ({ actor, lang, body, id }) => {
      const cruise = await updateCruise(actor, id(), body, lang);
      if (!cruise) throw notFound(lang);
      return json({ cruise });
    },
  },
  DELETE: async ({ actor, lang, id }) => {
    if (!(await deleteCruise(actor, id(), lang))) throw notFound(lang);
    return new Response(null, { status: 204 });
  },
});

export const loader = route.loader;
export const action = route.action;
