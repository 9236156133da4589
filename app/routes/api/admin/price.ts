import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import { updatePrice } from "~/features/admin/prices-admin.server";
import { priceUpdateSchema } from "~/features/admin/schema";
import { handleApi, json, parseBody } from "~/lib/api.server";
import type { Route } from "./+types/price";
import { adminCall, notAllowed, notFound, parseId } from "./shared.server";

/** PATCH /api/admin/prices/:id {price, description, is_active} (docs/product.md §7 admin 8). */
export function action({ request, params }: Route.ActionArgs) {
  return handleApi(request, async () => {
    const { actor, lang } = await adminCall(request, "PATCH");
    const id = parseId(params.id, lang);
    const input = await parseBody(request, priceUpdateSchema(lang));
    const updated = await updatePrice(actor, id, input);
    if (!updated) throw notFound(lang);
    return json({ price: updated });
  });
}

export function loader({ request }: Route.LoaderArgs) {
  return notAllowed(request, "PATCH", requireAdmin);
}
