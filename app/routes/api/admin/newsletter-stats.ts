import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import { newsletterStats } from "~/features/newsletter/newsletter-stats.server";
import { handleApi, json } from "~/lib/api.server";
import { notAllowed } from "./shared.server";
import type { Route } from "./+types/newsletter-stats";

export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    await requireAdmin(request);
    return json(await newsletterStats());
  });
}

export function action({ request }: Route.ActionArgs) {
  return notAllowed(request, "GET", requireAdmin);
}
