import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { putSlot } from "~/features/media/library.server";
import { mediaMessages } from "~/features/media/messages";
import { slotPutSchema } from "~/features/media/schema";
import { slotDef } from "~/lib/media/slots";
import { ApiError, json, parseBody } from "~/lib/api.server";

/**
 * PUT /api/admin/media-slots/:slot `{mediaId}` (`{mediaIds: [...]}` for a gallery; null back to
 * the drawing). 400 for a photo narrower than the slot's minWidth or without both alt texts;
 * recorded in the change history, where it can be undone.
 */
const route = adminRoute({
  // The slot is looked up before the body is read (404 for an unknown slot, whatever the body).
  PUT: async ({ request, actor, lang, params }) => {
    const t = mediaMessages[lang].api;
    const slot = params.slot ?? "";
    const def = slotDef(slot);
    if (!def) throw new ApiError(404, "unknown_slot", t.unknownSlot);
    const body = await parseBody(request, slotPutSchema);
    const ids =
      "mediaIds" in body ? (body.mediaIds ?? []) : body.mediaId === null ? [] : [body.mediaId];
    if (!def.gallery && ids.length > 1) throw new ApiError(400, "not_a_gallery", t.unknownSlot);
    const outcome = await putSlot(actor, slot, [...new Set(ids)]);
    if (outcome.ok) return json({ item: outcome.slot });
    const p = outcome.problem;
    const message =
      p.reason === "too_narrow"
        ? t.tooNarrow(p.mediaId, p.width, p.minWidth)
        : p.reason === "missing_alt"
          ? t.missingAlt(p.mediaId)
          : p.reason === "not_ready"
            ? t.notReady(p.mediaId)
            : p.reason === "not_found"
              ? t.missing(p.mediaId)
              : t.unknownSlot;
    throw new ApiError(400, p.reason, message);
  },
});

export const loader = route.loader;
export const action = route.action;
