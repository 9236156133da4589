import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import { attractionSchema } from "~/features/admin/schema";
import { createAttraction, listAllAttractions } from "~/features/admin/attractions-admin.server";
import { handleApi, json, parseBody } from "~/lib/api.server";
import type { Route } from "./+types/attractions";
import { adminCall } from "./shared.server";

export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    await requireAdmin(request);
    return json({ attractions: await listAllAttractions() });
  });
}

/** POST /api/admin/attractions (docs/product.md §7 admin 4). */
export function action({ request }: Route.ActionArgs) {
  return handleApi(request, async () => {
    const { actor, lang } = await adminCall(request, "POST", "GET, POST");
    const input = await parseBody(request, attractionSchema(lang));
    return json({ attraction: await createAttraction(actor, input) }, { status: 201 });
  });
}
