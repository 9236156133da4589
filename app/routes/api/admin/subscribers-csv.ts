import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { subscribersCsv } from "~/features/subscribers/subscribers.server";
import { NEWSLETTER_REGIONS } from "~/features/newsletter/regions";
import { subscriberFilterSchema } from "~/features/subscribers/schema";
import { parseQuery } from "~/lib/api.server";
import { attachment, CSV_TYPE, today } from "./shared.server";

/** GET /api/admin/subscribers.csv (same filters as the list, every page): UTF-8 with BOM. */
const route = adminRoute({
  GET: async ({ request }) => {
    const { page: _page, ...filter } = parseQuery(
      request,
      subscriberFilterSchema(NEWSLETTER_REGIONS),
    );
    return attachment(await subscribersCsv(filter), `subscribers-${today()}.csv`, CSV_TYPE);
  },
});

export const loader = route.loader;
export const action = route.action;
