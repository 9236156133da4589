import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import { listPrices } from "~/features/admin/prices-admin.server";
import { handleApi, json } from "~/lib/api.server";
import { notAllowed } from "./shared.server";
import type { Route } from "./+types/prices";

export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    await requireAdmin(request);
    return json({ prices: await listPrices() });
  });
}

export function action({ request }: Route.ActionArgs) {
  return notAllowed(request, "GET", requireAdmin);
}
