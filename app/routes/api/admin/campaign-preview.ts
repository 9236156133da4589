import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import { previewCampaign } from "~/features/campaigns/campaigns.server";
import {
  previewSchema,
} from "~/features/campaigns/schema";
import {
  ApiError,
  apiMessages,
  fieldErrorsOf,
  handleApi,
  json,
  readJsonBody,
  requestLang,
} from "~/lib/api.server";
import type { Route } from "./+types/campaign-preview";
import { assertMethod, notAllowed } from "./shared.server";

/**
 * POST {lang, subject, body} → {subject, html, text}: the e-mail rendered by the same code that
 * renders the campaign (the panel shows the html in a sandboxed iframe).
 */
export function action({ request }: Route.ActionArgs) {
  return handleApi(request, async () => {
    await requireAdmin(request);
    const lang = requestLang(request);
    assertMethod(request, "POST", lang);
    const parsed = previewSchema(lang).safeParse(
      await readJsonBody(request),
    );
    if (!parsed.success)
      throw new ApiError(400, "invalid_input", apiMessages(lang).invalid, {
        fieldErrors: fieldErrorsOf(parsed.error),
      });
    return json(
      previewCampaign(parsed.data.lang, parsed.data.subject, parsed.data.body),
    );
  });
}

export function loader({ request }: Route.LoaderArgs) {
  return notAllowed(request, "POST", requireAdmin);
}
