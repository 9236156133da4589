import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { sendTest } from "~/features/campaigns/campaigns.server";
import { campaignMessages } from "~/features/campaigns/messages";
import { json } from "~/lib/api.server";
import { unwrap } from "./campaign-shared.server";

/** POST → 202 {queued, to}: the campaign's language versions to the signed-in administrator only. */
const route = adminRoute({
  POST: async ({ actor, lang, id }) => {
    const m = campaignMessages[lang];
    const outcome = await sendTest(actor, id(), m.testSubjectPrefix);
    return json({ queued: unwrap(outcome, lang, m.notSendable), to: actor.email }, { status: 202 });
  },
});

export const loader = route.loader;
export const action = route.action;
