import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import { cancelCampaign } from "~/features/campaigns/campaigns.server";
import { campaignMessages } from "~/features/campaigns/messages";
import { handleApi, json, requestLang } from "~/lib/api.server";
import type { Route } from "./+types/campaign-cancel";
import { unwrap } from "./campaign-shared.server";
import { assertMethod, notAllowed, parseId } from "./shared.server";

/** POST → the cancelled campaign; 409 unless it is scheduled and has not started. */
export function action({ request, params }: Route.ActionArgs) {
  return handleApi(request, async () => {
    const actor = await requireAdmin(request);
    const lang = requestLang(request);
    assertMethod(request, "POST", lang);
    const id = parseId(params.id, lang);
    return json(
      unwrap(
        await cancelCampaign(actor, id),
        lang,
        campaignMessages[lang].notCancellable,
      ),
    );
  });
}

export function loader({ request }: Route.LoaderArgs) {
  return notAllowed(request, "POST", requireAdmin);
}
