import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import { cancelCampaign } from "~/features/campaigns/campaigns.server";
import { campaignMessages } from "~/features/campaigns/messages";
import { handleApi, json } from "~/lib/api.server";
import type { Route } from "./+types/campaign-cancel";
import { unwrap } from "./campaign-shared.server";
import { adminCall, notAllowed, parseId } from "./shared.server";

/** POST → the cancelled campaign; 409 unless it is scheduled and has not started. */
export function action({ request, params }: Route.ActionArgs) {
  return handleApi(request, async () => {
    const { actor, lang } = await adminCall(request, "POST");
    const outcome = await cancelCampaign(actor, parseId(params.id, lang));
    return json(unwrap(outcome, lang, campaignMessages[lang].notCancellable));
  });
}

export function loader({ request }: Route.LoaderArgs) {
  return notAllowed(request, "POST", requireAdmin);
}
