import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { getCampaign, updateCampaign } from "~/features/campaigns/campaigns.server";
import { campaignMessages } from "~/features/campaigns/messages";
import { campaignSchema } from "~/features/campaigns/schema";
import { json } from "~/lib/api.server";
import { checkRegion, unwrap } from "./campaign-shared.server";
import { notFound } from "./shared.server";

const route = adminRoute({
  /** GET ?offset= → {id, status, total, sent, failed, pending, skipped, ..., recipients (a page of 50)}. */
  GET: async ({ request, lang, id }) => {
    const campaignId = id();
    const raw = new URL(request.url).searchParams.get("offset") ?? "0";
    const offset = /^\d{1,7}$/.test(raw) ? Number(raw) : 0;
    const campaign = await getCampaign(campaignId, offset);
    if (!campaign) throw notFound(lang);
    return json(campaign);
  },
  /** PUT the editor's fields: a draft or scheduled campaign only (409 once sending has started). */
  PUT: {
    body: campaignSchema,
    handle: async ({ actor, lang, body, id }) => {
      const outcome = await updateCampaign(actor, id(), checkRegion(body, lang));
      return json(unwrap(outcome, lang, campaignMessages[lang].notEditable));
    },
  },
});

export const loader = route.loader;
export const action = route.action;
