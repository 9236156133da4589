import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { updateLocation } from "~/features/cruises/admin.server";
import { locationPatchSchema } from "~/features/cruises/schema";
import { json } from "~/lib/api.server";
import { notFound } from "./shared.server";

/** PATCH /api/admin/locations/:id → `{location}`; 409 hiding one of the original three (decision 400). */
const route = adminRoute({
  PATCH: {
    body: locationPatchSchema,
    handle: async ({ actor, lang, body, params }) => {
      const location = await updateLocation(actor, params.id ?? "", body, lang);
      if (!location) throw notFound(lang);
      return json({ location });
    },
  },
});

export const loader = route.loader;
export const action = route.action;
