import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import { deleteMedia, updateMedia } from "~/features/media/library.server";
import { mediaMessages } from "~/features/media/messages";
import { mediaUpdateSchema } from "~/features/media/schema";
import { slotDef } from "~/lib/media/slots";
import { ApiError, handleApi, json, parseBody, requestLang } from "~/lib/api.server";
import type { Route } from "./+types/media-item";
import { methodNotAllowed, notAllowed, notFound, parseId } from "./shared.server";

/** PUT /api/admin/media/:id `{alt_pl, alt_en, focalX, focalY}` ; DELETE (409 while a slot shows it, naming the slots). */
export function action({ request, params }: Route.ActionArgs) {
  return handleApi(request, async () => {
    const actor = await requireAdmin(request);
    const lang = requestLang(request);
    const id = parseId(params.id, lang);
    if (request.method === "PUT") {
      const input = await parseBody(request, mediaUpdateSchema);
      const item = await updateMedia(actor, id, input);
      if (!item) throw notFound(lang);
      return json({ item });
    }
    if (request.method === "DELETE") {
      const outcome = await deleteMedia(actor, id);
      if (outcome.ok) return json({ deleted: id });
      if (outcome.reason === "not_found") throw notFound(lang);
      const where = outcome.slots.map((s) => slotDef(s)?.label[lang] ?? s).join("; ");
      throw new ApiError(409, "in_use", mediaMessages[lang].api.inUse(where), {
        slots: outcome.slots,
      } as never);
    }
    throw methodNotAllowed(lang, "PUT, DELETE");
  });
}

export function loader({ request }: Route.LoaderArgs) {
  return notAllowed(request, "PUT, DELETE", requireAdmin);
}
