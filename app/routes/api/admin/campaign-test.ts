import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import { sendTest } from "~/features/campaigns/campaigns.server";
import { campaignMessages } from "~/features/campaigns/messages";
import { handleApi, json } from "~/lib/api.server";
import type { Route } from "./+types/campaign-test";
import { unwrap } from "./campaign-shared.server";
import { adminCall, notAllowed, parseId } from "./shared.server";

/** POST → 202 {queued, to}: the campaign's language versions to the signed-in administrator only. */
export function action({ request, params }: Route.ActionArgs) {
  return handleApi(request, async () => {
    const { actor, lang } = await adminCall(request, "POST");
    const m = campaignMessages[lang];
    const outcome = await sendTest(actor, parseId(params.id, lang), m.testSubjectPrefix);
    return json({ queued: unwrap(outcome, lang, m.notSendable), to: actor.email }, { status: 202 });
  });
}

export function loader({ request }: Route.LoaderArgs) {
  return notAllowed(request, "POST", requireAdmin);
}
