import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { json } from "~/lib/api.server";
import { getEnv } from "~/lib/env.server";
import { missingLegal, type SiteSettings } from "~/lib/site-data/settings";
import { patchToFlat, settingsPatchSchema } from "~/features/site-admin/settings-schema";
import { adminSettings, saveSettings } from "~/features/site-admin/site-admin.server";

/**
 * The settings object, with the legal details still missing (the panel warns about them) and
 * the address the server's configuration fixes for enquiries, if any (OPERATOR_EMAIL wins over
 * `enquiryEmail`; the panel says so in plain words).
 */
function answer(s: SiteSettings) {
  return json({
    ...s,
    missingLegal: missingLegal(s),
    enquiryEmailFixed: getEnv().OPERATOR_EMAIL ?? null,
  });
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
