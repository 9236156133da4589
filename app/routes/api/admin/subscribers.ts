import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import { listSubscribers } from "~/features/subscribers/subscribers.server";
import { NEWSLETTER_REGIONS } from "~/features/newsletter/regions";
import { subscriberFilterSchema } from "~/features/subscribers/schema";
import { handleApi, json, parseQuery } from "~/lib/api.server";
import { notAllowed } from "./shared.server";
import type { Route } from "./+types/subscribers";

/** GET /api/admin/subscribers?q=&region=&language=&status=&page= → {items, total, page, pageSize}. */
export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    await requireAdmin(request);
    return json(
      await listSubscribers(parseQuery(request, subscriberFilterSchema(NEWSLETTER_REGIONS))),
    );
  });
}

export function action({ request }: Route.ActionArgs) {
  return notAllowed(request, "GET", requireAdmin);
}
