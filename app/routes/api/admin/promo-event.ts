import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { json, parseBody } from "~/lib/api.server";
import { warsawDay } from "~/lib/i18n/format-time";
import { promoEventSchema } from "~/features/site-admin/promo-events-schema";
import {
  deletePromoEvent,
  getPromoEvent,
  updatePromoEvent,
} from "~/features/site-admin/site-admin.server";
import { listLocations } from "~/features/cruises/catalogue.server";
import { notFound } from "./shared.server";

/** PUT and DELETE /api/admin/promo-events/:id (docs/architecture.md §4 "promotional events"). */
const route = adminRoute({
  // The schema keeps a past date the event already has, so the saved event is read first (404).
  PUT: async ({ request, actor, lang, id: pathId }) => {
    const id = pathId();
    const saved = await getPromoEvent(id);
    if (!saved) throw notFound(lang);
    // The event's location is any location row (decision 404).
    const ids = (await listLocations()).map((l) => l.id);
    const input = await parseBody(request, promoEventSchema(lang)(warsawDay(), saved.date, ids));
    const updated = await updatePromoEvent(actor, id, input);
    if (!updated) throw notFound(lang);
    return json({ event: updated });
  },
  DELETE: async ({ actor, lang, id: pathId }) => {
    const id = pathId();
    if (!(await deletePromoEvent(actor, id))) throw notFound(lang);
    return json({ deleted: id });
  },
});

export const loader = route.loader;
export const action = route.action;
