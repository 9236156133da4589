import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { newsletterStats } from "~/features/newsletter/newsletter-stats.server";
import { json } from "~/lib/api.server";

const route = adminRoute({
  GET: async () => json(await newsletterStats()),
});

export const loader = route.loader;
export const action = route.action;
