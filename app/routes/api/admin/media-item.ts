import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { deleteMedia, updateMedia } from "~/features/media/library.server";
import { mediaMessages } from "~/features/media/messages";
import { mediaUpdateSchema } from "~/features/media/schema";
import { slotDef } from "~/lib/media/slots";
import { ApiError, json } from "~/lib/api.server";
import { notFound } from "./shared.server";

/** PUT /api/admin/media/:id `{alt_pl, alt_en, focalX, focalY}` ; DELETE (409 while a slot shows it, naming the slots). */
const route = adminRoute({
  PUT: {
    body: () => mediaUpdateSchema,
    handle: async ({ actor, lang, body, id }) => {
      const item = await updateMedia(actor, id(), body);
      if (!item) throw notFound(lang);
      return json({ item });
    },
  },
  DELETE: async ({ actor, lang, id: pathId }) => {
    const id = pathId();
    const outcome = await deleteMedia(actor, id);
    if (outcome.ok) return json({ deleted: id });
    if (outcome.reason === "not_found") throw notFound(lang);
    const where = outcome.slots.map((s) => slotDef(s)?.label[lang] ?? s).join("; ");
    throw new ApiError(409, "in_use", mediaMessages[lang].api.inUse(where), {
      slots: outcome.slots,
    } as never);
  },
});

export const loader = route.loader;
export const action = route.action;
