import { departuresService } from "~/features/departures/departures.server";
import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import { handleApi, json } from "~/lib/api.server";
import type { Route } from "./+types/wind-warnings";
import { notAllowed } from "./shared.server";
import { currentWindWarnings } from "./wind-warnings.server";

/**
 * GET /api/admin/wind-warnings: `{warnings, provider, today}` for the panel's first screen: the
 * departures whose hours cross their location's gust limit, and the booking provider's state
 * (keys set or not, each item's last success and error; never the keys).
 */
export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    await requireAdmin(request);
    const [warnings, provider] = await Promise.all([
      currentWindWarnings(),
      departuresService().status(),
    ]);
    return json({ warnings, provider, now: new Date().toISOString() });
  });
}

export function action({ request }: Route.ActionArgs) {
  return notAllowed(request, "GET", requireAdmin);
}
