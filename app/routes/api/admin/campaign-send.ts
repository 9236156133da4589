import { adminRoute } from "~/features/admin-auth/admin-route.server";
import {
  audienceCounts,
  getCampaign,
  scheduleCampaign,
  sendCampaignNow,
} from "~/features/campaigns/campaigns.server";
import { campaignMessages } from "~/features/campaigns/messages";
import { sendSchema } from "~/features/campaigns/schema";
import { warsawLocalToInstant } from "~/features/campaigns/warsaw-time";
import { ApiError, invalidInput, json } from "~/lib/api.server";
import { NEWSLETTER_REGIONS } from "~/features/newsletter/regions";
import { campaignDeps, unwrap } from "./campaign-shared.server";
import { notFound } from "./shared.server";

/** An ISO instant with a zone, or "YYYY-MM-DDTHH:mm" on the Warsaw clock. */
function parseWhen(raw: string): Date | undefined {
  if (/(Z|[+-]\d{2}:\d{2})$/.test(raw)) {
    const d = new Date(raw);
    return Number.isNaN(d.getTime()) ? undefined : d;
  }
  return warsawLocalToInstant(raw);
}

/**
 * POST {} → 202, sending starts now; POST {scheduledAt} → 200, scheduled (a draft, or a
 * scheduled campaign moved). 409 when the campaign is already sending, sent or cancelled.
 */
const route = adminRoute({
  POST: {
    body: sendSchema,
    handle: async ({ actor, lang, body: { scheduledAt }, id: pathId }) => {
      const id = pathId();
      const m = campaignMessages[lang];
      if (scheduledAt !== null) {
        const at = parseWhen(scheduledAt);
        if (!at) throw invalidInput(lang, { scheduledAt: m.scheduledAt });
        if (at.getTime() <= Date.now()) throw invalidInput(lang, { scheduledAt: m.scheduledPast });
        return json(unwrap(await scheduleCampaign(actor, id, at), lang, m.notSendable));
      }
      const current = await getCampaign(id);
      if (!current) throw notFound(lang);
      if (current.status !== "draft" && current.status !== "scheduled")
        throw new ApiError(409, "conflict", m.notSendable);
      const audience = await audienceCounts(NEWSLETTER_REGIONS);
      const size =
        current.region === null
          ? audience.everyone.total
          : (audience.byRegion[current.region]?.total ?? 0);
      if (size === 0) throw new ApiError(409, "no_recipients", m.noRecipients);
      return json(unwrap(await sendCampaignNow(actor, id, campaignDeps), lang, m.notSendable), {
        status: 202,
      });
    },
  },
});

export const loader = route.loader;
export const action = route.action;
