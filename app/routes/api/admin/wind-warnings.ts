import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { departuresService } from "~/features/departures/departures.server";
import { json } from "~/lib/api.server";
import { currentWindWarnings } from "./wind-warnings.server";

/**
 * GET /api/admin/wind-warnings: `{warnings, provider, now}` for the panel's first screen: the
 * departures whose hours cross their location's gust limit, and the booking provider's state
 * (keys set or not, each item's last success and error; never the keys).
 */
const route = adminRoute({
  GET: async () => {
    const [warnings, provider] = await Promise.all([
      currentWindWarnings(),
      departuresService().status(),
    ]);
    return json({ warnings, provider, now: new Date().toISOString() });
  },
});

export const loader = route.loader;
export const action = route.action;
