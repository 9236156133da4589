import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import { handleApi, json, parseBody } from "~/lib/api.server";
import { missingLegal, type SiteSettings } from "~/lib/site-data/settings";
import { patchToFlat, settingsPatchSchema } from "~/lib/site-data/settings-schema";
import { adminSettings, saveSettings } from "~/lib/site-data/site-data.server";
import type { Route } from "./+types/settings";
import { adminCall } from "./shared.server";

/** The settings object, with the legal details still missing (the panel warns about them). */
function answer(s: SiteSettings) {
  return json({ ...s, missingLegal: missingLegal(s) });
}

/** GET /api/admin/settings (docs/architecture.md §4 "settings"). */
export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    await requireAdmin(request);
    return answer(await adminSettings());
  });
}

/** PATCH /api/admin/settings: any subset; 400 with fieldErrors keyed by dotted path. */
export function action({ request }: Route.ActionArgs) {
  return handleApi(request, async () => {
    const { actor, lang } = await adminCall(request, "PATCH", "GET, PATCH");
    const patch = await parseBody(request, settingsPatchSchema(lang));
    return answer(await saveSettings(actor, patchToFlat(patch)));
  });
}
