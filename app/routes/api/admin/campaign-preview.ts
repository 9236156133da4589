import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import { previewCampaign } from "~/features/campaigns/campaigns.server";
import { previewSchema } from "~/features/campaigns/schema";
import { handleApi, json, parseBody } from "~/lib/api.server";
import type { Route } from "./+types/campaign-preview";
import { adminCall, notAllowed } from "./shared.server";

/**
 * POST {lang, subject, body} → {subject, html, text}: the e-mail rendered by the same code that
 * renders the campaign (the panel shows the html in a sandboxed iframe).
 */
export function action({ request }: Route.ActionArgs) {
  return handleApi(request, async () => {
    const { lang } = await adminCall(request, "POST");
    const preview = await parseBody(request, previewSchema(lang));
    return json(previewCampaign(preview.lang, preview.subject, preview.body));
  });
}

export function loader({ request }: Route.LoaderArgs) {
  return notAllowed(request, "POST", requireAdmin);
}
