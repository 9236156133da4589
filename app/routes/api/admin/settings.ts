import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import { handleApi, json, parseBody } from "~/lib/api.server";
import { getEnv } from "~/lib/env.server";
import { missingLegal, type SiteSettings } from "~/lib/site-data/settings";
import { patchToFlat, settingsPatchSchema } from "~/lib/site-data/settings-schema";
import { adminSettings, saveSettings } from "~/lib/site-data/site-data.server";
import type { Route } from "./+types/settings";
import { adminCall } from "./shared.server";

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
