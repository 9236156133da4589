import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import { handleApi, json, parseBody, requestLang } from "~/lib/api.server";
import { warsawDay } from "~/lib/i18n/format-time";
import { promoEventSchema } from "~/lib/site-data/promo-events-schema";
import {
  deletePromoEvent,
  getPromoEvent,
  updatePromoEvent,
} from "~/lib/site-data/site-data.server";
import type { Route } from "./+types/promo-event";
import { methodNotAllowed, notAllowed, notFound, parseId } from "./shared.server";

/** PUT and DELETE /api/admin/promo-events/:id (docs/architecture.md §4 "promotional events"). */
export function action({ request, params }: Route.ActionArgs) {
  return handleApi(request, async () => {
    const actor = await requireAdmin(request);
    const lang = requestLang(request);
    const id = parseId(params.id, lang);
    if (request.method === "PUT") {
      const saved = await getPromoEvent(id);
      if (!saved) throw notFound(lang);
      const input = await parseBody(request, promoEventSchema(lang)(warsawDay(), saved.date));
      const updated = await updatePromoEvent(actor, id, input);
      if (!updated) throw notFound(lang);
      return json({ event: updated });
    }
    if (request.method === "DELETE") {
      if (!(await deletePromoEvent(actor, id))) throw notFound(lang);
      return json({ deleted: id });
    }
    throw methodNotAllowed(lang, "PUT, DELETE");
  });
}

export function loader({ request }: Route.LoaderArgs) {
  return notAllowed(request, "PUT, DELETE", requireAdmin);
}
