import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import { sendTest } from "~/features/campaigns/campaigns.server";
import { campaignMessages } from "~/features/campaigns/messages";
import { handleApi, json, requestLang } from "~/lib/api.server";
import type { Route } from "./+types/campaign-test";
import { unwrap } from "./campaign-shared.server";
import { assertMethod, notAllowed, parseId } from "./shared.server";

/** POST → 202 {queued, to}: the campaign's language versions to the signed-in administrator only. */
export function action({ request, params }: Route.ActionArgs) {
  return handleApi(request, async () => {
    const actor = await requireAdmin(request);
    const lang = requestLang(request);
    assertMethod(request, "POST", lang);
    const id = parseId(params.id, lang);
    const m = campaignMessages[lang];
    const queued = unwrap(
      await sendTest(actor, id, m.testSubjectPrefix),
      lang,
      m.notSendable,
    );
    return json({ queued, to: actor.email }, { status: 202 });
  });
}

export function loader({ request }: Route.LoaderArgs) {
  return notAllowed(request, "POST", requireAdmin);
}
