import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import { updatePrice } from "~/features/admin/prices-admin.server";
import { priceUpdateSchema } from "~/features/admin/schema";
import { ApiError, apiMessages, fieldErrorsOf, handleApi, json, readJsonBody, requestLang } from "~/lib/api.server";
import type { Route } from "./+types/price";
import { adminMessages, assertMethod, notAllowed, parseId } from "./shared.server";

/** PATCH /api/admin/prices/:id {price, description, is_active} (docs/product.md §7 admin 8). */
export function action({ request, params }: Route.ActionArgs) {
  return handleApi(request, async () => {
    const actor = await requireAdmin(request);
    const lang = requestLang(request);
    assertMethod(request, "PATCH", lang);
    const id = parseId(params.id, lang);
    const parsed = priceUpdateSchema(lang).safeParse(await readJsonBody(request));
    if (!parsed.success) throw new ApiError(400, "invalid_input", apiMessages(lang).invalid, { fieldErrors: fieldErrorsOf(parsed.error) });
    const updated = await updatePrice(actor, id, parsed.data);
    if (!updated) throw new ApiError(404, "not_found", adminMessages(lang).notFound);
    return json({ price: updated });
  });
}

export function loader({ request }: Route.LoaderArgs) {
  return notAllowed(request, "PATCH", requireAdmin);
}
