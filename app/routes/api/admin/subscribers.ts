import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { listSubscribers } from "~/features/subscribers/subscribers.server";
import { NEWSLETTER_REGIONS } from "~/features/newsletter/regions";
import { subscriberFilterSchema } from "~/features/subscribers/schema";
import { json, parseQuery } from "~/lib/api.server";

/** GET /api/admin/subscribers?q=&region=&language=&status=&page= → {items, total, page, pageSize}. */
const route = adminRoute({
  GET: async ({ request }) =>
    json(await listSubscribers(parseQuery(request, subscriberFilterSchema(NEWSLETTER_REGIONS)))),
});

export const loader = route.loader;
export const action = route.action;
