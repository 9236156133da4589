import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { previewCampaign } from "~/features/campaigns/campaigns.server";
import { previewSchema } from "~/features/campaigns/schema";
import { json } from "~/lib/api.server";

/**
 * POST {lang, subject, body} → {subject, html, text}: the e-mail rendered by the same code that
 * renders the campaign (the panel shows the html in a sandboxed iframe).
 */
const route = adminRoute({
  POST: {
    body: previewSchema,
    handle: ({ body }) => json(previewCampaign(body.lang, body.subject, body.body)),
  },
});

export const loader = route.loader;
export const action = route.action;
