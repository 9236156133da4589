import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import { subscribersCsv } from "~/features/subscribers/subscribers.server";
import { NEWSLETTER_REGIONS } from "~/features/newsletter/regions";
import { subscriberFilterSchema } from "~/features/subscribers/schema";
import { handleApi, parseQuery } from "~/lib/api.server";
import { notAllowed } from "./shared.server";
import type { Route } from "./+types/subscribers-csv";

/** GET /api/admin/subscribers.csv (same filters as the list, every page): UTF-8 with BOM. */
export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    await requireAdmin(request);
    const { page: _page, ...filter } = parseQuery(request, subscriberFilterSchema(NEWSLETTER_REGIONS));
    const day = new Date().toISOString().slice(0, 10);
    return new Response(await subscribersCsv(filter), {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="subscribers-${day}.csv"`,
        "Cache-Control": "no-store",
      },
    });
  });
}

export function action({ request }: Route.ActionArgs) {
  return notAllowed(request, "GET", requireAdmin);
}
