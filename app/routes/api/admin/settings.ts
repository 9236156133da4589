import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { json } from "~/lib/api.server";
import { missingLegal, type SiteSettings } from "~/lib/site-data/settings";
import { patchToFlat, settingsPatchSchema } from "~/features/site-admin/settings-schema";
import { adminSettings, saveSettings } from "~/features/site-admin/site-admin.server";

/** The settings object, with the legal details still missing (the panel warns about them). */
function answer(s: SiteSettings) {
  return json({ ...s, missingLegal: missingLegal(s) });
}

const route = adminRoute({
  /** GET /api/admin/settings (docs/architecture.md §4 "settings"). */
  GET: async () => answer(await adminSettings()),
  /** PATCH /api/admin/settings: any subset; 400 with fieldErrors keyed by dotted path. */
  PATCH: {
    body: settingsPatchSchema,
    handle: async ({ actor, body }) => answer(await saveSettings(actor, patchToFlat(body))),
  },
});

export const loader = route.loader;
export const action = route.action;
