import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import { subscribersCsv } from "~/features/subscribers/subscribers.server";
import { NEWSLETTER_REGIONS } from "~/features/newsletter/regions";
import { subscriberFilterSchema } from "~/features/subscribers/schema";
import { handleApi, parseQuery } from "~/lib/api.server";
import { attachment, CSV_TYPE, notAllowed, today } from "./shared.server";
import type { Route } from "./+types/subscribers-csv";

/** GET /api/admin/subscribers.csv (same filters as the list, every page): UTF-8 with BOM. */
export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    await requireAdmin(request);
    const { page: _page, ...filter } = parseQuery(
      request,
      subscriberFilterSchema(NEWSLETTER_REGIONS),
    );
    return attachment(await subscribersCsv(filter), `subscribers-${today()}.csv`, CSV_TYPE);
  });
}

export function action({ request }: Route.ActionArgs) {
  return notAllowed(request, "GET", requireAdmin);
}
