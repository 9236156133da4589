import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import {
  audienceCounts,
  createCampaign,
  listCampaigns,
} from "~/features/campaigns/campaigns.server";
import { KNOWN_REGIONS } from "~/features/newsletter/regions";
import { handleApi, json } from "~/lib/api.server";
import type { Route } from "./+types/campaigns";
import { parseCampaign } from "./campaign-shared.server";
import { adminCall } from "./shared.server";

/** GET → {campaigns, audience, regions}: the list and the audience size of every choice. */
export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    await requireAdmin(request);
    const [campaigns, audience] = await Promise.all([
      listCampaigns(),
      audienceCounts(KNOWN_REGIONS),
    ]);
    return json({ campaigns, audience, regions: KNOWN_REGIONS });
  });
}

/** POST {subject_pl, body_pl, subject_en?, body_en?, region} → 201 the new draft. */
export function action({ request }: Route.ActionArgs) {
  return handleApi(request, async () => {
    const { actor, lang } = await adminCall(request, "POST", "GET, POST");
    return json(await createCampaign(actor, await parseCampaign(request, lang)), { status: 201 });
  });
}
