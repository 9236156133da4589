import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import { getCampaign, updateCampaign } from "~/features/campaigns/campaigns.server";
import { campaignMessages } from "~/features/campaigns/messages";
import { handleApi, json, requestLang } from "~/lib/api.server";
import type { Route } from "./+types/campaign";
import { parseCampaign, unwrap } from "./campaign-shared.server";
import { adminCall, notFound, parseId } from "./shared.server";

/** GET ?offset= → {id, status, total, sent, failed, pending, skipped, ..., recipients (a page of 50)}. */
export function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    await requireAdmin(request);
    const lang = requestLang(request);
    const id = parseId(params.id, lang);
    const raw = new URL(request.url).searchParams.get("offset") ?? "0";
    const offset = /^\d{1,7}$/.test(raw) ? Number(raw) : 0;
    const campaign = await getCampaign(id, offset);
    if (!campaign) throw notFound(lang);
    return json(campaign);
  });
}

/** PUT the editor's fields: a draft or scheduled campaign only (409 once sending has started). */
export function action({ request, params }: Route.ActionArgs) {
  return handleApi(request, async () => {
    const { actor, lang } = await adminCall(request, "PUT", "GET, PUT");
    const id = parseId(params.id, lang);
    const input = await parseCampaign(request, lang);
    const outcome = await updateCampaign(actor, id, input);
    return json(unwrap(outcome, lang, campaignMessages[lang].notEditable));
  });
}
