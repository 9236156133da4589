import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import { attractionSchema } from "~/features/admin/schema";
import { deleteAttraction, updateAttraction } from "~/features/admin/attractions-admin.server";
import { handleApi, json, parseBody, requestLang } from "~/lib/api.server";
import type { Route } from "./+types/attraction";
import { methodNotAllowed, notAllowed, notFound, parseId } from "./shared.server";

/** PUT and DELETE /api/admin/attractions/:id (docs/product.md §7 admin 5-6). */
export function action({ request, params }: Route.ActionArgs) {
  return handleApi(request, async () => {
    const actor = await requireAdmin(request);
    const lang = requestLang(request);
    const id = parseId(params.id, lang);
    if (request.method === "PUT") {
      const input = await parseBody(request, attractionSchema(lang));
      const updated = await updateAttraction(actor, id, input);
      if (!updated) throw notFound(lang);
      return json({ attraction: updated });
    }
    if (request.method === "DELETE") {
      if (!(await deleteAttraction(actor, id))) throw notFound(lang);
      return json({ deleted: id });
    }
    throw methodNotAllowed(lang, "PUT, DELETE");
  });
}

export function loader({ request }: Route.LoaderArgs) {
  return notAllowed(request, "PUT, DELETE", requireAdmin);
}
