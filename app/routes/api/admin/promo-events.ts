import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { json, parseBody } from "~/lib/api.server";
import { warsawDay } from "~/lib/i18n/format-time";
import { promoEventSchema } from "~/features/site-admin/promo-events-schema";
import { createPromoEvent, listPromoEvents } from "~/features/site-admin/site-admin.server";
import { listLocations } from "~/features/cruises/catalogue.server";

const route = adminRoute({
  /** GET /api/admin/promo-events: every event, published or not. */
  GET: async () => json({ items: await listPromoEvents(), today: warsawDay() }),
  /** POST /api/admin/promo-events: missing fields take defaults; 201 with the event. */
  // The event's location is any location row (decision 404), so the rows are read first.
  POST: async ({ request, actor, lang }) => {
    const ids = (await listLocations()).map((l) => l.id);
    const body = await parseBody(request, promoEventSchema(lang)(warsawDay(), null, ids));
    return json({ event: await createPromoEvent(actor, body) }, { status: 201 });
  },
});

export const loader = route.loader;
export const action = route.action;
