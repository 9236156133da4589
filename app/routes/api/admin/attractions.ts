import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import { attractionSchema } from "~/features/admin/schema";
import { createAttraction, listAllAttractions } from "~/features/admin/attractions-admin.server";
import { ApiError, apiMessages, fieldErrorsOf, handleApi, json, readJsonBody, requestLang } from "~/lib/api.server";
import type { Route } from "./+types/attractions";
import { assertMethod } from "./shared.server";

export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    await requireAdmin(request);
    return json({ attractions: await listAllAttractions() });
  });
}

/** POST /api/admin/attractions (docs/product.md §7 admin 4). */
export function action({ request }: Route.ActionArgs) {
  return handleApi(request, async () => {
    const actor = await requireAdmin(request);
    const lang = requestLang(request);
    assertMethod(request, "POST", lang, "GET, POST");
    const parsed = attractionSchema(lang).safeParse(await readJsonBody(request));
    if (!parsed.success) throw new ApiError(400, "invalid_input", apiMessages(lang).invalid, { fieldErrors: fieldErrorsOf(parsed.error) });
    return json({ attraction: await createAttraction(actor, parsed.data) }, { status: 201 });
  });
}
