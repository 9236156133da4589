import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import { handleApi, json, parseBody } from "~/lib/api.server";
import { warsawDay } from "~/lib/i18n/format-time";
import { promoEventSchema } from "~/lib/site-data/promo-events-schema";
import { createPromoEvent, listPromoEvents } from "~/lib/site-data/site-data.server";
import type { Route } from "./+types/promo-events";
import { adminCall } from "./shared.server";

/** GET /api/admin/promo-events: every event, published or not. */
export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    await requireAdmin(request);
    return json({ items: await listPromoEvents(), today: warsawDay() });
  });
}

/** POST /api/admin/promo-events: missing fields take defaults; 201 with the event. */
export function action({ request }: Route.ActionArgs) {
  return handleApi(request, async () => {
    const { actor, lang } = await adminCall(request, "POST", "GET, POST");
    const input = await parseBody(request, promoEventSchema(lang)(warsawDay()));
    return json({ event: await createPromoEvent(actor, input) }, { status: 201 });
  });
}
