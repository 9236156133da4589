import { adminRoute } from "~/features/admin-auth/admin-route.server";
import {
  audienceCounts,
  createCampaign,
  listCampaigns,
} from "~/features/campaigns/campaigns.server";
import { campaignSchema } from "~/features/campaigns/schema";
import { KNOWN_REGIONS } from "~/features/newsletter/regions";
import { json } from "~/lib/api.server";
import { checkRegion } from "./campaign-shared.server";

const route = adminRoute({
  /** GET → {campaigns, audience, regions}: the list and the audience size of every choice. */
  GET: async () => {
    const [campaigns, audience] = await Promise.all([
      listCampaigns(),
      audienceCounts(KNOWN_REGIONS),
    ]);
    return json({ campaigns, audience, regions: KNOWN_REGIONS });
  },
  /** POST {subject_pl, body_pl, subject_en?, body_en?, region} → 201 the new draft. */
  POST: {
    body: campaignSchema,
    handle: async ({ actor, lang, body }) =>
      json(await createCampaign(actor, checkRegion(body, lang)), { status: 201 }),
  },
});

export const loader = route.loader;
export const action = route.action;
