import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { json } from "~/lib/api.server";
import type { Lang } from "~/lib/i18n/lang";
import { warsawDay } from "~/lib/i18n/format-time";
import { promoEventSchema } from "~/features/site-admin/promo-events-schema";
import { createPromoEvent, listPromoEvents } from "~/features/site-admin/site-admin.server";

const route = adminRoute({
  /** GET /api/admin/promo-events: every event, published or not. */
  GET: async () => json({ items: await listPromoEvents(), today: warsawDay() }),
  /** POST /api/admin/promo-events: missing fields take defaults; 201 with the event. */
  POST: {
    body: (lang: Lang) => promoEventSchema(lang)(warsawDay()),
    handle: async ({ actor, body }) =>
      json({ event: await createPromoEvent(actor, body) }, { status: 201 }),
  },
});

export const loader = route.loader;
export const action = route.action;
