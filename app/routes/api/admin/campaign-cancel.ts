import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { cancelCampaign } from "~/features/campaigns/campaigns.server";
import { campaignMessages } from "~/features/campaigns/messages";
import { json } from "~/lib/api.server";
import { unwrap } from "./campaign-shared.server";

/** POST → the cancelled campaign; 409 unless it is scheduled and has not started. */
const route = adminRoute({
  POST: async ({ actor, lang, id }) => {
    const outcome = await cancelCampaign(actor, id());
    return json(unwrap(outcome, lang, campaignMessages[lang].notCancellable));
  },
});

export const loader = route.loader;
export const action = route.action;
